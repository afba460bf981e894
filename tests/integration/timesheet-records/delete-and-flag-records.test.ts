import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as flag } from "@/app/api/timesheet-records/[id]/flag/route";
import { DELETE } from "@/app/api/timesheet-records/route";
import { timesheetRecords } from "@/server/db/schema";
import { apiRequest } from "../../support/http";
import { ADMIN_KEY_HEADERS, bodyOf, createRecordsDatabase, OTHER_UUID, type ErrorJson } from "../../support/factories/records";
import { withCookies } from "../../support/file-fixture";

type DeletedJson = { data: { deleted: string[]; timesheet: { id: string; status: string; feeStatus: string; version: number } } };
type FlaggedJson = { data: { id: string; flagged: boolean; version: number; date: string } };

const [fx, cookies] = withCookies(createRecordsDatabase, ["amara", "admin"]);

const remove = (body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  DELETE(apiRequest("/api/timesheet-records", { method: "DELETE", body, ...options }), undefined);

const putFlag = (id: string, body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) =>
  flag(apiRequest(`/api/timesheet-records/${id}/flag`, { method: "PUT", body, ...options }), { params: Promise.resolve({ id }) });

describe("DELETE /api/timesheet-records", () => {
  it("deletes the listed records, marks the fee invoice outdated and audits each deletion", async () => {
    const timesheet = await fx.timesheetOf("amara", -1);
    const invoice = await fx.addFeeInvoice(timesheet.id);
    const [first, second, ...rest] = await fx.recordsOf(timesheet.id);
    const response = await remove({ timesheetId: timesheet.id, ids: [first!.id, second!.id] }, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<DeletedJson>(response);
    expect(data.deleted).toEqual([first!.id, second!.id]);
    // Deleting records leaves the statuses alone (docs/settlement-states.md).
    expect(data.timesheet).toMatchObject({ id: timesheet.id, status: "DUE", feeStatus: "DUE", version: timesheet.version });
    const after = await fx.snapshot(timesheet.id);
    expect(after.records.map((record) => record.id)).toEqual(rest.map((record) => record.id));
    expect(after.files.find((file) => file.id === invoice.id)?.outdated).toBe(true);
    const [audit] = await fx.auditOf(first!.id);
    expect(audit).toMatchObject({ action: "DELETE", entityType: "timesheet_record", timesheetId: timesheet.id, event: "delete-timesheet-records", after: null });
    expect(audit?.before).toMatchObject({ id: first!.id, date: first!.date, timeAmount: first!.timeAmount });
  });

  it("answers 404 and deletes nothing when one id is not on the timesheet", async () => {
    const timesheet = await fx.timesheetOf("amara", -1);
    const [own] = await fx.recordsOf(timesheet.id);
    const [otherMonth] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    const [theirs] = await fx.recordsOf((await fx.timesheetOf("lukas", -2)).id);
    const before = await fx.snapshot(timesheet.id);
    for (const stranger of [otherMonth!.id, theirs!.id, OTHER_UUID]) {
      const response = await remove({ timesheetId: timesheet.id, ids: [own!.id, stranger] }, { cookie: cookies.amara });
      expect(response.status).toBe(404);
      expect((await bodyOf<ErrorJson>(response)).error).toEqual({ code: "NOT_FOUND", key: "timesheetRecordNotFound", message: "Timesheet record not found." });
    }
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });

  it("answers 404 for another contractor's timesheet", async () => {
    const theirs = await fx.timesheetOf("lukas", -2);
    const [record] = await fx.recordsOf(theirs.id);
    const before = await fx.snapshot(theirs.id);
    const response = await remove({ timesheetId: theirs.id, ids: [record!.id] }, { cookie: cookies.amara });
    expect(response.status).toBe(404);
    expect(await fx.snapshot(theirs.id)).toEqual(before);
  });

  it.each([
    ["a missing timesheet id", { ids: [OTHER_UUID] }, "timesheetId", "Timesheet id was not found.", "timesheetIdWasNotFound"],
    ["an empty list", { timesheetId: OTHER_UUID, ids: [] }, "ids", "Send at least one record id.", "sendLeastRecordId"],
    ["a repeated id", { timesheetId: OTHER_UUID, ids: [OTHER_UUID, OTHER_UUID] }, "ids", "Each record id may appear once.", "eachRecordIdAppear"],
    ["a malformed id", { timesheetId: OTHER_UUID, ids: ["nope"] }, "ids.0", "Expected an id (UUID).", "expectedIdUuid"],
  ])("refuses %s with 400", async (_name, body, path, message, key) => {
    const response = await remove(body, { cookie: cookies.amara });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toContainEqual({ path, key, message });
  });

  it("answers 401 when signed out", async () => {
    const timesheet = await fx.timesheetOf("amara", -1);
    const [record] = await fx.recordsOf(timesheet.id);
    expect((await remove({ timesheetId: timesheet.id, ids: [record!.id] })).status).toBe(401);
    expect(await fx.recordsOf(timesheet.id)).toContainEqual(record);
  });

  it("refuses with 409 on a submitted timesheet, even for an administrator, and deletes nothing", async () => {
    const timesheet = await fx.timesheetOf("lukas", -1);
    const [record] = await fx.recordsOf(timesheet.id);
    const before = await fx.snapshot(timesheet.id);
    const response = await remove({ timesheetId: timesheet.id, ids: [record!.id] }, { headers: ADMIN_KEY_HEADERS });
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error).toEqual({ code: "CONFLICT", key: "timesheetSubmittedWaitingReview", message: "This timesheet is submitted and waiting for review." });
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });
});

describe("PUT /api/timesheet-records/{id}/flag", () => {
  it("lets an administrator flag and unflag a record, bumping its version and auditing it", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("lukas", -1)).id);
    const flagged = await putFlag(record!.id, { flagged: true, version: record!.version }, { cookie: cookies.admin });
    expect(flagged.status).toBe(200);
    expect((await bodyOf<FlaggedJson>(flagged)).data).toMatchObject({ id: record!.id, flagged: true, version: record!.version + 1, date: record!.date });
    const cleared = await putFlag(record!.id, { flagged: false }, { headers: ADMIN_KEY_HEADERS });
    expect((await bodyOf<FlaggedJson>(cleared)).data).toMatchObject({ flagged: false, version: record!.version + 2 });
    const audits = await fx.auditOf(record!.id);
    expect(audits.map((entry) => [entry.action, entry.event, entry.actorLabel])).toEqual([
      ["UPDATE", "flag-timesheet-record", "admin@settle.local"],
      ["UPDATE", "unflag-timesheet-record", "API"],
    ]);
    expect(audits[0]?.before).toMatchObject({ flagged: false });
    expect(audits[0]?.after).toMatchObject({ flagged: true });
  });

  it("lets a contractor flag and unflag their own record, and answers 404 for another contractor's", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    const flagged = await putFlag(record!.id, { flagged: true, version: record!.version }, { cookie: cookies.amara });
    expect(flagged.status).toBe(200);
    expect((await bodyOf<FlaggedJson>(flagged)).data).toMatchObject({ id: record!.id, flagged: true, version: record!.version + 1 });
    const cleared = await putFlag(record!.id, { flagged: false }, { cookie: cookies.amara });
    expect((await bodyOf<FlaggedJson>(cleared)).data).toMatchObject({ flagged: false, version: record!.version + 2 });
    const [theirs] = await fx.recordsOf((await fx.timesheetOf("lukas", -2)).id);
    const refused = await putFlag(theirs!.id, { flagged: true }, { cookie: cookies.amara });
    expect(refused.status).toBe(404);
    const [after] = await fx.db.select().from(timesheetRecords).where(eq(timesheetRecords.id, theirs!.id));
    expect(after).toEqual(theirs);
  });

  it("answers 401 when signed out", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    expect((await putFlag(record!.id, { flagged: true })).status).toBe(401);
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await putFlag(OTHER_UUID, { flagged: true }, { cookie: cookies.admin })).status).toBe(404);
    expect((await putFlag("not-a-uuid", { flagged: true }, { cookie: cookies.admin })).status).toBe(404);
  });

  it("refuses a body without flagged with 400", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    const response = await putFlag(record!.id, { version: 1 }, { cookie: cookies.admin });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toContainEqual({ path: "flagged", key: "fieldTrueOrFalse", values: { field: "flagged" }, message: "flagged must be true or false." });
  });

  it("refuses a record of a closed timesheet with 409, and changes nothing", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("amara", -4)).id);
    const response = await putFlag(record!.id, { flagged: true }, { cookie: cookies.admin });
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error.message).toBe("This timesheet is closed; only an administrator can reopen it.");
    const [after] = await fx.db.select().from(timesheetRecords).where(eq(timesheetRecords.id, record!.id));
    expect(after).toEqual(record);
  });

  it("answers 409 STALE_VERSION for an older version, and changes nothing", async () => {
    const [record] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    const response = await putFlag(record!.id, { flagged: true, version: record!.version + 1 }, { cookie: cookies.admin });
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error.code).toBe("STALE_VERSION");
    const [after] = await fx.db.select().from(timesheetRecords).where(eq(timesheetRecords.id, record!.id));
    expect(after).toEqual(record);
  });
});
