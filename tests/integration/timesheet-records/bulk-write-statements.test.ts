import { and, count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { activityLogs, timesheetRecords } from "@/server/db/schema";
import { copyPreviousMonth } from "@/server/services/timesheet-records/copy-previous-month";
import { deleteTimesheetRecords } from "@/server/services/timesheet-records/delete-timesheet-records";
import { upsertTimesheetRecords } from "@/server/services/timesheet-records/upsert-timesheet-records";
import { countStatements } from "../../support/statement-counter";
import { createRecordsDatabase, workdaysIn } from "../../support/factories/records";
import { fileFixture } from "../../support/file-fixture";

const ADMIN: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };
const MONDAY_TO_THURSDAY = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"] as const;

const fx = fileFixture(createRecordsDatabase);

async function auditCount(event: string, ids: readonly string[]) {
  const [row] = await fx.db
    .select({ n: count() })
    .from(activityLogs)
    .where(and(eq(activityLogs.event, event), eq(activityLogs.entityType, "timesheet_record"), inArray(activityLogs.entityId, [...ids])));
  return row?.n ?? 0;
}

/** Twenty hourly records of one hour over Lukas's working days of next month. */
function twentyRecords() {
  const days = workdaysIn(fx.current.plusMonths(1), MONDAY_TO_THURSDAY);
  return Array.from({ length: 20 }, (_, i) => ({
    date: days[i % days.length] as string,
    frequency: "HOURLY" as const,
    workSummary: `Pipeline monitoring ${i + 1}`,
    counterPart: "Data office",
    timeAmount: "1",
    timeUnit: "HOURS" as const,
  }));
}

describe("records are written in bulk (statement counts)", () => {
  let ids: string[] = [];

  it("creates 20 records with their 20 audit rows in at most 10 statements", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const { result, count: statements } = await countStatements(() => upsertTimesheetRecords(fx.db, ADMIN, { timesheetId: timesheet.id, records: twentyRecords() }));
    ids = result.records.map((record) => record.id);
    expect(ids).toHaveLength(20);
    expect(result.records.map((record) => record.workSummary)).toEqual(twentyRecords().map((record) => record.workSummary));
    expect(statements).toBeLessThanOrEqual(10);
    expect(await fx.recordsOf(timesheet.id)).toHaveLength(20);
    expect(await auditCount("save-timesheet-records", ids)).toBe(20);
    const [audit] = await fx.auditOf(ids[0] as string);
    expect(audit).toMatchObject({ action: "INSERT", after: { id: ids[0], workSummary: "Pipeline monitoring 1", timeAmount: "1.00", version: 1 } });
  });

  it("updates the 20 records in at most 10 statements, checking each version, one audit row each", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const stored = await fx.recordsOf(timesheet.id);
    const records = stored.map((record) => ({
      id: record.id,
      version: record.version,
      date: record.date,
      frequency: "HOURLY" as const,
      workSummary: `${record.workSummary} (reviewed)`,
      counterPart: record.counterPart,
      timeAmount: "1.5",
      timeUnit: "HOURS" as const,
    }));
    const before = await auditCount("save-timesheet-records", ids);
    const { result, count: statements } = await countStatements(() => upsertTimesheetRecords(fx.db, ADMIN, { timesheetId: timesheet.id, records }));
    expect(statements).toBeLessThanOrEqual(10);
    expect(result.records.map((record) => [record.id, record.version, record.timeAmount])).toEqual(records.map((record) => [record.id, 2, "1.50"]));
    expect((await auditCount("save-timesheet-records", ids)) - before).toBe(20);
    const [, updateAudit] = await fx.auditOf(records[0]?.id as string);
    expect(updateAudit).toMatchObject({ action: "UPDATE", before: { version: 1, timeAmount: "1.00" }, after: { version: 2, timeAmount: "1.50" } });
    // A stale version anywhere in the list refuses the whole request.
    const stale = records.map((record) => ({ ...record, timeAmount: "2" }));
    await expect(upsertTimesheetRecords(fx.db, ADMIN, { timesheetId: timesheet.id, records: stale })).rejects.toMatchObject({ code: "STALE_VERSION" });
    expect((await fx.recordsOf(timesheet.id)).map((record) => record.timeAmount)).toEqual(records.map(() => "1.50"));
  });

  it("deletes the 20 records with their audit rows in at most 10 statements", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const { count: statements } = await countStatements(() => deleteTimesheetRecords(fx.db, ADMIN, { timesheetId: timesheet.id, ids }));
    expect(statements).toBeLessThanOrEqual(10);
    expect(await fx.recordsOf(timesheet.id)).toEqual([]);
    expect(await auditCount("delete-timesheet-records", ids)).toBe(20);
  });

  it("copies a month of records with their audit rows in at most 10 statements", async () => {
    const target = await fx.timesheetOf("amara", 0);
    await fx.db.delete(timesheetRecords).where(eq(timesheetRecords.timesheetId, target.id));
    const { result, count: statements } = await countStatements(() => copyPreviousMonth(fx.db, ADMIN, target.id));
    expect(result.created.length).toBeGreaterThanOrEqual(15);
    expect(statements).toBeLessThanOrEqual(10);
    expect(await auditCount("copy-previous-month", result.created.map((record) => record.id))).toBe(result.created.length);
  });
});
