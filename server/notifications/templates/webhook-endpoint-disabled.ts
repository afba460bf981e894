import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { WebhookEndpointDisabledData } from "./data";
import { appLink, mailOpeningWith, type RenderedMail } from "./mail-builder";

/** WEBHOOK_ENDPOINT_DISABLED: deliveries failed for three days, so Settle stopped sending there. */
export function webhookEndpointDisabledMail(data: WebhookEndpointDisabledData, language: Language): RenderedMail {
  const t = translatorFor(language, "mail.webhookEndpointDisabled");
  return mailOpeningWith(
    { language, subject: t("subject"), recipientName: data.recipientName, opening: t("body", { url: data.url, failingSince: data.failingSince }) },
    { kind: "paragraph", text: t("fix") },
    { kind: "action", label: t("action"), href: appLink("/admin/settings#webhooks") },
  );
}
