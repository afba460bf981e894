import "server-only";
import { getDb } from "@/server/db";
import { deliverDueMail } from "./deliver-due-mail";
import { smtpTransport } from "./mail-transport";

export const MAIL_WORKER_INTERVAL_MS = 30_000;

const holder = globalThis as unknown as { __settleMailWorker?: ReturnType<typeof setInterval> };

/**
 * Sends due outbox mail every 30 seconds inside the server process (started once, from
 * instrumentation.ts). Without SMTP_HOST there is nothing to send to, so it does not start and
 * mail waits in the outbox, readable by administrators.
 */
export function startMailWorker(): void {
  if (holder.__settleMailWorker) return;
  const transport = smtpTransport();
  if (!transport) {
    console.info("Mail: neither SMTP_HOST nor MAIL_TEST_BASE_URL is set; e-mails stay PENDING in the outbox, viewable by admins.");
    return;
  }
  let running = false;
  const tick = async () => {
    // A slow mail server must not stack up ticks.
    if (running) return;
    running = true;
    try {
      await deliverDueMail(await getDb(), transport, new Date());
    } catch (error) {
      console.error("Mail: sending from the outbox failed; retrying on the next tick.", error);
    } finally {
      running = false;
    }
  };
  holder.__settleMailWorker = setInterval(() => void tick(), MAIL_WORKER_INTERVAL_MS);
  // The worker never keeps the process alive on its own.
  holder.__settleMailWorker.unref();
  void tick();
}

/** At shutdown: no tick may start on a database that is closing. */
export function stopMailWorker(): void {
  if (holder.__settleMailWorker) clearInterval(holder.__settleMailWorker);
  holder.__settleMailWorker = undefined;
}
