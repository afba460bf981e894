"use client";

import { InvoicePanel } from "@/components/contractor/invoices/invoice-panel";
import { Plus, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
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
  const [dialog, setDialog] = useState<DialogState>(null);
  const settlement = timesheet.settlementCurrency;
  const editing = expenseEditing(timesheet);
  const period = timesheet.billingPeriod.name;

  if (timesheet.expensesStatus === "NOT_ELIGIBLE") {
    return (
      <EmptyState
        icon={ReceiptText}
        title="No expenses in this engagement"
        description="Expenses are not part of this engagement, so there is nothing to settle here. If you paid costs the client should cover, ask your administrator."
      />
    );
  }
  if (!settlement) {
    return <EmptyState icon={ReceiptText} title="Expenses cannot be added yet" description="This engagement has no rate yet, so there is no currency to settle expenses in. Ask your administrator." />;
  }

  const editable = editing.ok;
  const addButton = editable ? (
    <Button onClick={() => setDialog({ mode: "add" })}>
      <Plus aria-hidden="true" />
      Add expense
    </Button>
  ) : null;

  return (
    <section aria-label={`Expenses of ${period}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {editing.ok ? (
          <p className="text-sm text-muted-foreground">{`Costs you paid for this work in ${period}, settled in ${settlement}.`}</p>
        ) : (
          <RefusalNotice timesheet={timesheet} reason={editing.reason} />
        )}
        {timesheet.expenseRecords.length > 0 ? addButton : null}
      </div>
      {timesheet.expenseRecords.length === 0 ? (
        <EmptyState
          icon={ReceiptText}
          title="No expenses yet"
          description={
            editable
              ? `Add the flights, hotels, taxis and other costs you paid in ${period}, each with its receipt or invoice.`
              : "There are no expenses in this month, and they cannot be changed now."
          }
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
