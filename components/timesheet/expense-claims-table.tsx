"use client";

import { MoneyAmount } from "@/components/money/money-amount";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatExchangeRate } from "@/lib/format/money";

export interface ExpenseClaimItem {
  id: string;
  date: string;
  category: string;
  details: string;
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  amount: string;
  currency: string;
  /** When given, a column counts the receipts and invoices attached. */
  fileIds?: readonly string[];
}

export interface ExpenseClaimsTableProps {
  expenses: readonly ExpenseClaimItem[];
  ariaLabel: string;
  empty: { title: string; description: string };
}

const COLUMNS: ColumnDef<ExpenseClaimItem>[] = [
  { id: "date", header: "Date", meta: { className: "whitespace-nowrap tabular-nums" }, cell: ({ row }) => formatDate(row.original.date) },
  { id: "category", header: "Category", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => enumLabel(row.original.category) },
  { id: "details", header: "Details", cell: ({ row }) => row.original.details || <span className="text-muted-foreground">—</span> },
  {
    id: "paid",
    header: "Paid",
    meta: { className: "whitespace-nowrap text-right tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amountInExpenseCurrency} currency={row.original.expenseCurrency} />,
  },
  {
    id: "exchangeRate",
    header: "Exchange rate",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => formatExchangeRate(row.original.exchangeRate),
  },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "whitespace-nowrap text-right font-medium tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.currency} />,
  },
];

const COLUMNS_WITH_RECEIPTS: ColumnDef<ExpenseClaimItem>[] = [
  ...COLUMNS,
  { id: "receipts", header: "Receipts", meta: { className: "text-right tabular-nums" }, cell: ({ row }) => row.original.fileIds?.length ?? 0 },
];

/** The expenses claimed on a timesheet: what was paid, at which rate, and what is reimbursed (read-only). */
export function ExpenseClaimsTable({ expenses, ariaLabel, empty }: ExpenseClaimsTableProps) {
  const withFiles = expenses.some((expense) => expense.fileIds !== undefined);
  return (
    <DataTable
      columns={withFiles ? COLUMNS_WITH_RECEIPTS : COLUMNS}
      data={expenses}
      getRowId={(expense) => expense.id}
      caption={ariaLabel}
      manualSorting
      empty={<EmptyState title={empty.title} description={empty.description} />}
      containerClassName="max-h-96"
      scrollLabel={ariaLabel}
    />
  );
}
