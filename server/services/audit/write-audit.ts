import "server-only";
import type { AuditAction, AuditedEntityType } from "@/lib/domain/reference";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { activityLogs } from "@/server/db/schema";

export interface AuditEntry {
  action: AuditAction;
  entityType: AuditedEntityType;
  entityId: string;
  timesheetId: string;
  /** What the person did, e.g. "prepare-component", beside the row-level action. */
  event: string;
  before?: unknown;
  after?: unknown;
}

/** Writes activity-log rows in the caller's transaction, so the log and the change commit together. */
export async function writeAudit(tx: DbOrTx, actor: Actor | { label: string; userId: null }, entries: AuditEntry | AuditEntry[]) {
  const list = Array.isArray(entries) ? entries : [entries];
  if (list.length === 0) return;
  const actorUserId = "kind" in actor ? actor.userId : null;
  const actorLabel = "kind" in actor ? (actor.email ?? actor.name) : actor.label;
  // A change made with an API key names the key beside its owner, in the log and the timeline.
  const key = "kind" in actor && actor.kind !== "user" ? actor.apiKey : undefined;
  await tx.insert(activityLogs).values(
    list.map((e) => ({
      actorUserId,
      actorLabel,
      apiKeyId: key?.id ?? null,
      apiKeyName: key?.name ?? null,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      timesheetId: e.timesheetId,
      event: e.event,
      before: e.before ?? null,
      after: e.after ?? null,
    })),
  );
}
