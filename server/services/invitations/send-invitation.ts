import "server-only";
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { issueInvitation, type IssuedInvitation } from "./issue-invitation";

/** Sends a contractor a fresh sign-up link; the previous one stops working. */
export async function sendInvitation(db: Database, actor: Actor, contractorId: string): Promise<IssuedInvitation> {
  return db.transaction(async (tx) => {
    const [contractor] = await tx
      .select({ id: contractors.id, status: contractors.status, name: user.name, email: user.email, active: user.active })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .where(eq(contractors.id, contractorId))
      .for("update", { of: contractors });
    if (!contractor) throw notFound("contractor");
    if (!contractor.active) throw conflict({ key: "contractorDeactivatedReactivateBefore" });
    if (contractor.status === "REGISTERED") throw conflict({ key: "contractorAlreadyRegisteredSign" });
    return issueInvitation(tx, actor, contractor);
  });
}
