import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { ApiKeysSection } from "@/components/admin/settings/api-keys/api-keys-section";
import { BackgroundJobsSection } from "@/components/admin/settings/background-jobs-section";
import { ConfigurationsSection } from "@/components/admin/settings/configurations-section";
import { InvoicingEntitiesSection } from "@/components/admin/settings/invoicing-entities-section";
import { MailOutboxSection } from "@/components/admin/settings/mail-outbox-section";
import { SsoProvidersSection } from "@/components/admin/settings/sso/sso-providers-section";
import { VatRatesSection } from "@/components/admin/settings/vat-rates-section";
import { WebhooksSection } from "@/components/admin/settings/webhooks/webhooks-section";
import { PageSection } from "@/components/ui/page-section";
import { env } from "@/env";
import { MAIL_STATUSES } from "@/lib/domain/reference";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listMailOutbox } from "@/server/services/mail-outbox/list-mail-outbox";
import { listSsoProviders } from "@/server/services/sso-providers/list-sso-providers";
import { mailDeliveryConfigured } from "@/server/mail/mail-transport";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";
import { listBackgroundJobs, listScheduledJobs } from "@/server/services/background-jobs/list-background-jobs";
import { listInvoicingCountries } from "@/server/services/configurations/invoicing-countries";
import { listConfigurations } from "@/server/services/configurations/list-configurations";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";
import { listWebhookEndpoints } from "@/server/services/webhook-endpoints/list-webhook-endpoints";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.settings");
  return { title: t("title") };
}

const OUTBOX_PAGE = 50;
const JOBS_PAGE = 50;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Settings for administrators (from the user menu): invoicing entities, VAT rates, configuration and flags, webhooks, API keys, single sign-on, the mail outbox, the background jobs. */
export default async function AdminSettingsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageActor(["ADMIN"]);
  const requested = (await searchParams).outbox;
  const status = MAIL_STATUSES.find((value) => value === requested) ?? null;
  const db = await getDb();
  const [entities, configurations, countries, endpoints, apiKeys, ssoProviders, outbox, jobs, scheduledJobs, t] = await Promise.all([
    listInvoicingEntities(db),
    listConfigurations(db),
    listInvoicingCountries(db),
    listWebhookEndpoints(db),
    listApiKeys(db),
    listSsoProviders(db),
    listMailOutbox(db, { status: status ?? undefined, page: 1, pageSize: OUTBOX_PAGE }),
    listBackgroundJobs(db, { limit: JOBS_PAGE }),
    listScheduledJobs(db),
    getTranslations("admin.settings"),
  ]);
  const flags = [
    { name: "FEATURE_INVOICING", on: env.FEATURE_INVOICING },
    { name: "FEATURE_EXPENSES", on: env.FEATURE_EXPENSES },
  ];
  return (
    <div className="flex flex-col gap-8 p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <PageSection id="entities" title={t("headings.entities")}>
        <InvoicingEntitiesSection entities={entities} />
      </PageSection>
      <PageSection id="vat" title={t("headings.vat")} anchor>
        <VatRatesSection entries={configurations} countries={countries} />
      </PageSection>
      <PageSection id="configuration" title={t("headings.configuration")}>
        <ConfigurationsSection entries={configurations} flags={flags} />
      </PageSection>
      <PageSection id="webhooks" title={t("headings.webhooks")} anchor>
        <WebhooksSection endpoints={endpoints} timeZone={env.BUSINESS_TIME_ZONE} />
      </PageSection>
      <PageSection id="api-keys" title={t("headings.apiKeys")} anchor>
        <ApiKeysSection apiKeys={apiKeys} timeZone={env.BUSINESS_TIME_ZONE} />
      </PageSection>
      <PageSection id="single-sign-on" title={t("headings.sso")} anchor>
        <SsoProvidersSection providers={ssoProviders} callbackBase={env.DEPLOYMENT_URL.replace(/\/$/, "")} />
      </PageSection>
      <PageSection id="outbox" title={t("headings.outbox")} anchor>
        <MailOutboxSection
          mails={outbox.data}
          total={outbox.pagination.total}
          status={status}
          smtpConfigured={mailDeliveryConfigured()}
          timeZone={env.BUSINESS_TIME_ZONE}
        />
      </PageSection>
      <PageSection id="background-jobs" title={t("headings.backgroundJobs")} anchor>
        <BackgroundJobsSection firstPage={jobs} scheduled={scheduledJobs} timeZone={env.BUSINESS_TIME_ZONE} />
      </PageSection>
    </div>
  );
}
