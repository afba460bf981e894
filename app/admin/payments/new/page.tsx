import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { NewPaymentRun } from "@/components/admin/payments/new-payment-run";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.payments.new");
  return { title: t("title") };
}

export default async function NewPaymentRunPage() {
  await requirePageActor(["ADMIN"]);
  const [entities, t] = await Promise.all([listInvoicingEntities(await getDb()), getTranslations("admin.payments")]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title={t("new.title")}
        backTo={{ href: "/admin/payments", label: t("breadcrumb") }}
        description={t("new.description")}
      />
      <NewPaymentRun entities={entities.map(({ id, name, iban }) => ({ id, name, iban }))} today={businessToday()} />
    </div>
  );
}
