import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import type { PasskeyView, RenamePasskeyBody } from "@/lib/schemas/passkeys";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { passkey } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { hasFreshConfirmation } from "@/server/services/identity-confirmation/confirm-password";

type Person = Extract<Actor, { kind: "user" }>;

const viewColumns = {
  id: passkey.id,
  name: passkey.name,
  createdAt: isoTimestampSql<string | null>(passkey.createdAt),
  lastUsedAt: isoTimestampSql<string | null>(passkey.lastUsedAt),
};

/** The caller's passkeys, oldest first (the order they were added); another person's are never read. */
export async function listOwnPasskeys(db: Database, userId: string): Promise<PasskeyView[]> {
  return db.select(viewColumns).from(passkey).where(eq(passkey.userId, userId)).orderBy(asc(passkey.createdAt), asc(passkey.id));
}

/** Renames one of the caller's passkeys; another person's is a 404 like an unknown id. */
export async function renameOwnPasskey(db: Database, userId: string, id: string, body: RenamePasskeyBody): Promise<PasskeyView> {
  const [renamed] = await db
    .update(passkey)
    .set({ name: body.name })
    .where(and(eq(passkey.id, id), eq(passkey.userId, userId)))
    .returning(viewColumns);
  if (!renamed) throw notFound("passkey");
  return renamed;
}

/**
 * Removes one of the caller's passkeys. A passkey signs in on its own (it is two factors), so a
 * lifted session cookie must not be enough to take one away: the person re-entered their
 * password in the last few minutes (POST /api/user/confirm-password), as for a backup.
 */
export async function removeOwnPasskey(db: Database, actor: Person, id: string): Promise<{ id: string }> {
  if (!(await hasFreshConfirmation(db, actor))) throw new AppError("FORBIDDEN", { key: "passkeyRemovalNeedsPassword" });
  const [removed] = await db
    .delete(passkey)
    .where(and(eq(passkey.id, id), eq(passkey.userId, actor.userId)))
    .returning({ id: passkey.id });
  if (!removed) throw notFound("passkey");
  return removed;
}
