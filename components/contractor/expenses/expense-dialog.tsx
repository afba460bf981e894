"use client";

import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useSaveExpenseRecord } from "@/hooks/use-expense-records";
import { useFormat } from "@/hooks/use-format";
import { useZodForm } from "@/hooks/use-zod-form";
import { BillingPeriod, type Currency } from "@/lib/domain";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import { ExpenseFilesField } from "./expense-files-field";
import { ExpenseFormFields } from "./expense-form-fields";
import { checkExpense, convertedAmount, expenseFormOptions } from "./expense-checks";
import { initialValues } from "./expense-form-values";
import { todayIso } from "./expense-rules";
import { useExpenseLanguage } from "./use-expense-language";
import { useStagedFiles } from "./use-staged-files";

export interface ExpenseDialogProps {
  timesheet: TimesheetDetail;
  settlement: Currency;
  /** The expense to edit; none to add one. */
  expense?: ExpenseRecord;
  onClose: () => void;
}

/**
 * Add or edit an expense. Rendered while open, so every opening starts from the expense (or
 * empty). A failed request keeps the dialog open with everything typed and attached.
 */
export function ExpenseDialog({ timesheet, settlement, expense, onClose }: ExpenseDialogProps) {
  const t = useTranslations("contractor.expenses");
  const tc = useTranslations("common");
  const format = useFormat();
  const language = useExpenseLanguage();
  const period = BillingPeriod.from(timesheet.billingPeriod);
  const form = useZodForm({ ...expenseFormOptions(period, timesheet.id, expense, language), initial: initialValues(period, settlement, todayIso(), expense, format) });
  const files = useStagedFiles(timesheet.id, expense?.files ?? []);
  const save = useSaveExpenseRecord(timesheet);
  const busy = form.submitting;
  // Judged with the route's own schema on every change: the converted amount shows once it takes the amount and rate.
  const converted = convertedAmount(checkExpense(form.values, period, timesheet.id, expense, language), form.values, settlement, language.decimal);

  // Server issues go next to their fields; whatever has no field has no place in the dialog, so it is said in a toast.
  useEffect(() => {
    if (form.formError) toast({ title: t("error"), description: form.formError, variant: "destructive" });
  }, [form.formError, t]);

  const submit = form.handleSubmit(async (body) => {
    // A file refused when added (too large, not a receipt's type) is not silently dropped from the
    // expense: nothing is saved until another file is chosen or the refused one is left out (#47.4).
    if (files.rejected.length > 0) return form.setError("files", t("dialog.refusedNotSaved"));
    const fileIds = await files.uploadAll();
    if (!fileIds) return form.setError("files", t("dialog.uploadFailed"));
    await save.mutateAsync({ ...body, fileIds });
    const leftover = await files.afterSave();
    if (leftover) toast({ title: t("error"), description: t("dialog.leftover", { reason: leftover }), variant: "destructive" });
    else toast({ title: expense ? t("dialog.updated") : t("dialog.added") });
    onClose();
  });

  function onOpenChange(open: boolean) {
    if (open || busy) return;
    files.discard();
    onClose();
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{expense ? t("dialog.editTitle") : t("dialog.addTitle")}</DialogTitle>
          <DialogDescription>
            {t("dialog.description", { period: format.month(timesheet.billingPeriod), currency: settlement })}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <ExpenseFormFields form={form} converted={converted} period={period} settlement={settlement} />
          <ExpenseFilesField files={files} error={form.errors.files} disabled={busy} />
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {tc("cancel")}
            </Button>
            <Button type="submit" pending={busy}>
              {files.uploading ? t("dialog.uploading") : expense ? t("dialog.save") : t("dialog.addTitle")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
