import "server-only";
import { getDb } from "@/server/db";
import { intervalWorker } from "@/server/interval-worker";
import { deliverDueWebhooks } from "./deliver-due-webhooks";

/** Short, since receivers expect events within seconds; a tick with nothing due is one small query. */
export const WEBHOOK_WORKER_INTERVAL_MS = 5_000;

const worker = intervalWorker("webhooks", WEBHOOK_WORKER_INTERVAL_MS, "Webhooks: sending due deliveries failed; retrying on the next tick.");

/** Sends due webhook deliveries inside the server process, beside the mail worker (server/startup.ts). */
export function startWebhookWorker(): void {
  worker.start(async () => {
    await deliverDueWebhooks(await getDb(), { now: new Date() });
  });
}

export const stopWebhookWorker = (): void => worker.stop();
