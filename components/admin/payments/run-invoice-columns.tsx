import { MoneyAmount } from "@/components/money/money-amount";
import { StatusBadge } from "@/components/status/status-badge";
import type { ColumnDef } from "@/components/ui/data-table";
import { formatDate } from "@/lib/format/date";
import type { PaymentRunInvoice } from "@/lib/schemas/payment-runs";
import { INVOICE_KIND_LABEL, INVOICE_STATUS_LABEL } from "./payment-labels";

/** One invoice of a run or of the run being made: the columns both tables share. */
export const RUN_INVOICE_COLUMNS: ColumnDef<PaymentRunInvoice>[] = [
  {
    accessorKey: "number",
    header: "Invoice",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-medium tabular-nums">{row.original.number}</span>
        <span className="text-xs text-muted-foreground">
          {INVOICE_KIND_LABEL[row.original.kind]}, {formatDate(row.original.invoiceDate)}
        </span>
      </span>
    ),
  },
  {
    id: "contractor",
    accessorFn: (i) => i.contractor.name,
    header: "Contractor",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.contractor.name}</span>
        <span className="text-xs text-muted-foreground">{row.original.iban ?? "No IBAN"}</span>
      </span>
    ),
  },
  {
    id: "project",
    accessorFn: (i) => `${i.project.name} ${i.billingPeriod.name}`,
    header: "Project and month",
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span>{row.original.project.name}</span>
        <span className="text-xs text-muted-foreground">{row.original.billingPeriod.name}</span>
      </span>
    ),
  },
  {
    id: "route",
    accessorFn: (i) => (i.sepa ? "SEPA" : "Outside SEPA"),
    header: "Paid by",
    cell: ({ row }) => (row.original.sepa ? "SEPA transfer" : <span className="text-muted-foreground">Outside SEPA</span>),
  },
  {
    id: "status",
    accessorFn: (i) => INVOICE_STATUS_LABEL[i.status],
    header: "Status",
    cell: ({ row }) => (
      <span className="flex flex-col items-start gap-0.5">
        <StatusBadge status={row.original.status} label={INVOICE_STATUS_LABEL[row.original.status]} />
        {row.original.paidOn ? <span className="text-xs text-muted-foreground">on {formatDate(row.original.paidOn)}</span> : null}
      </span>
    ),
  },
  {
    id: "amount",
    accessorFn: (i) => `${i.currency} ${i.amount}`,
    header: "Amount",
    // Amounts of several currencies do not sort against each other.
    enableSorting: false,
    meta: { className: "text-right" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.currency} />,
  },
];
