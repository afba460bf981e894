import "server-only";
import { eq } from "drizzle-orm";
import type { Contractor, CreateContractorBody } from "@/lib/schemas/contractors";
import { conflict } from "@/lib/errors";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { isUniqueViolation } from "@/server/db/sql/unique-violation";
import { issueInvitation } from "@/server/services/invitations/issue-invitation";
import { getContractor } from "./get-contractor";

const emailTaken = (email: string) => conflict({ key: "userEMailEmail", values: { email } });

/**
 * Invites a contractor: the user (no password yet, so no sign-in until they accept), the
 * contractor profile (INVITED) and the invitation e-mail in the outbox, in one transaction.
 */
export async function createContractor(db: Database, actor: Actor, body: CreateContractorBody): Promise<Contractor> {
  try {
    return await db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, body.email));
      if (existing) throw emailTaken(body.email);
      const [created] = await tx
        .insert(user)
        .values({ name: body.name, email: body.email, role: "SUBCONTRACTOR", emailVerified: false })
        .returning({ id: user.id });
      const [contractor] = await tx
        .insert(contractors)
        .values({
          userId: created!.id,
          status: "INVITED",
          ...(body.workingDays ? { workingDays: body.workingDays } : {}),
          countryCode: body.countryCode ?? null,
          partyType: body.partyType ?? null,
        })
        .returning({ id: contractors.id });
      await issueInvitation(tx, actor, { id: contractor!.id, name: body.name, email: body.email });
      return getContractor(tx, contractor!.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(body.email);
    throw error;
  }
}
