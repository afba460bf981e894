import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, notFound } from "@/lib/errors";
import type { TimesheetRecord, TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheetRecords } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit } from "@/server/services/audit/write-audit";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { presentTimesheetStatuses } from "@/server/services/timesheet-decisions/timesheet-statuses";
import { expectVersion, type TimesheetRow } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { applyTimesheetStatuses } from "./apply-timesheet-statuses";
import { auditedRecord } from "./audited-record";
import { loadRecordRules, type RateRow, type RecordRules, type StoredRecord } from "./load-record-rules";
import { presentTimesheetRecords } from "./present-timesheet-records";
import { validateTimesheetRecords, type RecordChange, type RecordIssue } from "./validate-timesheet-records";

export interface SaveRecordsOptions {
  /** What the person did, for the activity log: "save-timesheet-records", "copy-previous-month". */
  event: string;
  today: IsoDate;
  /** The rules the caller already read in this transaction, so they are not read twice. */
  rules?: RecordRules;
}

export interface SavedRecords {
  records: TimesheetRecord[];
  timesheet: TimesheetStatusesAfterRecords;
}

/**
 * The one path by which records are created or updated, all or nothing, inside the caller's
 * transaction on a timesheet it has locked: unknown record ids (404), the transition table (409),
 * stale versions (409), the record rules (400 with an issue per item), then the writes, the
 * statuses the first record brings, outdated fee invoices and the activity log.
 */
export async function saveTimesheetRecords(
  tx: Tx,
  actor: Actor,
  timesheet: TimesheetRow,
  changes: readonly RecordChange[],
  options: SaveRecordsOptions,
): Promise<SavedRecords> {
  const rules = options.rules ?? (await loadRecordRules(tx, timesheet));
  const storedById = new Map(rules.records.map((record) => [record.id, record]));
  const updates = changes.filter((change) => change.id !== undefined);
  if (updates.some((change) => !storedById.has(change.id as string))) throw notFound("Timesheet record");
  let next = storedStatuses(timesheet);
  if (updates.length > 0) next = decideOnRow("updateRecord", actor, timesheet, options.today);
  if (updates.length < changes.length) next = decideOnRow("createRecord", actor, timesheet, options.today);
  for (const change of updates) expectVersion((storedById.get(change.id as string) as StoredRecord).version, change.version);

  const checked = validateTimesheetRecords(rules, changes);
  const issues = checked.flatMap((item) => item.issues);
  if (issues.length > 0) throw invalidRecords(issues);

  const ids: string[] = [];
  for (const { change, rate } of checked) {
    const stored = change.id === undefined ? undefined : storedById.get(change.id);
    ids.push(await writeRecord(tx, actor, timesheet.id, change, rate as RateRow, stored, options.event));
  }
  const updated = await applyTimesheetStatuses(tx, actor, timesheet, next, options.event);
  await markFilesOutdated(tx, timesheet.id, "FEE_INVOICE");
  return { records: await presentTimesheetRecords(tx, timesheet.id, ids), timesheet: presentTimesheetStatuses(updated) };
}

export function invalidRecords(issues: readonly RecordIssue[]): AppError {
  return new AppError(
    "BAD_REQUEST",
    "Some timesheet records are not valid.",
    issues.map((issue) => ({ path: `records.${issue.index}.${issue.field}`, message: issue.message })),
  );
}

async function writeRecord(
  tx: Tx,
  actor: Actor,
  timesheetId: string,
  change: RecordChange,
  rate: RateRow,
  stored: StoredRecord | undefined,
  event: string,
): Promise<string> {
  const values = {
    date: change.date,
    rateId: rate.id,
    workSummary: change.workSummary,
    counterPart: change.counterPart,
    timeAmount: change.timeAmount,
    timeUnit: change.timeUnit,
  };
  if (!stored) {
    const [created] = await tx.insert(timesheetRecords).values({ ...values, timesheetId }).returning();
    if (!created) throw new Error("The timesheet record was not created.");
    await writeAudit(tx, actor, { action: "INSERT", entityType: "timesheet_record", entityId: created.id, timesheetId, event, after: auditedRecord(created) });
    return created.id;
  }
  const [updated] = await tx
    .update(timesheetRecords)
    .set({ ...values, version: sql`${timesheetRecords.version} + 1` })
    .where(and(eq(timesheetRecords.id, stored.id), eq(timesheetRecords.version, stored.version)))
    .returning();
  if (!updated) throw new Error(`Timesheet record ${stored.id} changed while its timesheet was locked.`);
  await writeAudit(tx, actor, {
    action: "UPDATE",
    entityType: "timesheet_record",
    entityId: updated.id,
    timesheetId,
    event,
    before: auditedRecord(stored),
    after: auditedRecord(updated),
  });
  return updated.id;
}
