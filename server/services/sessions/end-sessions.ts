import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { EndedSessions } from "@/lib/schemas/sessions";
import type { Database } from "@/server/db";
import { contractors, session } from "@/server/db/schema";

// Deleting the rows is what ends a session: the next request with its cookie is unauthenticated,
// and the trigger on sessions (settle_sessions_ended) ends its live-update streams at once.

/** Ends one of the caller's own sessions; someone else's is a 404 like an unknown id. */
export async function endOwnSession(db: Database, userId: string, currentSessionId: string | null, id: string): Promise<EndedSessions> {
  if (id === currentSessionId) throw conflict({ key: "sessionUsingSignOut" });
  const ended = await db.delete(session).where(and(eq(session.id, id), eq(session.userId, userId))).returning({ id: session.id });
  if (ended.length === 0) throw notFound("session");
  return { ended: ended.length };
}

/** Ends every session of the caller but the one this request came with. */
export async function endOtherSessions(db: Database, userId: string, currentSessionId: string | null): Promise<EndedSessions> {
  const others = currentSessionId ? and(eq(session.userId, userId), ne(session.id, currentSessionId)) : eq(session.userId, userId);
  const ended = await db.delete(session).where(others).returning({ id: session.id });
  return { ended: ended.length };
}

/** An administrator signs a contractor out everywhere (without deactivating them). */
export async function endContractorSessions(db: Database, contractorId: string): Promise<EndedSessions> {
  const [owner] = await db.select({ userId: contractors.userId }).from(contractors).where(eq(contractors.id, contractorId));
  if (!owner) throw notFound("contractor");
  const ended = await db.delete(session).where(eq(session.userId, owner.userId)).returning({ id: session.id });
  return { ended: ended.length };
}
