import "server-only";
import { hashPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { ROLES } from "@/lib/domain/reference";
import { AppError } from "@/lib/errors";
import { nameText } from "@/lib/schemas/common";
import { workingDays } from "@/lib/schemas/user";
import type { DbOrTx } from "@/server/db";
import { account, contractors, user } from "@/server/db/schema";
import { keyed } from "@/lib/schemas/error-map";

export const createUserInput = z.object({
  email: z.email({ error: keyed("enterValidEMail") }).transform((e) => e.toLowerCase()),
  name: nameText,
  role: z.enum(ROLES, { error: keyed("roleValues", { values: ROLES.join(", ") }) }),
  password: z.string().min(10, { error: keyed("passwordNeedsLeast10") }).max(200),
  workingDays: workingDays.optional(),
  /** A contractor created with a password has nothing left to register. */
  contractorStatus: z.enum(["INVITED", "REGISTERED"]).default("REGISTERED"),
});
export type CreateUserInput = z.input<typeof createUserInput>;

/**
 * Creates a person who can sign in with e-mail and password: the user row, the credential account
 * better-auth checks, and for contractors their contractor profile. Used by the CLI and the seed.
 */
export async function createUser(db: DbOrTx, input: CreateUserInput) {
  const data = createUserInput.parse(input);
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, data.email));
  if (existing) throw new AppError("CONFLICT", { key: "userEMailEmail", values: { email: data.email } });
  const passwordHash = await hashPassword(data.password);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({ email: data.email, name: data.name, role: data.role, emailVerified: true })
      .returning();
    if (!created) throw new Error("The user was not created.");
    await tx.insert(account).values({
      userId: created.id,
      accountId: created.id,
      providerId: "credential",
      password: passwordHash,
    });
    let contractorId: string | null = null;
    if (data.role === "SUBCONTRACTOR") {
      const [contractor] = await tx
        .insert(contractors)
        .values({
          userId: created.id,
          status: data.contractorStatus,
          ...(data.workingDays ? { workingDays: data.workingDays } : {}),
        })
        .returning({ id: contractors.id });
      contractorId = contractor?.id ?? null;
    }
    return { id: created.id, email: created.email, name: created.name, role: data.role, contractorId };
  });
}
