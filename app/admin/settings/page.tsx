import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/admin/page-header";
import { ApiKeysSection } from "@/components/admin/settings/api-keys/api-keys-section";
import { ConfigurationsSection } from "@/components/admin/settings/configurations-section";
import { InvoicingEntitiesSection } from "@/components/admin/settings/invoicing-entities-section";
import { MailOutboxSection } from "@/components/admin/settings/mail-outbox-section";
import { SsoProvidersSection } from "@/components/admin/settings/sso/sso-providers-section";
import { WebhooksSection } from "@/components/admin/settings/webhooks/webhooks-section";
import { env } from "@/env";
import { MAIL_STATUSES } from "@/lib/domain/reference";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listMailOutbox } from "@/server/mail/list-mail-outbox";
import { listSsoProviders } from "@/server/services/sso-providers/list-sso-providers";
import { mailDeliveryConfigured } from "@/server/mail/mail-transport";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";
import { listConfigurations } from "@/server/services/configurations/list-configurations";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";
import { listWebhookEndpoints } from "@/server/services/webhook-endpoints/list-webhook-endpoints";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.settings");
  return { title: t("title") };
}

const OUTBOX_PAGE = 50;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Settings for administrators (from the user menu): invoicing entities, configuration and flags, webhooks, API keys, single sign-on, the mail outbox. */
export default async function AdminSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageActor(["ADMIN"]);
  const requested = (await searchParams).outbox;
  const status = MAIL_STATUSES.find((value) => value === requested) ?? null;
  const db = await getDb();
  const [entities, configurations, endpoints, apiKeys, ssoProviders, outbox, t] = await Promise.all([
    listInvoicingEntities(db),
    listConfigurations(db),
    listWebhookEndpoints(db),
    listApiKeys(db),
    listSsoProviders(db),
    listMailOutbox(db, { status: status ?? undefined, page: 1, pageSize: OUTBOX_PAGE }),
    getTranslations("admin.settings"),
  ]);
  const flags = [
    { name: "FEATURE_INVOICING", on: env.FEATURE_INVOICING },
    { name: "FEATURE_EXPENSES", on: env.FEATURE_EXPENSES },
  ];
  return (
    <div className="flex flex-col gap-8 p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <section aria-labelledby="entities-heading" className="flex flex-col gap-3">
        <h2 id="entities-heading" className="text-sm font-semibold">
          {t("headings.entities")}
        </h2>
        <InvoicingEntitiesSection entities={entities} />
      </section>
      <section aria-labelledby="configuration-heading" className="flex flex-col gap-3">
        <h2 id="configuration-heading" className="text-sm font-semibold">
          {t("headings.configuration")}
        </h2>
        <ConfigurationsSection entries={configurations} flags={flags} />
      </section>
      <section id="webhooks" aria-labelledby="webhooks-heading" className="flex flex-col gap-3">
        <h2 id="webhooks-heading" className="text-sm font-semibold">
          {t("headings.webhooks")}
        </h2>
        <WebhooksSection endpoints={endpoints} timeZone={env.BUSINESS_TIME_ZONE} />
      </section>
      <section id="api-keys" aria-labelledby="api-keys-heading" className="flex flex-col gap-3">
        <h2 id="api-keys-heading" className="text-sm font-semibold">
          {t("headings.apiKeys")}
        </h2>
        <ApiKeysSection apiKeys={apiKeys} timeZone={env.BUSINESS_TIME_ZONE} />
      </section>
      <section id="single-sign-on" aria-labelledby="sso-heading" className="flex flex-col gap-3">
        <h2 id="sso-heading" className="text-sm font-semibold">
          {t("headings.sso")}
        </h2>
        <SsoProvidersSection providers={ssoProviders} callbackBase={env.DEPLOYMENT_URL.replace(/\/$/, "")} />
      </section>
      <section id="outbox" aria-labelledby="outbox-heading" className="flex flex-col gap-3">
        <h2 id="outbox-heading" className="text-sm font-semibold">
          {t("headings.outbox")}
        </h2>
        <MailOutboxSection
          mails={outbox.data}
          total={outbox.pagination.total}
          status={status}
          smtpConfigured={mailDeliveryConfigured()}
          timeZone={env.BUSINESS_TIME_ZONE}
        />
      </section>
    </div>
  );
}
