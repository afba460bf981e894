import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { TransitionActor } from "@/lib/domain/transition-table";
import { notFound, staleVersion } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { timesheets } from "@/server/db/schema";

export type StoredTimesheet = typeof timesheets.$inferSelect;

/** The where-clause that keeps a contractor inside their own timesheets; admins see all. */
export function timesheetScope(actor: Actor): SQL | undefined {
  if (actor.role === "SUBCONTRACTOR") return eq(timesheets.contractorId, actor.contractorId ?? "00000000-0000-0000-0000-000000000000");
  return undefined;
}

/**
 * Loads a timesheet the actor may see, or 404 (never 403: other people's ids do not exist for
 * them). With `forUpdate` the row is locked until the transaction ends, so concurrent writes
 * to one timesheet take turns.
 */
export async function findTimesheetFor(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<StoredTimesheet> {
  const where = and(eq(timesheets.id, id), timesheetScope(actor));
  const query = tx.select().from(timesheets).where(where);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("timesheet");
  return row;
}

/** A stale write gets 409 and changes nothing. */
export function expectVersion(current: number, given: number | undefined): void {
  if (given !== undefined && given !== current) throw staleVersion();
}

/** The transition table's view of who acts; a service principal acts as an administrator. */
export function domainActor(actor: Actor): TransitionActor {
  return actor.role;
}
