import { describe, expect, it } from "vitest";
import { PUT as flag } from "@/app/api/timesheets/[id]/flag/route";
import { POST as prepare } from "@/app/api/timesheets/[id]/prepare-component/route";
import { POST as reset } from "@/app/api/timesheets/[id]/reset-component/route";
import { POST as submit } from "@/app/api/timesheets/[id]/submit/route";
import {
  contestedBeforeResubmitReason,
  nothingToResetReason,
  notBegunReason,
  onlyAdministratorResetsReason,
  REFUSAL_REASONS,
} from "@/lib/domain/transition-reasons";
import { timesheetActionResponse, type TimesheetDetail } from "@/lib/schemas/timesheets";
import { apiRequest } from "../../support/http";
import { API_KEY, call, ISO_TIMESTAMP, UNKNOWN_ID, type ErrorJson, withTimesheetsDatabase } from "../../support/factories/timesheets";
import { answerOf } from "@/tests/support/in-english";

const world = withTimesheetsDatabase();

type Action = { success: true; data: TimesheetDetail };
type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };

const post = (handler: typeof prepare, verb: string) => (id: string, options: Options) =>
  call<Action & ErrorJson>(handler, `/api/timesheets/${id}/${verb}`, { method: "POST", ...options, id });
const prepareComponent = post(prepare, "prepare-component");
const submitTimesheet = post(submit, "submit");
const resetComponent = post(reset, "reset-component");
const flagTimesheet = (id: string, options: Options) => call<Action & ErrorJson>(flag, `/api/timesheets/${id}/flag`, { method: "PUT", ...options, id });

/** Runs a request that must be refused and checks that it changed nothing. */
async function refused(timesheetId: string, request: () => Promise<{ status: number; body: ErrorJson }>) {
  const before = await world.seeded.snapshot(timesheetId);
  const response = await request();
  expect(await world.seeded.snapshot(timesheetId)).toEqual(before);
  return { status: response.status, error: response.body.error };
}

describe("POST /api/timesheets/{id}/prepare-component", () => {
  it("prepares a component, bumps the version, audits it and answers with the updated timesheet", async () => {
    const row = await world.seeded.timesheetOf("amara", 0);
    const { status, body } = await prepareComponent(row.id, { cookie: world.cookies.amara, body: { component: "TIMESHEET", version: row.version } });
    expect(status).toBe(200);
    timesheetActionResponse.parse(body);
    expect(body.data).toMatchObject({ id: row.id, status: "IN_PROGRESS", feeStatus: "PREPARED", expensesStatus: "IN_PROGRESS", version: row.version + 1 });
    expect(body.data.activity[0]).toMatchObject({ action: "UPDATE", event: "prepare-component", actor: { label: "Amara Okafor" } });
    const [audit] = (await world.seeded.auditOf(row.id)).filter((entry) => entry.event === "prepare-component");
    expect(audit).toMatchObject({
      action: "UPDATE",
      entityType: "timesheet",
      before: { status: "IN_PROGRESS", feeStatus: "IN_PROGRESS", expensesStatus: "IN_PROGRESS", bonusStatus: "ELIGIBLE", flagged: false },
      after: { status: "IN_PROGRESS", feeStatus: "PREPARED", expensesStatus: "IN_PROGRESS", bonusStatus: "ELIGIBLE", component: "TIMESHEET" },
    });
  });

  it("refuses to prepare a prepared component with 409 and the domain's reason", async () => {
    const row = await world.seeded.timesheetOf("amara", 0);
    const result = await refused(row.id, () => prepareComponent(row.id, { cookie: world.cookies.amara, body: { component: "TIMESHEET" } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", key: "componentComponentAlreadyPrepared", values: { component: { key: "wordComponentFee" } }, message: "The fee component is already prepared." } });
  });

  it("refuses a month that has not begun", async () => {
    const row = await world.seeded.timesheetOf("amara", 1);
    const result = await refused(row.id, () => prepareComponent(row.id, { cookie: world.cookies.amara, body: { component: "EXPENSES" } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(notBegunReason(world.seeded.current.next())) } });
  });

  it("refuses a stale version with 409 STALE_VERSION", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    const result = await refused(row.id, () => prepareComponent(row.id, { cookie: world.cookies.lukas, body: { component: "TIMESHEET", version: row.version + 5 } }));
    expect(result.status).toBe(409);
    expect(result.error.code).toBe("STALE_VERSION");
  });

  it("refuses a body that is not valid with 400 and the issues", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    const wrong = await refused(row.id, () => prepareComponent(row.id, { cookie: world.cookies.lukas, body: { component: "FEE", version: "one" } }));
    expect(wrong.status).toBe(400);
    expect(wrong.error.issues?.map((issue) => issue.path)).toEqual(["component", "version"]);
    expect(wrong.error.issues?.[0]?.message).toBe("Component must be one of TIMESHEET, EXPENSES, BONUS.");
    const missing = await prepare(apiRequest(`/api/timesheets/${row.id}/prepare-component`, { method: "POST", cookie: world.cookies.lukas }), { params: Promise.resolve({ id: row.id }) });
    expect(missing.status).toBe(415);
  });

  it("answers 404 for another contractor's timesheet or an unknown id, and 401 when signed out", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    expect((await refused(row.id, () => prepareComponent(row.id, { cookie: world.cookies.amara, body: { component: "TIMESHEET" } }))).status).toBe(404);
    expect((await prepareComponent(UNKNOWN_ID, { cookie: world.cookies.amara, body: { component: "TIMESHEET" } })).status).toBe(404);
    expect((await refused(row.id, () => prepareComponent(row.id, { body: { component: "TIMESHEET" } }))).status).toBe(401);
  });
});

