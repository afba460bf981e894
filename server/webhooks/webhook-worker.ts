import "server-only";
import { getDb } from "@/server/db";
import { deliverDueWebhooks } from "./deliver-due-webhooks";

/** Short, since receivers expect events within seconds; a tick with nothing due is one small query. */
export const WEBHOOK_WORKER_INTERVAL_MS = 5_000;

const holder = globalThis as unknown as { __settleWebhookWorker?: ReturnType<typeof setInterval> };

/** Sends due webhook deliveries inside the server process, beside the mail worker (server/startup.ts). */
export function startWebhookWorker(): void {
  if (holder.__settleWebhookWorker) return;
  let running = false;
  const tick = async () => {
    // A slow receiver must not stack up ticks.
    if (running) return;
    running = true;
    try {
      await deliverDueWebhooks(await getDb(), { now: new Date() });
    } catch (error) {
      console.error("Webhooks: sending due deliveries failed; retrying on the next tick.", error);
    } finally {
      running = false;
    }
  };
  holder.__settleWebhookWorker = setInterval(() => void tick(), WEBHOOK_WORKER_INTERVAL_MS);
  // The worker never keeps the process alive on its own.
  holder.__settleWebhookWorker.unref();
  void tick();
}

/** At shutdown: no tick may start on a database that is closing. */
export function stopWebhookWorker(): void {
  if (holder.__settleWebhookWorker) clearInterval(holder.__settleWebhookWorker);
  holder.__settleWebhookWorker = undefined;
}
