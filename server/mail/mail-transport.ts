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

/**
 * A local mail catcher (Mailpit, MailHog, smtp4dev) at MAIL_TEST_BASE_URL, an smtp:// URL such
 * as smtp://127.0.0.1:1025: it wins over SMTP_HOST so a laptop never mails real people.
 */
function mailCatcher(url: string): MailTransport {
  const { protocol, hostname, port } = new URL(url);
  if (protocol !== "smtp:" && protocol !== "smtps:") throw new Error("MAIL_TEST_BASE_URL must be an smtp:// or smtps:// URL of the mail catcher");
  return nodemailer.createTransport({
    host: hostname,
    port: port ? Number(port) : protocol === "smtps:" ? 465 : 1025,
    secure: protocol === "smtps:",
    // Catchers offer STARTTLS with self-signed certificates or not at all.
    ignoreTLS: protocol === "smtp:",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

/** Whether mail can leave at all: SMTP or a local mail catcher is configured. */
export function mailDeliveryConfigured(): boolean {
  return Boolean(env.MAIL_TEST_BASE_URL || env.SMTP_HOST);
}

/**
 * The mail catcher of MAIL_TEST_BASE_URL, else SMTP from the environment, or null when neither
 * is set (mail then waits in the outbox, where admins can view it).
 */
export function smtpTransport(): MailTransport | null {
  if (env.MAIL_TEST_BASE_URL) {
    holder.__settleMailTransport ??= mailCatcher(env.MAIL_TEST_BASE_URL);
    return holder.__settleMailTransport;
  }
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