describe("two requests at once", () => {
  it("lets one of two concurrent preparations of the same version through and refuses the other", async () => {
    const row = await world.seeded.timesheetOf("sofia", 0);
    const body = { component: "TIMESHEET", version: row.version };
    const results = await Promise.all([prepareComponent(row.id, { cookie: world.cookies.sofia, body }), prepareComponent(row.id, { cookie: world.cookies.sofia, body })]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await world.seeded.auditOf(row.id)).filter((entry) => entry.event === "prepare-component")).toHaveLength(1);
    expect((await world.seeded.timesheetOf("sofia", 0)).version).toBe(row.version + 1);
  });
});

describe("POST /api/timesheets/{id}/reset-component", () => {
  it("refuses a resetStatus that differs from what the domain gives, with 400", async () => {
    const RESETTING = {
      key: "resettingMakesIt",
      values: { component: { key: "wordComponentFee" }, status: "IN_PROGRESS", resetStatus: "DUE" },
      message: "Resetting the fee component makes it IN_PROGRESS, not DUE.",
    };
    const row = await world.seeded.timesheetOf("amara", 0);
    const result = await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.amara, body: { comp: "TIMESHEET", resetStatus: "DUE" } }));
    expect(result).toEqual({
      status: 400,
      error: {
        code: "BAD_REQUEST",
        ...RESETTING,
        issues: [{ path: "resetStatus", ...RESETTING }],
      },
    });
  });

  it("lets the contractor undo a preparation", async () => {
    const row = await world.seeded.timesheetOf("amara", 0);
    const { status, body } = await resetComponent(row.id, { cookie: world.cookies.amara, body: { comp: "TIMESHEET", resetStatus: "IN_PROGRESS", version: row.version } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { feeStatus: "IN_PROGRESS", status: "IN_PROGRESS", version: row.version + 1 } });
    expect(body.data.activity[0]).toMatchObject({ event: "reset-component", after: { feeStatus: "IN_PROGRESS", component: "TIMESHEET" } });
  });

  it("leaves resetting submitted work to administrators: 409 for the contractor, reopened by an admin", async () => {
    const row = await world.seeded.timesheetOf("lukas", -1);
    const result = await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.lukas, body: { comp: "TIMESHEET" } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(onlyAdministratorResetsReason("SUBMITTED")) } });
    const { status, body } = await resetComponent(row.id, { cookie: world.cookies.admin, body: { comp: "TIMESHEET", resetStatus: "DUE" } });
    expect(status).toBe(200);
    // Last month's fee goes back to DUE, and the submitted timesheet reopens.
    expect(body.data).toMatchObject({ status: "DUE", feeStatus: "DUE", expensesStatus: "SUBMITTED" });
    expect(body.data.activity[0]!.actor.label).toBe("Alex Morgan");
  });

  it("refuses a reset with nothing to reset", async () => {
    const row = await world.seeded.timesheetOf("sofia", 1);
    const result = await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.sofia, body: { comp: "TIMESHEET" } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(nothingToResetReason("TIMESHEET", "ELIGIBLE")) } });
  });

  it("validates the payload, hides other people's timesheets and needs a session", async () => {
    const row = await world.seeded.timesheetOf("sofia", 0);
    const invalid = await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.sofia, body: { component: "TIMESHEET", resetStatus: "SOMETHING" } }));
    expect(invalid.status).toBe(400);
    expect(invalid.error.issues?.map((issue) => issue.path)).toEqual(["comp", "resetStatus"]);
    expect((await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.amara, body: { comp: "TIMESHEET" } }))).status).toBe(404);
    expect((await refused(row.id, () => resetComponent(row.id, { body: { comp: "TIMESHEET" } }))).status).toBe(401);
    const stale = await refused(row.id, () => resetComponent(row.id, { cookie: world.cookies.sofia, body: { comp: "TIMESHEET", version: 42 } }));
    expect(stale.error.code).toBe("STALE_VERSION");
  });
});

