import "server-only";
import { env } from "@/env";
import { AppError, fieldIssue, type Refusal } from "@/lib/errors";
import { WEBHOOK_HTTPS_MESSAGE } from "@/lib/schemas/webhook-endpoints";
import { isPrivateAddress, resolvePublicAddress, UnsafeAddress } from "@/server/http/outbound/public-address";

const refuse = (reason: Refusal) => new AppError("BAD_REQUEST", reason, [fieldIssue("url", reason)]);

/**
 * At save time: a host that resolves to public addresses only (unless private networks are
 * allowed), and https. Plain http is accepted in local mode, and for a receiver on the private
 * network WEBHOOKS_ALLOW_PRIVATE_NETWORKS lets in (a service beside Settle, often without TLS);
 * never across the internet. The worker checks the address again at send time.
 */
export async function checkWebhookUrl(url: string): Promise<void> {
  const allowPrivateNetworks = env.WEBHOOKS_ALLOW_PRIVATE_NETWORKS;
  const target = new URL(url);
  let resolved: Awaited<ReturnType<typeof resolvePublicAddress>>;
  try {
    resolved = await resolvePublicAddress(target.hostname, allowPrivateNetworks);
  } catch (error) {
    if (error instanceof UnsafeAddress && error.refusal) throw refuse(error.refusal);
    throw error;
  }
  const plainHttpAllowed = env.NEXT_PUBLIC_ENV === "local" || (allowPrivateNetworks && isPrivateAddress(resolved.address));
  if (target.protocol !== "https:" && !plainHttpAllowed) throw refuse(WEBHOOK_HTTPS_MESSAGE);
}
