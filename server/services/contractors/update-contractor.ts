import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Contractor, UpdateContractorBody } from "@/lib/schemas/contractors";
import { notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { contractors, invitations, session, user } from "@/server/db/schema";
import { markMonthlyFeeInvoicesOutdated } from "@/server/services/files/mark-files-outdated";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { webhookActorOf } from "@/server/webhooks/event-data";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { getContractor } from "./get-contractor";

/**
 * Changes a contractor's profile. Deactivating keeps every record but ends their sessions and
 * open invitation links, and sign-in refuses them (server/auth/auth.ts) until reactivated.
 */
export async function updateContractor(db: Database, id: string, body: UpdateContractorBody, actor: Actor): Promise<Contractor> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ contractor: contractors, active: user.active })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .where(eq(contractors.id, id))
      .for("update", { of: contractors });
    if (!found) throw notFound("contractor");
    const current = found.contractor;
    expectVersion(current.version, body.version);
    const userChanges = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    if (Object.keys(userChanges).length > 0) {
      await tx.update(user).set({ ...userChanges, updatedAt: new Date() }).where(eq(user.id, current.userId));
    }
    if (body.active === false) {
      await tx.delete(session).where(eq(session.userId, current.userId));
      await tx
        .update(invitations)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(invitations.contractorId, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)));
    }
    await tx
      .update(contractors)
      .set({
        // A field the body leaves out is undefined, and drizzle leaves undefined out of the SET.
        workingDays: body.workingDays,
        status: body.status,
        productTours: body.productTours,
        countryCode: body.countryCode,
        partyType: body.partyType,
        vatCategoryOverride: body.vatCategoryOverride,
        version: sql`${contractors.version} + 1`,
      })
      .where(eq(contractors.id, id));
    const workDays = (days: readonly string[]) => [...days].sort().join(",");
    if (body.workingDays !== undefined && workDays(body.workingDays) !== workDays(current.workingDays ?? [])) {
      await markMonthlyFeeInvoicesOutdated(tx, id);
    }
    if (body.active === false && found.active) {
      await fireWebhookEvents(tx, [{ type: "contractor.deactivated", data: { contractorId: id, userId: current.userId, active: false, actor: webhookActorOf(actor) } }]);
    }
    return getContractor(tx, id);
  });
}