describe("POST /api/timesheets/{id}/submit", () => {
  it("submits: prepared components go to review, the rest are not submitted; submittedAt is set", async () => {
    const row = await world.seeded.timesheetOf("amara", -1);
    expect(row).toMatchObject({ status: "DUE", feeStatus: "DUE", expensesStatus: "PREPARED", bonusStatus: "ELIGIBLE" });
    await prepareComponent(row.id, { cookie: world.cookies.amara, body: { component: "TIMESHEET" } });
    // The spec's submit call has no payload at all.
    const response = await submit(apiRequest(`/api/timesheets/${row.id}/submit`, { method: "POST", cookie: world.cookies.amara }), { params: Promise.resolve({ id: row.id }) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Action;
    // The bonus has no amount yet, so the submit does not give it up (docs/settlement-states.md).
    expect(body.data).toMatchObject({ status: "SUBMITTED", feeStatus: "SUBMITTED", expensesStatus: "SUBMITTED", bonusStatus: "ELIGIBLE", version: row.version + 2 });
    expect(body.data.submittedAt).toMatch(ISO_TIMESTAMP);
    expect(body.data.activity[0]).toMatchObject({ event: "submit", before: { status: "DUE" }, after: { status: "SUBMITTED" } });
  });

  it("refuses to submit twice", async () => {
    const row = await world.seeded.timesheetOf("amara", -1);
    // All that is left is a bonus without an amount, which a submit may not give up.
    const result = await refused(row.id, () => submitTimesheet(row.id, { cookie: world.cookies.amara, body: {} }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(REFUSAL_REASONS.bonusWithoutAmount) } });
    const lukas = await world.seeded.timesheetOf("lukas", -2);
    const approved = await refused(lukas.id, () => submitTimesheet(lukas.id, { cookie: world.cookies.lukas, body: {} }));
    expect(approved).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(REFUSAL_REASONS.timesheetApproved) } });
  });

  it("refuses to resubmit while a component is contested", async () => {
    const row = await world.seeded.timesheetOf("sofia", -1);
    const result = await refused(row.id, () => submitTimesheet(row.id, { cookie: world.cookies.sofia, body: { version: row.version } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(contestedBeforeResubmitReason("TIMESHEET")) } });
  });

  it("refuses a stale version, a malformed version, other people's timesheets and signed-out callers", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    expect((await refused(row.id, () => submitTimesheet(row.id, { cookie: world.cookies.lukas, body: { version: 99 } }))).error.code).toBe("STALE_VERSION");
    const malformed = await refused(row.id, () => submitTimesheet(row.id, { cookie: world.cookies.lukas, body: { version: 0 } }));
    expect(malformed.status).toBe(400);
    expect(malformed.error.issues?.[0]?.path).toBe("version");
    expect((await refused(row.id, () => submitTimesheet(row.id, { cookie: world.cookies.sofia, body: {} }))).status).toBe(404);
    expect((await refused(row.id, () => submitTimesheet(row.id, { body: {} }))).status).toBe(401);
  });
});

