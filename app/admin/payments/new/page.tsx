import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { NewPaymentRun } from "@/components/admin/payments/new-payment-run";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

export const metadata: Metadata = { title: "New payment run" };

export default async function NewPaymentRunPage() {
  await requirePageActor(["ADMIN"]);
  const entities = await listInvoicingEntities(await getDb());
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title="New payment run"
        breadcrumb={<Link href="/admin/payments">Payments</Link>}
        description="Choose the approved invoices to pay. Euro invoices to accounts in the SEPA area go into one SEPA credit transfer file; the rest are listed to pay by hand."
      />
      <NewPaymentRun entities={entities.map(({ id, name, iban }) => ({ id, name, iban }))} today={businessToday()} />
    </div>
  );
}
