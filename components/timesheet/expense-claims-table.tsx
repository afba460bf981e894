"use client";

import { useTranslations } from "next-intl";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import { EmptyState } from "@/components/ui/empty-state";
import { contestedRowProps } from "@/lib/format/contested-row";
import { ColumnWord } from "./column-words";
import { expenseClaimColumns, type ExpenseClaimFields } from "./expense-claim-columns";

export interface ExpenseClaimItem extends ExpenseClaimFields {
  currency: string;
  /** When given, a column counts the receipts and invoices attached. */
  fileIds?: readonly string[];
}

export interface ExpenseClaimsTableProps {
  expenses: readonly ExpenseClaimItem[];
  ariaLabel: string;
  empty: { title: string; description: string };
  /** Expenses contested one by one, by id, with their reasons: highlighted. */
  contested?: ReadonlyMap<string, { reason: string }>;
}

const COLUMNS = expenseClaimColumns<ExpenseClaimItem>({ currencyOf: (expense) => expense.currency });

const COLUMNS_WITH_RECEIPTS: ColumnDef<ExpenseClaimItem>[] = [
  ...COLUMNS,
  { id: "receipts", header: () => <ColumnWord name="receipts" />, meta: { className: "text-right tabular-nums" }, cell: ({ row }) => row.original.fileIds?.length ?? 0 },
];

/** The expenses claimed on a timesheet: what was paid, at which rate, and what is reimbursed (read-only). */
export function ExpenseClaimsTable({ expenses, ariaLabel, empty, contested }: ExpenseClaimsTableProps) {
  const t = useTranslations("timesheet");
  const format = useFormat();
  const withFiles = expenses.some((expense) => expense.fileIds !== undefined);
  const rowLabel = (expense: ExpenseClaimItem) => {
    const reason = contested?.get(expense.id)?.reason;
    return reason === undefined ? undefined : t("contestedRow", { date: format.date(expense.date), what: expense.details || expense.category, reason });
  };
  return (
    <DataTable
      columns={withFiles ? COLUMNS_WITH_RECEIPTS : COLUMNS}
      data={expenses}
      caption={ariaLabel}
      manualSorting
      empty={<EmptyState title={empty.title} description={empty.description} />}
      containerClassName="max-h-96"
      scrollLabel={ariaLabel}
      rowProps={(expense) => ({ "data-expense-id": expense.id, "data-contested": contested?.has(expense.id) || undefined, ...contestedRowProps({ date: expense.date, what: expense.details || expense.category }, contested?.get(expense.id)?.reason, rowLabel(expense)) })}
    />
  );
}
