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

/** One mail with its text and HTML bodies, links included: GET /api/mail-outbox/{id}, admins only. */
export const outboxMailMessageSchema = outboxMailSchema.extend({ text: z.string(), html: z.string().nullable() });
export type OutboxMailMessage = z.infer<typeof outboxMailMessageSchema>;

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
      "One mail with its text and HTML bodies, links included, e.g. to pass on an invitation when no SMTP server is configured. Each read is an explicit admin action.",
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailMessageSchema }),
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
];
