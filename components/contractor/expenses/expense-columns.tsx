"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ExpenseCommentsButton } from "@/components/contractor/comments/expense-comments-button";
import { expenseClaimColumns } from "@/components/timesheet/expense-claim-columns";
import { Button } from "@/components/ui/button";
import { createColumnsContext } from "@/components/ui/columns-context";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { CellContext, ColumnDef } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast";
import { useDeleteExpenseRecord } from "@/hooks/use-expense-records";
import { useFormat } from "@/hooks/use-format";
import type { Currency } from "@/lib/domain";
import { isExpenseCategory } from "@/components/timesheet/enum-guards";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseFileChips } from "./expense-file-chips";

/** "the expense of 04 Nov 2026 (Flights, €429.81)": how a person tells one expense from another. */
function useExpenseName(): (expense: ExpenseRecord) => string {
  const t = useTranslations("contractor.expenses");
  const enums = useTranslations("enums");
  const format = useFormat();
  return (expense) =>
    t("expenseName", {
      date: format.date(expense.date),
      category: isExpenseCategory(expense.category) ? enums(`expenseCategory.${expense.category}`) : expense.category,
      amount: format.money(expense.amount, expense.originalCurrency),
    });
}

export interface ExpenseCellsValue {
  timesheet: TimesheetDetail;
  /** Whether expenses may change now: adds edit and delete to the last cell. */
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

// Columns depend on the settlement currency alone (see createColumnsContext); what changes reaches the cells here.
const expenseCells = createColumnsContext<ExpenseCellsValue>("expense");
/** What the expense columns' cells need besides the expense itself. */
export const ExpenseCellsProvider = expenseCells.Provider;
const useExpenseCells = expenseCells.use;

/** The last cell of a row: the expense's comments, and edit and delete while expenses may change. */
function ExpenseActions({ row }: CellContext<ExpenseRecord, unknown>) {
  const { timesheet, editable, onEdit } = useExpenseCells();
  const expense = row.original;
  const remove = useDeleteExpenseRecord(timesheet);
  const t = useTranslations("contractor.expenses");
  const name = useExpenseName()(expense);

  async function confirmDelete() {
    try {
      await remove.mutateAsync(expense);
      toast({ title: t("deleted"), description: t("deletedName", { name }) });
    } catch (error) {
      toast({ title: t("error"), description: (error as Error).message, variant: "destructive" });
      throw error;
    }
  }

  return (
    <>
      <ExpenseCommentsButton timesheet={timesheet} expense={expense} />
      {editable ? (
        <>
          <Button variant="ghost" size="icon-sm" aria-label={t("edit", { name })} onClick={() => onEdit(expense)}>
            <Pencil aria-hidden="true" />
          </Button>
          <ConfirmDialog
            subject={name}
            description={t("deleteDescription")}
            onConfirm={confirmDelete}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={t("delete", { name })}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </>
      ) : null}
    </>
  );
}

/** The columns of the expenses table: what was paid, the rate, the settled amount, files, comments
 *  and actions. They change with the settlement currency only (the amount's header names it);
 *  render them inside `ExpenseCellsProvider`. */
export function expenseColumns(settlement: Currency, t: ReturnType<typeof useTranslations<"contractor.expenses">>): ColumnDef<ExpenseRecord>[] {
  return [
    ...expenseClaimColumns<ExpenseRecord>({
      currencyOf: (expense) => expense.originalCurrency,
      amountHeader: t("amountIn", { currency: settlement }),
      detailsClassName: "max-w-64 whitespace-pre-wrap break-words",
    }),
    { id: "files", header: t("files"), cell: ({ row }) => <ExpenseFileChips files={row.original.files} /> },
    { id: "actions", meta: { className: "whitespace-nowrap text-right", label: t("commentsAndActions") }, cell: ExpenseActions },
  ];
}
