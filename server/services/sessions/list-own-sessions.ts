import "server-only";
import { desc, eq, gt, and, sql } from "drizzle-orm";
import { describeUserAgent } from "@/lib/format/user-agent";
import type { SessionView } from "@/lib/schemas/sessions";
import type { Database } from "@/server/db";
import { session } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

/** The caller's sessions that have not expired, most recently used first (one statement). */
export async function listOwnSessions(db: Database, userId: string, currentSessionId: string | null): Promise<SessionView[]> {
  const rows = await db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: isoTimestampSql(session.createdAt),
      lastActiveAt: isoTimestampSql(session.updatedAt),
      expiresAt: isoTimestampSql(session.expiresAt),
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, sql`now()`)))
    .orderBy(desc(session.updatedAt), desc(session.id));
  return rows.map(({ userAgent, ...row }) => ({ ...row, current: row.id === currentSessionId, browser: describeUserAgent(userAgent) }));
}
