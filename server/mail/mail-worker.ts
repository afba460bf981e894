import "server-only";
import { getDb } from "@/server/db";
import { intervalWorker } from "@/server/interval-worker";
import { deliverDueMail } from "./deliver-due-mail";
import { smtpTransport } from "./mail-transport";

export const MAIL_WORKER_INTERVAL_MS = 30_000;

const worker = intervalWorker("mail", MAIL_WORKER_INTERVAL_MS, "Mail: sending from the outbox failed; retrying on the next tick.");

/**
 * Sends due outbox mail every 30 seconds inside the server process (started once, from
 * instrumentation.ts). Without SMTP_HOST there is nothing to send to, so it does not start and
 * mail waits in the outbox, readable by administrators.
 */
export function startMailWorker(): void {
  if (worker.running) return;
  const transport = smtpTransport();
  if (!transport) {
    console.info("Mail: neither SMTP_HOST nor MAIL_TEST_BASE_URL is set; e-mails stay PENDING in the outbox, viewable by admins.");
    return;
  }
  worker.start(async () => {
    await deliverDueMail(await getDb(), transport, new Date());
  });
}

export const stopMailWorker = (): void => worker.stop();
