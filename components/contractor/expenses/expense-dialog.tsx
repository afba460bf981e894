"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useSaveExpenseRecord } from "@/hooks/use-expense-records";
import { ApiError } from "@/lib/api-client";
import { BillingPeriod, type Currency } from "@/lib/domain";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseFilesField } from "./expense-files-field";
import { ExpenseFormFields } from "./expense-form-fields";
import { checkExpense, convertedAmount } from "./expense-checks";
import { fieldOfIssue, initialValues, type ExpenseFormValues, type FieldErrors } from "./expense-form-values";
import { todayIso } from "./expense-rules";
import { useStagedFiles } from "./use-staged-files";

export interface ExpenseDialogProps {
  timesheet: TimesheetDetail;
  settlement: Currency;
  /** The expense to edit; none to add one. */
  expense?: ExpenseRecord;
  onClose: () => void;
}

/** Server issues go next to their fields; whatever has no field is said in a destructive toast. */
function serverErrors(error: Error): { fields: FieldErrors; toast: string | null } {
  const fields: FieldErrors = {};
  const rest: string[] = [];
  for (const issue of error instanceof ApiError ? error.issues : []) {
    const field = fieldOfIssue(issue.path);
    if (field && !fields[field]) fields[field] = issue.message;
    else if (!field) rest.push(issue.message);
  }
  const anyField = Object.keys(fields).length > 0;
  return { fields, toast: rest.length > 0 ? rest.join(" ") : anyField ? null : error.message };
}

/**
 * Add or edit an expense. Rendered while open, so every opening starts from the expense (or
 * empty). A failed request keeps the dialog open with everything typed and attached.
 */
export function ExpenseDialog({ timesheet, settlement, expense, onClose }: ExpenseDialogProps) {
  const period = BillingPeriod.from(timesheet.billingPeriod);
  const [values, setValues] = useState<ExpenseFormValues>(() => initialValues(period, settlement, todayIso(), expense));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const files = useStagedFiles(timesheet.id, expense?.files ?? []);
  const save = useSaveExpenseRecord(timesheet);
  // Judged with the route's own schema on every change: the converted amount shows once it takes the amount and rate.
  const check = checkExpense(values, period, timesheet.id, expense);

  function change(patch: Partial<ExpenseFormValues>) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as (keyof ExpenseFormValues)[]) delete next[key];
      return next;
    });
  }

  function show(found: FieldErrors) {
    setErrors(found);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body } = check;
    if (!body) {
      if (check.other.length > 0) toast({ title: "Error", description: check.other.join(" "), variant: "destructive" });
      return show(check.errors);
    }
    setBusy(true);
    setErrors({});
    const fileIds = await files.uploadAll();
    if (!fileIds) {
      setBusy(false);
      return show({ files: "Some files could not be uploaded. Save again to retry them, or remove them." });
    }
    try {
      await save.mutateAsync({ ...body, fileIds });
    } catch (error) {
      setBusy(false);
      const { fields, toast: message } = serverErrors(error as Error);
      show(fields);
      if (message) toast({ title: "Error", description: message, variant: "destructive" });
      return;
    }
    const leftover = await files.afterSave();
    if (leftover) toast({ title: "Error", description: `The expense was saved, but the removed files could not be deleted: ${leftover}`, variant: "destructive" });
    else toast({ title: expense ? "Expense updated" : "Expense added" });
    onClose();
  }

  function onOpenChange(open: boolean) {
    if (open || busy) return;
    files.discard();
    onClose();
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{expense ? "Edit expense" : "Add expense"}</DialogTitle>
          <DialogDescription>
            An expense you paid in {period.name}, with its receipt or invoice. It is settled in {settlement}.
          </DialogDescription>
        </DialogHeader>
        <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
          <ExpenseFormFields
            values={values}
            errors={errors}
            converted={convertedAmount(check, values, settlement)}
            period={period}
            settlement={settlement}
            disabled={busy}
            onChange={change}
          />
          <ExpenseFilesField files={files} error={errors.files} disabled={busy} />
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={busy}>
              {files.uploading ? "Uploading…" : expense ? "Save expense" : "Add expense"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
