import "server-only";
import nodemailer from "nodemailer";
import { env } from "@/env";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** What the sender needs of a transport; a nodemailer transporter is one. */
export interface MailTransport {
  sendMail(message: MailMessage): Promise<unknown>;
}

const holder = globalThis as unknown as { __settleMailTransport?: MailTransport };

/** SMTP from the environment, or null when SMTP_HOST is not set (mail then waits in the outbox). */
export function smtpTransport(): MailTransport | null {
  if (!env.SMTP_HOST) return null;
  holder.__settleMailTransport ??= nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    ...(env.MAIL_USER ? { auth: { user: env.MAIL_USER, pass: env.MAIL_PASSWORD ?? "" } } : {}),
    // A mail server that hangs must not hold the sender: it fails, and the outbox retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return holder.__settleMailTransport;
}
