import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { BillingDetailsForm } from "@/components/contractor/billing/billing-details-form";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { getBillingDetails } from "@/server/services/billing-details/get-billing-details";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contractor.pages");
  return { title: t("billingDetails") };
}

/** Reached from the user menu: what the contractor's invoices say about them and where they are paid. */
export default async function BillingDetailsPage() {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const current = await getBillingDetails(await getDb(), actor, {});
  const t = await getTranslations("contractor");
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={t("pages.billingDetails")} description={t("billing.description")} />
      <BillingDetailsForm current={current} redirectUrl={env.BILLING_DETAILS_UPDATED_URL ?? null} />
    </div>
  );
}
