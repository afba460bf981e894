"use client";

import { Check, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { rateUnit } from "@/lib/format/labels";
import { useZodForm } from "@/hooks/use-zod-form";
import { timesheetRecordInput, WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";
import { DESCRIBE_THE_WORK } from "./record-checks";

export type RecordChanges = { workSummary: string; counterPart: string; timeAmount: string };

export interface RecordEditRowProps {
  record: TimesheetRecord;
  /** Rejects when the save failed: the row stays open with what was typed. */
  onSave: (changes: RecordChanges) => Promise<void>;
  onCancel: () => void;
}

/** A record being edited in place: Enter saves, Escape cancels. */
export function RecordEditRow({ record, onSave, onCancel }: RecordEditRowProps) {
  const date = formatDate(record.date);
  const unit = record.timeUnit === "DAYS" ? "days" : "hours";
  const trimmed = (values: RecordChanges): RecordChanges => ({
    workSummary: values.workSummary.trim(),
    counterPart: values.counterPart.trim(),
    timeAmount: values.timeAmount.trim(),
  });
  // The record as the update sends it, judged by the schema the route parses each record with.
  const form = useZodForm({
    schema: timesheetRecordInput,
    initial: {
      workSummary: record.workSummary,
      counterPart: record.counterPart,
      timeAmount: record.timeAmount.includes(".") ? record.timeAmount.replace(/\.?0+$/, "") : record.timeAmount,
    },
    toInput: (values: RecordChanges) => ({ id: record.id, version: record.version, date: record.date, rateId: record.rate.id, timeUnit: record.timeUnit, ...trimmed(values) }),
    message: (field, issue) => (field === "workSummary" && issue.code === "too_small" ? DESCRIBE_THE_WORK : issue.message),
    notSaved: "Not saved. Your changes are still here.",
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
    <TableRow data-state="selected" data-record-id={record.id} aria-label={`Editing ${date}`}>
      <TableCell className="whitespace-nowrap tabular-nums">{date}</TableCell>
      <TableCell>
        <Input {...field("workSummary")} autoFocus aria-label={`Work summary of ${date}`} limit={WORK_SUMMARY_MAX} />
        {error("workSummary")}
        <FormError message={form.formError} inline className="mt-1 text-xs" />
      </TableCell>
      <TableCell>
        <Input {...field("counterPart")} aria-label={`Counterpart of ${date}`} />
        {error("counterPart")}
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Input {...field("timeAmount")} inputMode="decimal" aria-label={`Time in ${unit} on ${date}`} className="w-20 text-right" />
          <span className="text-xs text-muted-foreground">{unit}</span>
        </div>
        {error("timeAmount")}
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        <MoneyAmount amount={record.rate.amount} currency={record.rate.currency} /> / {rateUnit(record.rate.frequency)}
      </TableCell>
      <TableCell className="text-right text-xs text-muted-foreground">Enter saves · Esc cancels</TableCell>
      <TableCell />
      <TableCell />
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={`Save the record of ${date}`} pending={form.submitting} onClick={() => void save()}>
          {form.submitting ? null : <Check aria-hidden="true" />}
        </Button>
      </TableCell>
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={`Cancel editing the record of ${date}`} disabled={form.submitting} onClick={onCancel}>
          <X aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
