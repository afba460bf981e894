import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as deleteEngagement, PUT as updateEngagement } from "@/app/api/engagements/[id]/route";
import { POST as createEngagement } from "@/app/api/engagements/route";
import { DELETE as deleteProjectEngagement } from "@/app/api/project-engagements/[id]/route";
import { POST as createProjectEngagement } from "@/app/api/project-engagements/route";
import { adminProjectEngagementSchema, engagementChangeResponse, type AdminProjectEngagement, type EngagementChange, type TimesheetChange } from "@/lib/schemas/engagements";
import * as t from "@/server/db/schema";

import { adminDatabaseForFile, API_KEY, call, UNKNOWN_ID, type ErrorJson } from "../../support/factories/admin";

const [s, cookies] = adminDatabaseForFile();
/** Amara's new engagement on Data Platform Migration, built up by the tests below in order. */
const platform = { projectEngagementId: "", daily: "", hourly: "", laterHourly: "" };

type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const admin = (options: Omit<Options, "cookie"> = {}): Options => ({ cookie: cookies.admin, ...options });
const postProjectEngagement = (options: Options) =>
  call<{ data: AdminProjectEngagement } & ErrorJson>(createProjectEngagement, "/api/project-engagements", { method: "POST", ...options });
const removeProjectEngagement = (id: string, options: Options) =>
  call<{ data: { id: string; removedTimesheets: TimesheetChange[] } } & ErrorJson>(deleteProjectEngagement, `/api/project-engagements/${id}`, { method: "DELETE", id, ...options });
const postEngagement = (options: Options) => call<{ data: EngagementChange } & ErrorJson>(createEngagement, "/api/engagements", { method: "POST", ...options });
const putEngagement = (id: string, options: Options) =>
  call<{ data: EngagementChange } & ErrorJson>(updateEngagement, `/api/engagements/${id}`, { method: "PUT", id, ...options });
const removeEngagement = (id: string, options: Options) =>
  call<{ data: { id: string; timesheets: { removed: TimesheetChange[] } } } & ErrorJson>(deleteEngagement, `/api/engagements/${id}`, { method: "DELETE", id, ...options });

const monthStart = (offset: number) => s.current.plusMonths(offset).firstDay();
const monthEnd = (offset: number) => s.current.plusMonths(offset).lastDay();
const periodName = (offset: number) => s.current.plusMonths(offset).name;
const names = (changes: readonly TimesheetChange[]) => changes.map((change) => change.billingPeriod.name);

async function timesheetsOf(projectEngagementId: string) {
  return s.db.select().from(t.timesheets).where(eq(t.timesheets.projectEngagementId, projectEngagementId)).orderBy(asc(t.timesheets.billingPeriod));
}

async function engagementRow(id: string) {
  const [row] = await s.db.select().from(t.engagements).where(eq(t.engagements.id, id));
  if (!row) throw new Error(`no engagement ${id}`);
  return row;
}

async function gridDailyPeriod() {
  const projectEngagement = await s.projectEngagementOf("amara");
  const [row] = await s.db
    .select({ engagement: t.engagements, rate: t.rates })
    .from(t.engagements)
    .innerJoin(t.rates, eq(t.rates.engagementId, t.engagements.id))
    .where(and(eq(t.engagements.projectEngagementId, projectEngagement.id), eq(t.rates.amount, "850.00")));
  if (!row) throw new Error("no 850 EUR period");
  return row;
}

