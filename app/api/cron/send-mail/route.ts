import { endpoint } from "@/server/http/endpoint";
import { mailOutboxApi } from "@/server/openapi/routes/mail-outbox";
import { deliverDueMail } from "@/server/mail/deliver-due-mail";
import { smtpTransport } from "@/server/mail/mail-transport";

/** Sends the due mail of the outbox; for schedulers, beside the worker the server runs itself. */
export const POST = endpoint(mailOutboxApi.sendMail, ({ db }) => deliverDueMail(db, smtpTransport(), new Date()));

/** The same for Vercel Cron, which calls with GET and sends the same Bearer header from CRON_SECRET. */
export const GET = endpoint(mailOutboxApi.sendMailFromVercelCron, ({ db }) => deliverDueMail(db, smtpTransport(), new Date()));
