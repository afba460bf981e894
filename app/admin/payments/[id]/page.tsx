import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageHeader } from "@/components/ui/page-header";
import { PaymentRunDetailView } from "@/components/admin/payments/payment-run-detail";
import { env } from "@/env";
import { AppError } from "@/lib/errors";
import { paymentRunParams } from "@/lib/schemas/payment-runs";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { getPaymentRun } from "@/server/services/payment-runs/get-payment-run";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.payments.detail");
  return { title: t("title") };
}

export default async function PaymentRunPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageActor(["ADMIN"]);
  const parsed = paymentRunParams.safeParse(await params);
  if (!parsed.success) notFound();
  const run = await getPaymentRun(await getDb(), parsed.data.id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  const t = await getTranslations("admin.payments");
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={t("detail.heading", { reference: run.reference })} backTo={{ href: "/admin/payments", label: t("breadcrumb") }} />
      <PaymentRunDetailView run={run} today={businessToday()} timeZone={env.BUSINESS_TIME_ZONE} />
    </div>
  );
}
