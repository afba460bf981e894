import { z } from "zod";
import { MAIL_STATUSES, NOTIFICATION_TYPES } from "@/lib/domain/reference";
import { idParams, isoTimestamp, uuid, type ApiRoute } from "./common";

export const MAIL_OUTBOX_PAGE_MAX = 100;

export const mailOutboxQuery = z.object({
  status: z.enum(MAIL_STATUSES, { error: `status must be one of ${MAIL_STATUSES.join(", ")}.` }).optional(),
  page: z.coerce.number({ error: "page must be a number." }).int("page must be a whole number.").min(1, "page must be at least 1.").default(1),
  pageSize: z.coerce
    .number({ error: "pageSize must be a number." })
    .int("pageSize must be a whole number.")
    .min(1, "pageSize must be at least 1.")
    .max(MAIL_OUTBOX_PAGE_MAX, `pageSize must be at most ${MAIL_OUTBOX_PAGE_MAX}.`)
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

export const RETRY_ONLY_FAILED_MESSAGE = "Only a failed mail can be retried; this one is not FAILED.";

export const deliveryResultSchema = z.object({
  /** False when SMTP_HOST is not set: mail then stays PENDING in the outbox. */
  configured: z.boolean(),
  sent: z.number().int(),
  retrying: z.number().int(),
  failed: z.number().int(),
});
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

export const mailApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/mail-outbox",
    summary:
      "The mail outbox, newest first, optionally by status; paginated (pageSize at most 100). Recipient, subject, type, status, attempts and times only: bodies (which may hold invitation or review links) are read one at a time with GET /api/mail-outbox/{id}.",
    tag: "Mail",
    query: mailOutboxQuery,
    response: z.object({
      data: z.array(outboxMailSchema),
      pagination: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
    }),
    access: "admin",
  },
  {
    method: "get",
    path: "/api/mail-outbox/{id}",
    summary:
      "One mail with its text and HTML bodies. Links holding a secret (invitation, review link) are never returned: they read /invite/hidden-... (the secret is stored sealed and put back only when sending).",
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailMessageSchema }),
    access: "admin",
  },
  {
    method: "get",
    path: "/api/mail-outbox/{id}/preview",
    summary:
      "The mail as it will be sent, for the admin screen's View. In local mode (no SMTP_HOST and no MAIL_TEST_BASE_URL) an undelivered mail's secret links are put back so an invitation can be followed on a laptop (linksRevealed true); otherwise they stay hidden as in GET /api/mail-outbox/{id}.",
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailPreviewSchema }),
    access: "admin",
  },
  {
    method: "post",
    path: "/api/mail-outbox/{id}/retry",
    summary: `Puts a FAILED mail back in the queue (PENDING, attempts reset, due now); any other status is 409 '${RETRY_ONLY_FAILED_MESSAGE}'`,
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailSchema }),
    access: "admin",
  },
  {
    method: "post",
    path: "/api/cron/send-mail",
    summary:
      "Sends the due mail of the outbox over SMTP; failures are retried after 1 min, 5 min, 30 min, 2 h and 12 h, then marked FAILED (6 attempts).",
    tag: "Mail",
    response: z.object({ data: deliveryResultSchema }),
    access: "cron secret",
  },
  {
    method: "get",
    path: "/api/cron/send-mail",
    summary: "The same run as POST, for Vercel Cron, which calls its paths with GET and `Authorization: Bearer <CRON_SECRET>`.",
    tag: "Mail",
    response: z.object({ data: deliveryResultSchema }),
    access: "cron secret",
  },
];
