import "server-only";
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES } from "@/lib/domain/reference";
import type { ActivityLog, ActivityLogQuery } from "@/lib/schemas/activity-logs";
import { AppError, fieldIssue } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { activityLogs, user } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

/** A page ends at an entry; the next page starts strictly after it in (createdAt, id) order. */
type Cursor = { createdAt: string; id: string };

const invalidCursor = () =>
  new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("cursor", { key: "cursorNotValidStart" })]);

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id]), "utf8").toString("base64url");
}

function decodeCursor(text: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (Array.isArray(parsed) && parsed.length === 2) {
      const [createdAt, id] = parsed as unknown[];
      const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      if (typeof createdAt === "string" && !Number.isNaN(Date.parse(createdAt)) && typeof id === "string" && uuidPattern.test(id)) {
        return { createdAt, id };
      }
    }
  } catch {
    // Falls through to the one answer for any malformed cursor.
  }
  throw invalidCursor();
}

/** The audit trail, newest first, filtered in SQL on indexed columns, one page at a time. */
export async function listActivityLogs(db: DbOrTx, query: ActivityLogQuery): Promise<{ data: ActivityLog[]; nextCursor: string | null }> {
  const where: SQL[] = [];
  if (query.entityType) where.push(eq(activityLogs.entityType, query.entityType));
  if (query.entityId) where.push(eq(activityLogs.entityId, query.entityId));
  if (query.timesheetId) where.push(eq(activityLogs.timesheetId, query.timesheetId));
  if (query.actorUserId) where.push(eq(activityLogs.actorUserId, query.actorUserId));
  if (query.from) where.push(gte(activityLogs.createdAt, query.from));
  if (query.to) where.push(lte(activityLogs.createdAt, query.to));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    where.push(sql`(${activityLogs.createdAt}, ${activityLogs.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await db
    .select({
      id: activityLogs.id,
      actorUserId: activityLogs.actorUserId,
      actorLabel: activityLogs.actorLabel,
      actorName: sql<string>`coalesce(nullif(${user.name}, ''), ${activityLogs.actorLabel})`,
      apiKeyId: activityLogs.apiKeyId,
      apiKeyName: activityLogs.apiKeyName,
      action: activityLogs.action,
      entityType: activityLogs.entityType,
      entityId: activityLogs.entityId,
      timesheetId: activityLogs.timesheetId,
      event: activityLogs.event,
      before: activityLogs.before,
      after: activityLogs.after,
      createdAt: isoTimestampSql(activityLogs.createdAt),
    })
    .from(activityLogs)
    .leftJoin(user, eq(user.id, activityLogs.actorUserId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    // One more than asked tells whether another page follows.
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: page.map(({ apiKeyId, apiKeyName, ...row }) => ({
      ...row,
      apiKey: apiKeyId ? { id: apiKeyId, name: apiKeyName ?? "" } : null,
      action: stored(AUDIT_ACTIONS, row.action, "audit action"),
      entityType: stored(AUDITED_ENTITY_TYPES, row.entityType, "audited entity type"),
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
  };
}
