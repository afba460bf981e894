import "server-only";
import { randomUUID } from "node:crypto";
import { and, getTableColumns, sql } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { AppError, fieldIssue, notFound } from "@/lib/errors";
import type { SavedTimesheetRecord, TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheetRecords } from "@/server/db/schema";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { writeAudit, type AuditEntry } from "@/server/services/audit/write-audit";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { presentTimesheetStatuses } from "@/server/services/decisions/timesheet-statuses";
import { expectVersion, type StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { decideOnRow } from "@/server/services/timesheets/settlement-decision";
import { auditedRecord } from "./audited-record";
import { loadRecordRules, type RateRow, type RecordRules, type StoredRecord } from "./load-record-rules";
import { presentRecord } from "./present-timesheet-records";
import { validateTimesheetRecords, type RecordChange, type RecordIssue } from "./validate-timesheet-records";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";

export interface SaveRecordsOptions {
  /** What the person did, for the activity log: "save-timesheet-records", "copy-previous-month". */
  event: string;
  today: IsoDate;
  /** The rules the caller already read in this transaction, so they are not read twice. */
  rules?: RecordRules;
}

export interface SavedRecords {
  records: SavedTimesheetRecord[];
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
  timesheet: StoredTimesheet,
  changes: readonly RecordChange[],
  options: SaveRecordsOptions,
): Promise<SavedRecords> {
  const rules = options.rules ?? (await loadRecordRules(tx, timesheet));
  const storedById = new Map(rules.records.map((record) => [record.id, record]));
  const updates = changes.filter((change) => change.id !== undefined);
  if (updates.some((change) => !storedById.has(change.id as string))) throw notFound("timesheetRecord");
  let next = storedStatuses(timesheet);
  if (updates.length > 0) next = decideOnRow("updateRecord", actor, timesheet, options.today);
  if (updates.length < changes.length) next = decideOnRow("createRecord", actor, timesheet, options.today);
  for (const change of updates) expectVersion((storedById.get(change.id as string) as StoredRecord).version, change.version);

  const checked = validateTimesheetRecords(rules, changes);
  const issues = checked.flatMap((item) => item.issues);
  if (issues.length > 0) throw invalidRecords(issues);

  const written = await writeRecords(
    tx,
    timesheet.id,
    checked.map(({ change, rate }) => ({ change, rate: rate as RateRow, stored: change.id === undefined ? undefined : storedById.get(change.id) })),
  );
  await writeAudit(tx, actor, written.map(({ row, stored }) => auditEntry(timesheet.id, row, stored, options.event)));
  const updated = await writeTimesheetStatuses(tx, actor, timesheet, { event: options.event, next, onlyWhenChanged: true });
  await markFilesOutdated(tx, timesheet.id, "FEE_INVOICE");
  return { records: written.map(({ row, rate }) => presentRecord(row, rate)), timesheet: presentTimesheetStatuses(updated) };
}

export function invalidRecords(issues: readonly RecordIssue[]): AppError {
  return new AppError(
    "BAD_REQUEST",
    { key: "someTimesheetRecordsNot" },
    issues.map((issue) => fieldIssue(`records.${issue.index}.${issue.field}`, issue.refusal)),
  );
}

type RecordRow = typeof timesheetRecords.$inferSelect;
type Write = { change: RecordChange; rate: RateRow; stored: StoredRecord | undefined };

/**
 * Writes every change with at most two statements whatever their number: one multi-row INSERT
 * for the new records (ids chosen here, so each row is matched to its change) and one UPDATE
 * from a VALUES list for the changed ones, checked against the versions read under the lock.
 * Returns the rows in the order of the changes.
 */
async function writeRecords(tx: Tx, timesheetId: string, writes: readonly Write[]): Promise<(Write & { row: RecordRow })[]> {
  const valuesOf = ({ change, rate }: Write) => ({
    date: change.date,
    rateId: rate.id,
    workSummary: change.workSummary,
    counterPart: change.counterPart,
    timeAmount: change.timeAmount,
    timeUnit: change.timeUnit,
  });
  const creates = writes.filter((write) => !write.stored).map((write) => ({ write, id: randomUUID() }));
  const updates = writes.filter((write): write is Write & { stored: StoredRecord } => write.stored !== undefined);
  const rows = new Map<string, RecordRow>();
  if (creates.length > 0) {
    const created = await tx
      .insert(timesheetRecords)
      .values(creates.map(({ write, id }) => ({ ...valuesOf(write), id, timesheetId })))
      .returning();
    for (const row of created) rows.set(row.id, row);
  }
  if (updates.length > 0) {
    const list = sql.join(
      updates.map((write) => {
        const v = valuesOf(write);
        return sql`(${write.stored.id}::uuid, ${write.stored.version}::int, ${v.date}::date, ${v.rateId}::uuid, ${v.workSummary}::text, ${v.counterPart}::text, ${v.timeAmount}::numeric, ${v.timeUnit}::text)`;
      }),
      sql`, `,
    );
    const changed = await tx
      .update(timesheetRecords)
      .set({
        date: sql`v.date`,
        rateId: sql`v.rate_id`,
        workSummary: sql`v.work_summary`,
        counterPart: sql`v.counter_part`,
        timeAmount: sql`v.time_amount`,
        timeUnit: sql`v.time_unit`,
        version: sql`"timesheet_records"."version" + 1`,
      })
      .from(sql`(values ${list}) as v(id, version, date, rate_id, work_summary, counter_part, time_amount, time_unit)`)
      .where(and(sql`"timesheet_records"."id" = v.id`, sql`"timesheet_records"."version" = v.version`))
      .returning(getTableColumns(timesheetRecords));
    if (changed.length !== updates.length) throw new Error("A timesheet record changed while its timesheet was locked.");
    for (const row of changed) rows.set(row.id, row);
  }
  const createdIds = new Map(creates.map(({ write, id }) => [write, id]));
  return writes.map((write) => {
    const row = rows.get(write.stored?.id ?? (createdIds.get(write) as string));
    if (!row) throw new Error("A timesheet record was not written.");
    return { ...write, row };
  });
}

function auditEntry(timesheetId: string, row: RecordRow, stored: StoredRecord | undefined, event: string): AuditEntry {
  if (!stored) return { action: "INSERT", entityType: "timesheet_record", entityId: row.id, timesheetId, event, after: auditedRecord(row) };
  return { action: "UPDATE", entityType: "timesheet_record", entityId: row.id, timesheetId, event, before: auditedRecord(stored), after: auditedRecord(row) };
}