describe("PUT /api/timesheets/{id}/flag", () => {
  it("lets an administrator flag and the API key unflag, each audited", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    const flagged = await flagTimesheet(row.id, { cookie: world.cookies.admin, body: { flagged: true, version: row.version } });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toMatchObject({ flagged: true, version: row.version + 1, status: row.status });
    expect(flagged.body.data.activity[0]).toMatchObject({ event: "flag", before: { flagged: false }, after: { flagged: true } });
    const unflagged = await flagTimesheet(row.id, { headers: API_KEY, body: { flagged: false } });
    expect(unflagged.body.data).toMatchObject({ flagged: false, version: row.version + 2 });
    expect(unflagged.body.data.activity[0]).toMatchObject({ event: "flag", actor: { userId: null, label: "API" } });
  });

  it("lets the contractor flag and unflag their own timesheet (spec point 2)", async () => {
    const row = await world.seeded.timesheetOf("lukas", -1);
    const flagged = await flagTimesheet(row.id, { cookie: world.cookies.lukas, body: { flagged: true, version: row.version } });
    expect(flagged.status).toBe(200);
    expect(flagged.body.data).toMatchObject({ flagged: true, version: row.version + 1, status: row.status });
    const unflagged = await flagTimesheet(row.id, { cookie: world.cookies.lukas, body: { flagged: false } });
    expect(unflagged.body.data).toMatchObject({ flagged: false, version: row.version + 2 });
  });

  it("refuses to flag a closed timesheet with 409", async () => {
    const row = await world.seeded.timesheetOf("amara", -4);
    expect(row.status).toBe("CLOSED");
    const result = await refused(row.id, () => flagTimesheet(row.id, { cookie: world.cookies.admin, body: { flagged: true } }));
    expect(result).toEqual({ status: 409, error: { code: "CONFLICT", ...answerOf(REFUSAL_REASONS.timesheetClosed) } });
  });

  it("validates the body, checks the version, hides other people's timesheets and needs a session", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    const invalid = await refused(row.id, () => flagTimesheet(row.id, { cookie: world.cookies.admin, body: { flagged: "yes" } }));
    expect(invalid.status).toBe(400);
    expect(invalid.error.issues).toEqual([{ path: "flagged", key: "fieldTrueOrFalse", values: { field: "flagged" }, message: "flagged must be true or false." }]);
    expect((await refused(row.id, () => flagTimesheet(row.id, { cookie: world.cookies.admin, body: { flagged: true, version: 1 } }))).error.code).toBe("STALE_VERSION");
    expect((await refused(row.id, () => flagTimesheet(row.id, { cookie: world.cookies.amara, body: { flagged: true } }))).status).toBe(404);
    expect((await refused(row.id, () => flagTimesheet(row.id, { body: { flagged: true } }))).status).toBe(401);
  });
});