describe("POST /api/project-engagements", () => {
  it("puts a contractor on a project, without periods and so without timesheets", async () => {
    const [projectId, contractorId] = [await s.projectId("Data Platform Migration"), await s.contractorId("amara")];
    const body = { projectId, contractorId, startDate: monthStart(-2), expensesEligible: false, bonusEligible: true };
    const { status, body: reply } = await postProjectEngagement(admin({ body }));
    expect(status).toBe(201);
    expect(adminProjectEngagementSchema.parse(reply.data)).toMatchObject({ ...body, endDate: null, version: 1, engagements: [] });
    platform.projectEngagementId = reply.data.id;
    expect(await timesheetsOf(reply.data.id)).toEqual([]);
  });

  it("refuses a second engagement of the same contractor on the same project (409) and changes nothing", async () => {
    const body = { projectId: await s.projectId("Data Platform Migration"), contractorId: await s.contractorId("amara"), startDate: monthStart(0) };
    const { status, body: reply } = await s.refused(() => postProjectEngagement(admin({ body })));
    expect(status).toBe(409);
    expect(reply.error.message).toBe("Amara Okafor is already engaged on Data Platform Migration.");
  });

  it("refuses an archived project (409)", async () => {
    const fleet = await s.projectId("Fleet Analytics");
    await s.db.update(t.projects).set({ archivedAt: "2026-01-01T00:00:00Z" }).where(eq(t.projects.id, fleet));
    const body = { projectId: fleet, contractorId: await s.contractorId("lukas"), startDate: monthStart(0) };
    const { status, body: reply } = await s.refused(() => postProjectEngagement(admin({ body })));
    await s.db.update(t.projects).set({ archivedAt: null }).where(eq(t.projects.id, fleet));
    expect(status).toBe(409);
    expect(reply.error.message).toBe("Fleet Analytics is archived; unarchive it before engaging contractors.");
  });

  it.each([
    ["no project", { projectId: undefined }, "projectId"],
    ["an end before the start", { startDate: "2026-05-10", endDate: "2026-05-09" }, "endDate"],
    ["an impossible date", { startDate: "2026-02-30" }, "startDate"],
    ["a flag that is not a boolean", { bonusEligible: "yes" }, "bonusEligible"],
  ])("answers 400 for %s", async (_case, change, path) => {
    const body = { projectId: await s.projectId("Grid Modernisation"), contractorId: await s.contractorId("lukas"), startDate: "2026-05-01", ...change };
    const { status, body: reply } = await s.refused(() => postProjectEngagement(admin({ body })));
    expect(status).toBe(400);
    expect(reply.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("answers 404 for an unknown project or contractor, 403 for a contractor, 401 signed out", async () => {
    const [grid, lukas] = [await s.projectId("Grid Modernisation"), await s.contractorId("lukas")];
    expect((await postProjectEngagement(admin({ body: { projectId: UNKNOWN_ID, contractorId: lukas, startDate: monthStart(0) } }))).status).toBe(404);
    expect((await postProjectEngagement(admin({ body: { projectId: grid, contractorId: UNKNOWN_ID, startDate: monthStart(0) } }))).status).toBe(404);
    const body = { projectId: grid, contractorId: lukas, startDate: monthStart(0) };
    expect((await s.refused(() => postProjectEngagement({ cookie: cookies.lukas, body }))).status).toBe(403);
    expect((await s.refused(() => postProjectEngagement({ body }))).status).toBe(401);
  });
});

describe("POST /api/engagements", () => {
  it("adds a period with its rates and creates the timesheets of its months up to one period ahead, each in the status of its place in time", async () => {
    const body = { projectEngagementId: platform.projectEngagementId, startDate: monthStart(-2), rates: [{ frequency: "DAILY", amount: "700", currency: "EUR" }] };
    const { status, body: reply } = await postEngagement(admin({ body }));
    expect(status).toBe(201);
    engagementChangeResponse.parse(reply);
    expect(reply.data).toMatchObject({ startDate: monthStart(-2), endDate: null, version: 1, rates: [{ frequency: "DAILY", amount: "700.00", currency: "EUR" }] });
    expect(names(reply.data.timesheets.created)).toEqual([periodName(-2), periodName(-1), periodName(0), periodName(1)]);
    platform.daily = reply.data.id;
    const rows = await timesheetsOf(platform.projectEngagementId);
    expect(rows.map((row) => row.id)).toEqual(reply.data.timesheets.created.map((change) => change.id));
    // The business date decides, not whether the daily job has run: past months are due, the running one is open.
    expect(rows.map((row) => row.status)).toEqual(["DUE", "DUE", "IN_PROGRESS", "INITIALIZED"]);
    for (const row of rows) {
      expect(row).toMatchObject({ feeStatus: "ELIGIBLE", expensesStatus: "NOT_ELIGIBLE", bonusStatus: "ELIGIBLE", contractorId: await s.contractorId("amara") });
      expect(row.projectId).toBe(await s.projectId("Data Platform Migration"));
      expect(row.billingPeriod.endsWith("-15")).toBe(true);
      expect(await s.auditOf(row.id)).toMatchObject([{ action: "INSERT", entityType: "timesheet", event: "create-timesheet" }]);
    }
  });

  it("refuses a period whose rate overlaps another period with the same frequency (409 naming it)", async () => {
    const body = { projectEngagementId: platform.projectEngagementId, startDate: monthStart(3), rates: [{ frequency: "DAILY", amount: "750", currency: "EUR" }] };
    const { status, body: reply } = await s.refused(() => postEngagement(admin({ body })));
    expect(status).toBe(409);
    expect(reply.error.message).toBe(
      `The DAILY rate overlaps the engagement period from ${monthStart(-2)} with no end date, which already has a DAILY rate; periods with the same frequency cannot overlap.`,
    );
  });

  it("allows an overlapping period with another frequency; existing timesheets are not created twice (admin API key)", async () => {
    const body = {
      projectEngagementId: platform.projectEngagementId,
      startDate: monthStart(0),
      endDate: monthEnd(1),
      rates: [{ frequency: "HOURLY", amount: 90, currency: "EUR" }],
    };
    const { status, body: reply } = await postEngagement({ headers: API_KEY, body });
    expect(status).toBe(201);
    expect(reply.data.rates).toMatchObject([{ frequency: "HOURLY", amount: "90.00" }]);
    expect(reply.data.timesheets.created).toEqual([]);
    platform.hourly = reply.data.id;
  });

  it("creates no timesheet beyond the next period: later months are the cron's", async () => {
    const body = { projectEngagementId: platform.projectEngagementId, startDate: monthStart(3), endDate: monthEnd(4), rates: [{ frequency: "HOURLY", amount: "95", currency: "EUR" }] };
    const { status, body: reply } = await postEngagement(admin({ body }));
    expect(status).toBe(201);
    expect(reply.data.timesheets.created).toEqual([]);
    platform.laterHourly = reply.data.id;
  });

  it.each([
    ["no rates", { rates: [] }, "rates"],
    ["two rates of one frequency", { rates: [{ frequency: "DAILY", amount: "1", currency: "EUR" }, { frequency: "DAILY", amount: "2", currency: "EUR" }] }, "rates.1.frequency"],
    ["a zero amount", { rates: [{ frequency: "MONTHLY", amount: "0", currency: "EUR" }] }, "rates.0.amount"],
    ["a negative amount", { rates: [{ frequency: "MONTHLY", amount: "-5", currency: "EUR" }] }, "rates.0.amount"],
    ["three decimals", { rates: [{ frequency: "MONTHLY", amount: "1.005", currency: "EUR" }] }, "rates.0.amount"],
    ["an unknown currency", { rates: [{ frequency: "MONTHLY", amount: "5000", currency: "JPY" }] }, "rates.0.currency"],
    ["an unknown frequency", { rates: [{ frequency: "WEEKLY", amount: "5000", currency: "EUR" }] }, "rates.0.frequency"],
    ["an end before the start", { startDate: "2027-09-10", endDate: "2027-09-01" }, "endDate"],
    ["a start before the project engagement", { startDate: "2020-01-01", endDate: "2020-01-31" }, "startDate"],
    ["no project engagement", { projectEngagementId: undefined }, "projectEngagementId"],
  ])("answers 400 for %s and changes nothing", async (_case, change, path) => {
    const body = {
      projectEngagementId: platform.projectEngagementId,
      startDate: "2027-09-01",
      endDate: "2027-09-30",
      rates: [{ frequency: "MONTHLY", amount: "5000", currency: "EUR" }],
      ...change,
    };
    const { status, body: reply } = await s.refused(() => postEngagement(admin({ body })));
    expect(status).toBe(400);
    expect(reply.error.issues?.map((issue) => issue.path)).toContain(path);
  });

  it("answers 404 for an unknown project engagement, 403 for a contractor, 401 signed out", async () => {
    const rates = [{ frequency: "MONTHLY", amount: "5000", currency: "EUR" }];
    expect((await postEngagement(admin({ body: { projectEngagementId: UNKNOWN_ID, startDate: "2027-09-01", rates } }))).status).toBe(404);
    const body = { projectEngagementId: platform.projectEngagementId, startDate: "2027-09-01", rates };
    expect((await s.refused(() => postEngagement({ cookie: cookies.amara, body }))).status).toBe(403);
    expect((await s.refused(() => postEngagement({ body }))).status).toBe(401);
  });
});

describe("PUT /api/engagements/{id}", () => {
  it("changes dates and rates in place (the rate keeps its id) and bumps the version", async () => {
    const before = await engagementRow(platform.hourly);
    const [rate] = await s.db.select().from(t.rates).where(eq(t.rates.engagementId, platform.hourly));
    const body = { version: before.version, startDate: monthStart(0), endDate: monthEnd(2), rates: [{ frequency: "HOURLY", amount: "92.50", currency: "EUR" }] };
    const { status, body: reply } = await putEngagement(platform.hourly, admin({ body }));
    expect(status).toBe(200);
    expect(reply.data).toMatchObject({ endDate: monthEnd(2), version: before.version + 1, rates: [{ id: rate?.id, amount: "92.50" }] });
    expect(reply.data.timesheets).toEqual({ created: [], removed: [] });
  });

  it("refuses an overlap with another period of the same frequency, and a stale version", async () => {
    const later = await engagementRow(platform.laterHourly);
    const overlap = { version: later.version, startDate: monthStart(2), endDate: monthEnd(4), rates: [{ frequency: "HOURLY", amount: "95", currency: "EUR" }] };
    const refused = await s.refused(() => putEngagement(platform.laterHourly, admin({ body: overlap })));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(`overlaps the engagement period from ${monthStart(0)} to ${monthEnd(2)}`);
    const stale = await s.refused(() => putEngagement(platform.laterHourly, admin({ body: { ...overlap, startDate: monthStart(3), version: later.version + 1 } })));
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe("STALE_VERSION");
  });

  it("shortening removes the untouched timesheets of months no period covers any more, audited", async () => {
    const daily = await engagementRow(platform.daily);
    const shorter = { version: daily.version, startDate: monthStart(-2), endDate: monthEnd(-1), rates: [{ frequency: "DAILY", amount: "700", currency: "EUR" }] };
    expect((await putEngagement(platform.daily, admin({ body: shorter }))).body.data.timesheets.removed).toEqual([]);
    const hourly = await engagementRow(platform.hourly);
    const toThisMonth = { version: hourly.version, startDate: monthStart(0), endDate: monthEnd(0), rates: [{ frequency: "HOURLY", amount: "92.50", currency: "EUR" }] };
    const { status, body } = await putEngagement(platform.hourly, admin({ body: toThisMonth }));
    expect(status).toBe(200);
    expect(names(body.data.timesheets.removed)).toEqual([periodName(1)]);
    const removedId = body.data.timesheets.removed[0]!.id;
    expect(await s.timesheet(removedId)).toBeUndefined();
    expect(await s.auditOf(removedId)).toMatchObject([{ event: "create-timesheet" }, { action: "DELETE", event: "remove-timesheet" }]);
  });

  it("extending creates the missing timesheets again", async () => {
    const hourly = await engagementRow(platform.hourly);
    const longer = { version: hourly.version, startDate: monthStart(0), endDate: monthEnd(2), rates: [{ frequency: "HOURLY", amount: "92.50", currency: "EUR" }] };
    const { body } = await putEngagement(platform.hourly, admin({ body: longer }));
    expect(names(body.data.timesheets.created)).toEqual([periodName(1)]);
  });

  it("refuses to remove a rate that pays records, or to leave records outside the period, and changes nothing", async () => {
    const { engagement } = await gridDailyPeriod();
    const [usage] = await s.db
      .select({ date: t.timesheetRecords.date })
      .from(t.timesheetRecords)
      .innerJoin(t.rates, eq(t.rates.id, t.timesheetRecords.rateId))
      .where(eq(t.rates.engagementId, engagement.id))
      .orderBy(asc(t.timesheetRecords.date))
      .limit(1);
    const dropRate = { version: engagement.version, startDate: engagement.startDate, endDate: null, rates: [{ frequency: "HOURLY", amount: "100", currency: "EUR" }] };
    const dropped = await s.refused(() => putEngagement(engagement.id, admin({ body: dropRate })));
    expect(dropped.status).toBe(409);
    expect(dropped.body.error.message).toMatch(new RegExp(`^The DAILY rate pays \\d+ timesheet records from ${usage?.date} to \\d{4}-\\d{2}-\\d{2} and cannot be removed\\.$`));
    const shorten = { ...dropRate, endDate: monthEnd(-2), rates: [{ frequency: "DAILY", amount: "850", currency: "EUR" }] };
    const orphaned = await s.refused(() => putEngagement(engagement.id, admin({ body: shorten })));
    expect(orphaned.status).toBe(409);
    expect(orphaned.body.error.message).toMatch(/^The period must keep covering the records paid at its rates: \d+ timesheet records from .+ would fall outside it\.$/);
  });

  it("answers 400 for a body without version or end date, 404 for unknown ids, 403 and 401", async () => {
    const hourly = await engagementRow(platform.hourly);
    const body = { version: hourly.version, startDate: monthStart(0), endDate: monthEnd(2), rates: [{ frequency: "HOURLY", amount: "92.50", currency: "EUR" }] };
    const noVersion = await s.refused(() => putEngagement(platform.hourly, admin({ body: { ...body, version: undefined } })));
    expect(noVersion.body.error.issues?.map((issue) => issue.path)).toContain("version");
    const noEnd = await s.refused(() => putEngagement(platform.hourly, admin({ body: { ...body, endDate: undefined } })));
    expect(noEnd.body.error.issues?.map((issue) => issue.path)).toContain("endDate");
    expect((await putEngagement(UNKNOWN_ID, admin({ body }))).status).toBe(404);
    expect((await s.refused(() => putEngagement(platform.hourly, { cookie: cookies.amara, body }))).status).toBe(403);
    expect((await s.refused(() => putEngagement(platform.hourly, { body }))).status).toBe(401);
  });
});

describe("DELETE /api/engagements/{id}", () => {
  it("refuses a period whose rate pays records (409) and changes nothing", async () => {
    const { engagement } = await gridDailyPeriod();
    const { status, body } = await s.refused(() => removeEngagement(engagement.id, admin()));
    expect(status).toBe(409);
    expect(body.error.message).toMatch(/^This period cannot be deleted: its DAILY rate pays \d+ timesheet records from /);
  });

  it("deletes an unused period; uncovered timesheets go unless someone has used them", async () => {
    const [current] = (await timesheetsOf(platform.projectEngagementId)).filter((row) => row.billingPeriod === s.current.toDatabase());
    await s.db.insert(t.messageThreads).values({ timesheetId: current!.id });
    const { status, body } = await removeEngagement(platform.hourly, admin());
    expect(status).toBe(200);
    expect(names(body.data.timesheets.removed)).toEqual([periodName(1)]);
    expect(await s.timesheet(current!.id)).toBeDefined();
    expect(await s.db.select().from(t.engagements).where(eq(t.engagements.id, platform.hourly))).toEqual([]);
    expect(await s.db.select().from(t.rates).where(eq(t.rates.engagementId, platform.hourly))).toEqual([]);
  });

  it("answers 404, 403 and 401", async () => {
    expect((await removeEngagement(UNKNOWN_ID, admin())).status).toBe(404);
    expect((await s.refused(() => removeEngagement(platform.laterHourly, { cookie: cookies.amara }))).status).toBe(403);
    expect((await s.refused(() => removeEngagement(platform.laterHourly, {}))).status).toBe(401);
  });
});

describe("DELETE /api/project-engagements/{id}", () => {
  it("refuses one whose timesheets hold work, naming the first, and changes nothing", async () => {
    const grid = await s.projectEngagementOf("amara");
    const { status, body } = await s.refused(() => removeProjectEngagement(grid.id, admin()));
    expect(status).toBe(409);
    expect(body.error.message).toBe(`This project engagement cannot be deleted: the timesheet of ${periodName(-12)} has timesheet records.`);
  });

  it("refuses one with a submitted timesheet", async () => {
    const [first] = await timesheetsOf(platform.projectEngagementId);
    await s.setStatuses(first!.id, { submittedAt: "2026-01-01T00:00:00Z" });
    const { status, body } = await s.refused(() => removeProjectEngagement(platform.projectEngagementId, admin()));
    await s.setStatuses(first!.id, { submittedAt: null });
    expect(status).toBe(409);
    expect(body.error.message).toBe(`This project engagement cannot be deleted: the timesheet of ${periodName(-2)} was submitted.`);
  });

  it("answers 403 for a contractor, 401 signed out, 404 for unknown ids", async () => {
    expect((await s.refused(() => removeProjectEngagement(platform.projectEngagementId, { cookie: cookies.amara }))).status).toBe(403);
    expect((await s.refused(() => removeProjectEngagement(platform.projectEngagementId, {}))).status).toBe(401);
    expect((await removeProjectEngagement(UNKNOWN_ID, admin())).status).toBe(404);
  });

  it("deletes an unused one with its periods, rates and timesheets, auditing each removed timesheet (admin API key)", async () => {
    const rows = await timesheetsOf(platform.projectEngagementId);
    const { status, body } = await removeProjectEngagement(platform.projectEngagementId, { headers: API_KEY });
    expect(status).toBe(200);
    expect(body.data.removedTimesheets.map((change) => change.id)).toEqual(rows.map((row) => row.id));
    expect(await timesheetsOf(platform.projectEngagementId)).toEqual([]);
    expect(await s.db.select().from(t.engagements).where(eq(t.engagements.projectEngagementId, platform.projectEngagementId))).toEqual([]);
    for (const row of rows) expect((await s.auditOf(row.id)).at(-1)).toMatchObject({ action: "DELETE", event: "remove-timesheet", actorLabel: "API" });
  });
});
