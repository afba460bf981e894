import { z } from "zod";
import { AUDIT_ACTIONS, AUDITED_ENTITY_TYPES } from "@/lib/domain/reference";
import { isoTimestamp, uuid } from "./common";
import { keyed } from "./error-map";

export const ACTIVITY_LOG_PAGE_MAX = 100;

const timestamp = (label: string) => z.iso.datetime({ offset: true, error: keyed("fieldIsoTimestampE", { field: label }) });

/** Newest first; `cursor` is the nextCursor of the previous page. */
export const activityLogQuery = z
  .object({
    entityType: z.enum(AUDITED_ENTITY_TYPES, { error: keyed("fieldOneOf", { field: "entityType", values: AUDITED_ENTITY_TYPES.join(", ") }) }).optional(),
    entityId: uuid.optional(),
    timesheetId: uuid.optional(),
    actorUserId: uuid.optional(),
    from: timestamp("from").optional(),
    to: timestamp("to").optional(),
    limit: z.coerce
      .number({ error: keyed("fieldNumber", { field: "limit" }) })
      .int({ error: keyed("fieldWholeNumber", { field: "limit" }) })
      .min(1, { error: keyed("fieldAtLeast1", { field: "limit" }) })
      .max(ACTIVITY_LOG_PAGE_MAX, { error: keyed("fieldMustBeAtMost", { field: "limit", max: ACTIVITY_LOG_PAGE_MAX }) })
      .default(50),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { error: keyed("notAfter"), path: ["to"] });
export type ActivityLogQuery = z.infer<typeof activityLogQuery>;

export const activityLogSchema = z.object({
  id: uuid,
  actorUserId: uuid.nullable(),
  /** Who acted as written at the time: the e-mail address of a person, "API", a review link's reviewer. */
  actorLabel: z.string(),
  /** Who acted, to show: a person's current name, otherwise actorLabel. */
  actorName: z.string(),
  /** The API key the change was made with (its id and its name then), or null. */
  apiKey: z.object({ id: uuid, name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDITED_ENTITY_TYPES),
  entityId: uuid,
  timesheetId: uuid.nullable(),
  event: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoTimestamp,
});
export type ActivityLog = z.infer<typeof activityLogSchema>;
