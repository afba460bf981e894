import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { PaymentRunsTable } from "@/components/admin/payments/payment-runs-table";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listPaymentRuns } from "@/server/services/payment-runs/get-payment-run";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.payments");
  return { title: t("title") };
}

export default async function AdminPaymentsPage() {
  await requirePageActor(["ADMIN"]);
  const [firstPage, t] = await Promise.all([listPaymentRuns(await getDb(), { limit: 50 }), getTranslations("admin.payments")]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <PaymentRunsTable firstPage={firstPage} timeZone={env.BUSINESS_TIME_ZONE} />
    </div>
  );
}
