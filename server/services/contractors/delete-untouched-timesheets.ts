import "server-only";
import { inArray, type SQL } from "drizzle-orm";
import type { AppError } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Tx } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { writeAudit } from "@/server/services/audit/write-audit";
import { anyRecordedWork } from "./recorded-work";

/**
 * Deletes the timesheets matching `where` when none carries recorded work, else throws `refusal`
 * and changes nothing. The rows are locked before the check, so a record written at the same
 * moment either lands first (and the delete is refused) or waits. One DELETE entry per timesheet
 * goes to the activity log in the same transaction.
 */
export async function deleteUntouchedTimesheets(
  tx: Tx,
  actor: Actor,
  where: SQL,
  { event, refusal }: { event: string; refusal: () => AppError },
): Promise<number> {
  const rows = await tx.select().from(timesheets).where(where).for("update");
  if (rows.length === 0) return 0;
  if (await anyRecordedWork(tx, where)) throw refusal();
  await writeAudit(
    tx,
    actor,
    rows.map((row) => ({ action: "DELETE" as const, entityType: "timesheet" as const, entityId: row.id, timesheetId: row.id, event, before: row })),
  );
  await tx.delete(timesheets).where(
    inArray(
      timesheets.id,
      rows.map((row) => row.id),
    ),
  );
  return rows.length;
}
