import { englishText } from "@/lib/errors";
import { z } from "zod";
import { idParams } from "@/lib/schemas/common";
import { RETRY_ONLY_FAILED_MESSAGE, deliveryResultSchema, mailOutboxQuery, outboxMailMessageSchema, outboxMailPreviewSchema, outboxMailSchema } from "@/lib/schemas/mail-outbox";
import { inArea, type RouteTable } from "../operation";

export const mailOutboxApi = inArea("settings", {
  listOutboxMails: {
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
    access: "admin:read",
    answer: "as-is",
  },
  getOutboxMail: {
    method: "get",
    path: "/api/mail-outbox/{id}",
    summary:
      "One mail with its text and HTML bodies. Links holding a secret (invitation, review link) are never returned: they read /invite/hidden-... (the secret is stored sealed and put back only when sending).",
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailMessageSchema }),
    access: "admin:read",
    id: "Mail",
  },
  getMailOutboxPreview: {
    method: "get",
    path: "/api/mail-outbox/{id}/preview",
    summary:
      "The mail as it will be sent, for the admin screen's View. In local mode (no SMTP_HOST and no MAIL_TEST_BASE_URL) an undelivered mail's secret links are put back so an invitation can be followed on a laptop (linksRevealed true); otherwise they stay hidden as in GET /api/mail-outbox/{id}.",
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailPreviewSchema }),
    access: "admin:read",
    id: "Mail",
  },
  retryOutboxMail: {
    method: "post",
    path: "/api/mail-outbox/{id}/retry",
    summary: `Puts a FAILED mail back in the queue (PENDING, attempts reset, due now); any other status is 409 '${englishText(RETRY_ONLY_FAILED_MESSAGE)}'`,
    tag: "Mail",
    params: idParams,
    response: z.object({ data: outboxMailSchema }),
    access: "admin:write",
    id: "Mail",
  },
  sendMail: {
    method: "post",
    path: "/api/cron/send-mail",
    summary:
      "Sends the due mail of the outbox over SMTP; failures are retried after 1 min, 5 min, 30 min, 2 h and 12 h, then marked FAILED (6 attempts).",
    tag: "Mail",
    response: z.object({ data: deliveryResultSchema }),
    access: "cron",
  },
  sendMailFromVercelCron: {
    method: "get",
    path: "/api/cron/send-mail",
    summary: "The same run as POST, for Vercel Cron, which calls its paths with GET and `Authorization: Bearer <CRON_SECRET>`.",
    tag: "Mail",
    response: z.object({ data: deliveryResultSchema }),
    access: "cron",
  },
} satisfies RouteTable);
