"use client";

import { useTranslations } from "next-intl";
import { MoneyAmount } from "@/components/money/money-amount";
import { StatusBadge } from "@/components/status/status-badge";
import type { ColumnDef } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import type { PaymentRunInvoice } from "@/lib/schemas/payment-runs";

type Cell = { row: { original: PaymentRunInvoice } };

function Title({ name }: { name: "invoice" | "contractor" | "projectAndMonth" | "paidBy" | "status" | "amount" }) {
  const t = useTranslations("admin.payments.invoices");
  return t(name);
}

function InvoiceCell({ row }: Cell) {
  const t = useTranslations("admin.payments.invoices");
  const enums = useTranslations("enums");
  const format = useFormat();
  return (
    <span className="flex flex-col">
      <span className="font-medium tabular-nums">{row.original.number}</span>
      <span className="text-xs text-muted-foreground">{t("kindAndDate", { kind: enums(`component.${row.original.kind}`), date: format.date(row.original.invoiceDate) })}</span>
    </span>
  );
}

function ContractorCell({ row }: Cell) {
  const t = useTranslations("admin.payments.invoices");
  return (
    <span className="flex flex-col">
      <span>{row.original.contractor.name}</span>
      <span className="text-xs text-muted-foreground">{row.original.iban ?? t("noIban")}</span>
    </span>
  );
}

function ProjectCell({ row }: Cell) {
  const format = useFormat();
  return (
    <span className="flex flex-col">
      <span>{row.original.project.name}</span>
      <span className="text-xs text-muted-foreground">{format.month(row.original.billingPeriod)}</span>
    </span>
  );
}

function RouteCell({ row }: Cell) {
  const t = useTranslations("admin.payments.invoices");
  return row.original.sepa ? t("sepaTransfer") : <span className="text-muted-foreground">{t("outsideSepa")}</span>;
}

function StatusCell({ row }: Cell) {
  const t = useTranslations("admin.payments");
  const format = useFormat();
  return (
    <span className="flex flex-col items-start gap-0.5">
      <StatusBadge status={row.original.status} label={t(`invoiceStatus.${row.original.status}`)} />
      {row.original.paidOn ? <span className="text-xs text-muted-foreground">{t("invoices.on", { date: format.date(row.original.paidOn) })}</span> : null}
    </span>
  );
}

/**
 * One invoice of a run or of the run being made: the columns both tables share. Constants
 * (DataTable renders each cell as a component); the words come from the catalogue in the cells.
 */
export const RUN_INVOICE_COLUMNS: ColumnDef<PaymentRunInvoice>[] = [
  { accessorKey: "number", header: () => <Title name="invoice" />, cell: InvoiceCell },
  { id: "contractor", accessorFn: (i) => i.contractor.name, header: () => <Title name="contractor" />, cell: ContractorCell },
  {
    id: "project",
    accessorFn: (i) => `${i.project.name} ${i.billingPeriod.name}`,
    header: () => <Title name="projectAndMonth" />,
    cell: ProjectCell,
  },
  { id: "route", accessorFn: (i) => (i.sepa ? 1 : 0), header: () => <Title name="paidBy" />, cell: RouteCell },
  { id: "status", accessorFn: (i) => i.status, header: () => <Title name="status" />, cell: StatusCell },
  {
    id: "amount",
    accessorFn: (i) => `${i.currency} ${i.amount}`,
    header: () => <Title name="amount" />,
    // Amounts of several currencies do not sort against each other.
    enableSorting: false,
    meta: { className: "text-right" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.currency} />,
  },
];
