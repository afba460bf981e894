"use client";

import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";
import type { KeyboardEvent } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TableCell, TableRow } from "@/components/ui/table";
import { RateUnitText } from "@/components/timesheet/column-words";
import { useFormat } from "@/hooks/use-format";
import { useZodForm } from "@/hooks/use-zod-form";
import { timesheetRecordInput, WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";

export type RecordChanges = { workSummary: string; counterPart: string; timeAmount: string };

export interface RecordEditRowProps {
  record: TimesheetRecord;
  /** Rejects when the save failed: the row stays open with what was typed. */
  onSave: (changes: RecordChanges) => Promise<void>;
  onCancel: () => void;
}

/** A record being edited in place: Enter saves, Escape cancels. */
export function RecordEditRow({ record, onSave, onCancel }: RecordEditRowProps) {
  const t = useTranslations("contractor.fee");
  const format = useFormat();
  const date = format.date(record.date);
  const unit = record.timeUnit === "DAYS" ? t("edit.unitDays") : t("edit.unitHours");
  // The time as the API takes it: "1,5" typed in German is "1.5"; text that is no number goes as typed, for the schema to refuse.
  const trimmed = (values: RecordChanges): RecordChanges => ({
    workSummary: values.workSummary.trim(),
    counterPart: values.counterPart.trim(),
    timeAmount: format.parseDecimal(values.timeAmount.trim()) ?? values.timeAmount.trim(),
  });
  // The record as the update sends it, judged by the schema the route parses each record with.
  const form = useZodForm({
    schema: timesheetRecordInput,
    initial: {
      workSummary: record.workSummary,
      counterPart: record.counterPart,
      timeAmount: format.number(record.timeAmount.includes(".") ? record.timeAmount.replace(/\.?0+$/, "") : record.timeAmount),
    },
    toInput: (values: RecordChanges) => ({ id: record.id, version: record.version, date: record.date, rateId: record.rate.id, timeUnit: record.timeUnit, ...trimmed(values) }),
    message: (field, issue) => (field === "workSummary" && issue.code === "too_small" ? t("describeTheWork") : issue.message),
    notSaved: t("edit.notSaved"),
  });
  const save = form.handleSubmit(() => onSave(trimmed(form.values)));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter") {
      event.preventDefault();
      if (!form.submitting) void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  const field = (name: keyof RecordChanges) => ({ ...form.field(name), onKeyDown, disabled: form.submitting });
  const error = (name: keyof RecordChanges) =>
    form.errors[name] ? (
      <p id={`${form.idFor(name)}-error`} className="mt-1 text-xs text-destructive">
        {form.errors[name]}
      </p>
    ) : null;

  return (
    <TableRow data-state="selected" data-record-id={record.id} aria-label={t("edit.editing", { date })}>
      <TableCell className="whitespace-nowrap tabular-nums">{date}</TableCell>
      <TableCell>
        <Input {...field("workSummary")} autoFocus aria-label={t("edit.workSummary", { date })} limit={WORK_SUMMARY_MAX} />
        {error("workSummary")}
        <FormError message={form.formError} inline className="mt-1 text-xs" />
      </TableCell>
      <TableCell>
        <Input {...field("counterPart")} aria-label={t("edit.counterPart", { date })} />
        {error("counterPart")}
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Input {...field("timeAmount")} inputMode="decimal" aria-label={t("edit.timeIn", { unit: record.timeUnit, date })} className="w-20 text-right" />
          <span className="text-xs text-muted-foreground">{unit}</span>
        </div>
        {error("timeAmount")}
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        <MoneyAmount amount={record.rate.amount} currency={record.rate.currency} /> / <RateUnitText frequency={record.rate.frequency} />
      </TableCell>
      <TableCell className="text-right text-xs text-muted-foreground">{t("edit.keys")}</TableCell>
      <TableCell />
      <TableCell />
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={t("edit.save", { date })} pending={form.submitting} onClick={() => void save()}>
          {form.submitting ? null : <Check aria-hidden="true" />}
        </Button>
      </TableCell>
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={t("edit.cancel", { date })} disabled={form.submitting} onClick={onCancel}>
          <X aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
