import "server-only";
import { and, eq, max, min, ne, sql } from "drizzle-orm";
import { AppError, conflict, fieldIssue, type Refusal } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { clients, invoicingEntities, projectEngagements, projects } from "@/server/db/schema";

/** A field of the body that names nothing that exists, or contradicts the row it changes: 400 on that field. */
export function invalidField(path: string, reason: Refusal): AppError {
  return new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue(path, reason)]);
}

export async function assertClientExists(tx: DbOrTx, clientId: string): Promise<void> {
  const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw invalidField("clientId", { key: "noClientWithId" });
}

export async function assertInvoicingEntityExists(tx: DbOrTx, invoicingEntityId: string | null | undefined): Promise<void> {
  if (!invoicingEntityId) return;
  const [entity] = await tx.select({ id: invoicingEntities.id }).from(invoicingEntities).where(eq(invoicingEntities.id, invoicingEntityId));
  if (!entity) throw invalidField("invoicingEntityId", { key: "noInvoicingEntityWithId" });
}

export const projectNameTaken = (name: string) => conflict({ key: "clientAlreadyProjectNamed", values: { name } });

/** Project names are unique per client, regardless of case. */
export async function assertProjectNameFree(tx: DbOrTx, clientId: string, name: string, exceptId?: string): Promise<void> {
  const same = and(eq(projects.clientId, clientId), sql`lower(${projects.name}) = lower(${name})`);
  const [existing] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(exceptId ? and(same, ne(projects.id, exceptId)) : same)
    .limit(1);
  if (existing) throw projectNameTaken(name);
}

/** New project dates must still hold every contractor's engagement on it. */
export async function assertDatesHoldEngagements(
  tx: DbOrTx,
  projectId: string,
  { startDate, endDate }: { startDate: string | null; endDate: string | null },
): Promise<void> {
  const [span] = await tx
    .select({
      first: min(projectEngagements.startDate),
      last: max(sql<string>`coalesce(${projectEngagements.endDate}, '9999-12-31'::date)`),
    })
    .from(projectEngagements)
    .where(eq(projectEngagements.projectId, projectId));
  if (!span?.first) return;
  if (startDate && startDate > span.first) {
    throw conflict({ key: "contractorEngagedProjectDate", values: { date: span.first } });
  }
  if (endDate && span.last && endDate < String(span.last)) {
    const until = String(span.last) === "9999-12-31" ? "without an end date" : `until ${String(span.last)}`;
    throw conflict({ key: "contractorEngagedProjectUntil", values: { until } });
  }
}
