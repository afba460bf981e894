import { z } from "zod";
import { MAIL_KINDS, MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import { isoTimestamp, uuid } from "./common";
import type { Refusal } from "@/lib/errors";
import { keyed } from "./error-map";

export const MAIL_OUTBOX_PAGE_MAX = 100;

export const mailOutboxQuery = z.object({
  status: z.enum(MAIL_STATUSES, { error: keyed("fieldOneOf", { field: "status", values: MAIL_STATUSES.join(", ") }) }).optional(),
  page: z.coerce.number({ error: keyed("fieldNumber", { field: "page" }) }).int({ error: keyed("fieldWholeNumber", { field: "page" }) }).min(1, { error: keyed("fieldAtLeast1", { field: "page" }) }).default(1),
  pageSize: z.coerce
    .number({ error: keyed("fieldNumber", { field: "pageSize" }) })
    .int({ error: keyed("fieldWholeNumber", { field: "pageSize" }) })
    .min(1, { error: keyed("fieldAtLeast1", { field: "pageSize" }) })
    .max(MAIL_OUTBOX_PAGE_MAX, { error: keyed("fieldMustBeAtMost", { field: "pageSize", max: MAIL_OUTBOX_PAGE_MAX }) })
    .default(50),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuery>;

/**
 * A mail as the outbox list shows it: who, what kind, how it went. Never the body: invitation
 * and review mails carry links whose token is a secret, readable one at a time only.
 */
export const outboxMailSchema = z.object({
  id: uuid,
  notificationType: z.enum(NOTIFICATION_TYPES).nullable(),
  kind: z
    .enum(MAIL_KINDS)
    .nullable()
    .describe("The notification type, or DAILY_DIGEST / CHANNEL_EVENT for the digest and a subscribed channel's mail (which have no notification type)"),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts made so far. */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: isoTimestamp,
  sentAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/**
 * One mail with its text and HTML bodies: GET /api/mail-outbox/{id}, admins only. A link holding
 * a secret (invitation, review link) reads /invite/hidden-... there: the secret is kept sealed.
 */
export const outboxMailMessageSchema = outboxMailSchema.extend({ text: z.string(), html: z.string().nullable() });
export type OutboxMailMessage = z.infer<typeof outboxMailMessageSchema>;

/** The mail as it will be sent; its secret links are shown only in local mode (no mail server). */
export const outboxMailPreviewSchema = outboxMailMessageSchema.extend({
  linksRevealed: z.boolean().describe("True only when no SMTP server or mail catcher is configured and the mail is not sent"),
});
export type OutboxMailPreview = z.infer<typeof outboxMailPreviewSchema>;

export const RETRY_ONLY_FAILED_MESSAGE: Refusal = { key: "onlyFailedMailRetried" };

export const deliveryResultSchema = z.object({
  /** False when SMTP_HOST is not set: mail then stays PENDING in the outbox. */
  configured: z.boolean(),
  sent: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;
