import "server-only";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { WEBHOOK_HTTPS_MESSAGE } from "@/lib/schemas/webhook-endpoints";
import { resolveWebhookAddress, UnsafeWebhookAddress } from "@/server/webhooks/public-address";

const refuse = (message: string) => new AppError("BAD_REQUEST", message, [{ path: "url", message }]);

/**
 * At save time: https (plain http only in local mode or where private networks are allowed, for
 * receivers on the same machine), and a host that resolves to public addresses only. The worker
 * checks the address again at send time, against a name that changed its answer since.
 */
export async function checkWebhookUrl(url: string): Promise<void> {
  const allowPrivateNetworks = env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS;
  const target = new URL(url);
  if (target.protocol !== "https:" && !(env.NEXT_PUBLIC_ENV === "local" || allowPrivateNetworks)) throw refuse(WEBHOOK_HTTPS_MESSAGE);
  try {
    await resolveWebhookAddress(target.hostname, allowPrivateNetworks);
  } catch (error) {
    if (error instanceof UnsafeWebhookAddress) throw refuse(error.message);
    throw error;
  }
}
