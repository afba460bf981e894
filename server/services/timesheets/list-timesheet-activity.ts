import "server-only";
import { desc, eq } from "drizzle-orm";
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES } from "@/lib/domain/reference";
import type { ActivityEntry } from "@/lib/schemas/timesheets";
import type { DbOrTx } from "@/server/db";
import { activityLogs, user } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";

/** How much of a timesheet's history its page shows. */
export const TIMESHEET_ACTIVITY_LIMIT = 50;

/**
 * The activity log of one timesheet and its records, newest first. People are named by their
 * current name (the log keeps the e-mail address they acted with); machines and review links by
 * the label written at the time.
 */
export async function listTimesheetActivity(db: DbOrTx, timesheetId: string): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      id: activityLogs.id,
      action: activityLogs.action,
      entityType: activityLogs.entityType,
      entityId: activityLogs.entityId,
      event: activityLogs.event,
      actorUserId: activityLogs.actorUserId,
      actorLabel: activityLogs.actorLabel,
      actorName: user.name,
      apiKeyId: activityLogs.apiKeyId,
      apiKeyName: activityLogs.apiKeyName,
      before: activityLogs.before,
      after: activityLogs.after,
      createdAt: isoTimestampSql(activityLogs.createdAt),
    })
    .from(activityLogs)
    .leftJoin(user, eq(user.id, activityLogs.actorUserId))
    .where(eq(activityLogs.timesheetId, timesheetId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(TIMESHEET_ACTIVITY_LIMIT);
  return rows.map(({ actorUserId, actorLabel, actorName, apiKeyId, apiKeyName, ...row }) => ({
    ...row,
    action: stored(AUDIT_ACTIONS, row.action, "audit action"),
    entityType: stored(AUDITED_ENTITY_TYPES, row.entityType, "audited entity type"),
    actor: { userId: actorUserId, label: actorName || actorLabel, apiKey: apiKeyId ? { id: apiKeyId, name: apiKeyName ?? "" } : null },
  }));
}
