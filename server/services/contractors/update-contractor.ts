import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Contractor, UpdateContractorBody } from "@/lib/schemas/contractors";
import { notFound } from "@/lib/errors";
import type { Database } from "@/server/db";
import { contractors, invitations, session, user } from "@/server/db/schema";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { getContractor } from "./get-contractor";

/**
 * Changes a contractor's profile. Deactivating keeps every record but ends their sessions and
 * open invitation links, and sign-in refuses them (server/auth/auth.ts) until reactivated.
 */
export async function updateContractor(db: Database, id: string, body: UpdateContractorBody): Promise<Contractor> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(contractors).where(eq(contractors.id, id)).for("update");
    if (!current) throw notFound("Contractor");
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
        ...(body.workingDays !== undefined ? { workingDays: body.workingDays } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.productTours !== undefined ? { productTours: body.productTours } : {}),
        ...(body.countryCode !== undefined ? { countryCode: body.countryCode } : {}),
        ...(body.partyType !== undefined ? { partyType: body.partyType } : {}),
        version: sql`${contractors.version} + 1`,
      })
      .where(eq(contractors.id, id));
    return getContractor(tx, id);
  });
}
