import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/server/db";
import { clients, contractors, projects, user } from "@/server/db/schema";
import { languageOrDefault } from "@/server/i18n/translator";
import { enqueueNotifications } from "./enqueue-notifications";

/**
 * NEW_ENGAGEMENT, in the transaction that puts a contractor on a project: the contractor learns
 * the project, its client and the engagement's dates, in their language. One read, one insert.
 */
export async function notifyNewEngagement(
  tx: Tx,
  engagement: { projectId: string; contractorId: string; startDate: string; endDate: string | null },
): Promise<void> {
  const [row] = await tx
    .select({ name: user.name, email: user.email, locale: user.locale, project: projects.name, client: clients.name })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, engagement.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(contractors.id, engagement.contractorId)));
  if (!row) throw new Error("The engaged contractor or project vanished inside the transaction.");
  await enqueueNotifications(tx, [
    {
      type: "NEW_ENGAGEMENT",
      to: row.email,
      language: languageOrDefault(row.locale),
      data: { recipientName: row.name, project: row.project, client: row.client, startDate: engagement.startDate, endDate: engagement.endDate },
    },
  ]);
}
