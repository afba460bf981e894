import "server-only";
import { eq, sql } from "drizzle-orm";
import { AppError, forbidden } from "@/lib/errors";
import type { BillingDetailsView, SaveBillingDetailsInput } from "@/lib/schemas/billing-details";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { billingDetails } from "@/server/db/schema";
import { notifyBillingDetailsSaved } from "@/server/notifications/subscriptions/channel-events";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { toBillingDetailsView } from "./billing-details-view";

/** Only a contractor keeps billing details of their own; checked before the body is even read. */
export function ownBillingDetailsOwner(actor: Actor): string {
  if (actor.role !== "SUBCONTRACTOR") throw forbidden({ key: "onlyContractorKeepsBilling" });
  if (!actor.contractorId) throw new AppError("BAD_REQUEST", { key: "accountContractorProfileKeep" });
  return actor.contractorId;
}

/** Creates or replaces the caller's own billing details. */
export async function saveBillingDetails(db: Database, actor: Actor, input: SaveBillingDetailsInput): Promise<BillingDetailsView> {
  const contractorId = ownBillingDetailsOwner(actor);
  const { version, ...details } = input;
  const data = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(billingDetails).where(eq(billingDetails.contractorId, contractorId)).for("update");
    if (existing) expectVersion(existing.version, version);
    const [saved] = existing
      ? await tx
          .update(billingDetails)
          .set({ data, version: sql`${billingDetails.version} + 1` })
          .where(eq(billingDetails.id, existing.id))
          .returning()
      : await tx.insert(billingDetails).values({ contractorId, data }).returning();
    // The administrators' BILLING_DETAILS channel, by each one's setting (docs/notifications.md).
    await notifyBillingDetailsSaved(tx, { contractorId });
    return toBillingDetailsView(saved!);
  });
}
