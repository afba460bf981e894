"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ContestedLines } from "@/components/contractor/workspace/contested-lines";
import { cn } from "@/lib/cn";
import { contestedReasons } from "@/lib/format/contested-lines";
import { CONTESTED_ROW_CLASS } from "@/lib/format/contested-row";
import { useFormat } from "@/hooks/use-format";
import { MoneyList } from "@/components/money/money-list";
import { DataTable } from "@/components/ui/data-table";
import { TableCell, TableRow } from "@/components/ui/table";
import type { Currency } from "@/lib/domain";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseCellsProvider, expenseColumns } from "./expense-columns";

interface ExpensesTableProps {
  timesheet: TimesheetDetail;
  settlement: Currency;
  editable: boolean;
  onEdit: (expense: ExpenseRecord) => void;
}

/**
 * The expenses by date, with what was paid, the rate, the settled amount, files and comments, and
 * their total in the table's footer. The rows keep their date order: the headers do not sort.
 */
export function ExpensesTable({ timesheet, settlement, editable, onEdit }: ExpensesTableProps) {
  const t = useTranslations("contractor.expenses");
  const words = useTranslations("timesheet");
  const format = useFormat();
  const all = useMemo(() => [...timesheet.expenseRecords].sort((a, b) => a.date.localeCompare(b.date)), [timesheet.expenseRecords]);
  const contested = contestedReasons(timesheet.contestedLines, "EXPENSES");
  const [onlyContested, setOnlyContested] = useState(false);
  const expenses = onlyContested && contested.size > 0 ? all.filter((expense) => contested.has(expense.id)) : all;
  // Rebuilt only when the currency changes (a string, the same across refetches): new columns
  // would remount every cell; the timesheet and handlers reach the cells through the provider.
  const columns = useMemo(() => expenseColumns(settlement, t), [settlement, t]);
  const count = all.length;
  // Under the settled amounts: the total lines up with the column it sums.
  const footer = (
    <TableRow>
      <TableCell colSpan={5}>
        {t("total", { count })}
      </TableCell>
      <TableCell className="text-right" data-testid="expenses-total">
        <MoneyList amounts={timesheet.totals.expenses} className="items-end" />
      </TableCell>
      <TableCell colSpan={2} />
    </TableRow>
  );
  return (
    <ExpenseCellsProvider value={{ timesheet, editable, onEdit }}>
      <ContestedLines timesheet={timesheet} component="EXPENSES" contested={contested} onlyContested={onlyContested} onOnlyContestedChange={setOnlyContested} />
      <DataTable
        columns={columns}
        data={expenses}
        caption={t("caption", { period: format.month(timesheet.billingPeriod) })}
        manualSorting
        containerClassName="max-h-[calc(100dvh-20rem)]"
        rowProps={(expense) => ({ "data-expense-id": expense.id, "data-contested": contested.has(expense.id) || undefined, ...contested.has(expense.id)
            ? {
                "aria-label": words("contestedRow", { date: format.date(expense.date), what: expense.details || expense.category, reason: contested.get(expense.id)?.reason ?? "" }),
                // Out of the tab order, but the contested-lines list can move the focus here.
                tabIndex: -1,
                className: cn(CONTESTED_ROW_CLASS),
              }
            : {} })}
        footer={footer}
      />
    </ExpenseCellsProvider>
  );
}
