import "server-only";
import type { WebhookEndpointDisabledData } from "./data";
import { appLink, buildMail, type RenderedMail } from "./mail-builder";

/** WEBHOOK_ENDPOINT_DISABLED: deliveries failed for three days, so Settle stopped sending there. */
export function webhookEndpointDisabledMail(data: WebhookEndpointDisabledData): RenderedMail {
  return buildMail({
    subject: "A webhook endpoint was disabled",
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `Deliveries to ${data.url} have failed since ${data.failingSince}, so Settle disabled the endpoint. Events are no longer sent there.` },
      { kind: "paragraph", text: "Fix the receiver, enable the endpoint again in Settings, and resend the failed deliveries from its delivery log." },
      { kind: "action", label: "Open the webhook settings", href: appLink("/admin/settings#webhooks") },
    ],
  });
}
