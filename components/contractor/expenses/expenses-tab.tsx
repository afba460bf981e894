"use client";

import { InvoicePanel } from "@/components/contractor/invoices/invoice-panel";
import { Plus, ReceiptText } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useFormat } from "@/hooks/use-format";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { RefusalNotice } from "@/components/contractor/workspace/ask-administrator";
import { ExpenseDialog } from "./expense-dialog";
import { expenseEditing } from "./expense-rules";
import { ExpensesTable } from "./expenses-table";

type DialogState = { mode: "add" } | { mode: "edit"; expense: ExpenseRecord } | null;

/**
 * The Expenses tab: the expenses of the month with their files and comments, and the dialog to
 * add or edit one. Preparing, submitting and resetting the component is the action bar's job.
 */
export function ExpensesTab({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("contractor.expenses");
  const format = useFormat();
  const [dialog, setDialog] = useState<DialogState>(null);
  const settlement = timesheet.settlementCurrency;
  const editing = expenseEditing(timesheet);
  const period = format.month(timesheet.billingPeriod);

  if (timesheet.expensesStatus === "NOT_ELIGIBLE") {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t("notEligible.title")}
        description={t("notEligible.description")}
      />
    );
  }
  if (!settlement) {
    return <EmptyState icon={ReceiptText} title={t("noCurrency.title")} description={t("noCurrency.description")} />;
  }

  const editable = editing.ok;
  const addButton = editable ? (
    <Button onClick={() => setDialog({ mode: "add" })}>
      <Plus aria-hidden="true" />
      {t("add")}
    </Button>
  ) : null;

  return (
    <section aria-label={t("region", { period })} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {editing.ok ? (
          <p className="text-sm text-muted-foreground">{t("intro", { period, currency: settlement })}</p>
        ) : (
          <RefusalNotice timesheet={timesheet} reason={editing.reason} />
        )}
        {timesheet.expenseRecords.length > 0 ? addButton : null}
      </div>
      {timesheet.expenseRecords.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title={t("empty.title")}
          description={editable ? t("empty.editable", { period }) : t("empty.readOnly")}
          action={addButton}
        />
      ) : (
        <ExpensesTable timesheet={timesheet} settlement={settlement} editable={editable} onEdit={(expense) => setDialog({ mode: "edit", expense })} />
      )}
      {timesheet.expenseRecords.length > 0 ? <InvoicePanel timesheet={timesheet} kind="EXPENSES" editable={editable} /> : null}
      {dialog ? (
        <ExpenseDialog
          key={dialog.mode === "edit" ? dialog.expense.id : "add"}
          timesheet={timesheet}
          settlement={settlement}
          expense={dialog.mode === "edit" ? dialog.expense : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}
