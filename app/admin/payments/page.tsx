import type { Metadata } from "next";
import { PageHeader } from "@/components/admin/page-header";
import { PaymentRunsTable } from "@/components/admin/payments/payment-runs-table";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listPaymentRuns } from "@/server/services/payment-runs/get-payment-run";

export const metadata: Metadata = { title: "Payments" };

export default async function AdminPaymentsPage() {
  await requirePageActor(["ADMIN"]);
  const firstPage = await listPaymentRuns(await getDb(), { limit: 50 });
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Payments" description="Pay approved invoices in runs: a SEPA file for your bank, a list of what to pay by hand, and the contractors told once it is paid." />
      <PaymentRunsTable firstPage={firstPage} timeZone={env.BUSINESS_TIME_ZONE} />
    </div>
  );
}
