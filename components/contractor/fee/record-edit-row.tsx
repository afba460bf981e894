"use client";

import { Check, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/format/date";
import { rateUnit } from "@/lib/format/labels";
import { WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { TimesheetRecord } from "@/lib/schemas/timesheets";
import { recordProblems } from "./record-checks";

export type RecordChanges = { workSummary: string; counterPart: string; timeAmount: string };

export interface RecordEditRowProps {
  record: TimesheetRecord;
  /** Rejects when the save failed: the row stays open with what was typed. */
  onSave: (changes: RecordChanges) => Promise<void>;
  onCancel: () => void;
}

/** A record being edited in place: Enter saves, Escape cancels. */
export function RecordEditRow({ record, onSave, onCancel }: RecordEditRowProps) {
  const id = useId();
  const [values, setValues] = useState<RecordChanges>({
    workSummary: record.workSummary,
    counterPart: record.counterPart,
    timeAmount: record.timeAmount.includes(".") ? record.timeAmount.replace(/\.?0+$/, "") : record.timeAmount,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const date = formatDate(record.date);
  const unit = record.timeUnit === "DAYS" ? "days" : "hours";

  async function save() {
    const changes = { workSummary: values.workSummary.trim(), counterPart: values.counterPart.trim(), timeAmount: values.timeAmount.trim() };
    // The record as the update sends it, judged by the schema the route parses each record with.
    const found = recordProblems({ id: record.id, version: record.version, date: record.date, rateId: record.rate.id, timeUnit: record.timeUnit, ...changes });
    const first = found.workSummary ?? found.counterPart ?? found.timeAmount ?? found.other;
    setProblem(first ?? null);
    if (first || pending) return;
    setPending(true);
    try {
      await onSave(changes);
    } catch {
      setProblem("Not saved. Your changes are still here.");
    } finally {
      setPending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter") {
      event.preventDefault();
      void save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  const field = (name: keyof RecordChanges) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
    onKeyDown,
    disabled: pending,
  });

  return (
    <TableRow data-state="selected" data-record-id={record.id} aria-label={`Editing ${date}`}>
      <TableCell className="whitespace-nowrap tabular-nums">{date}</TableCell>
      <TableCell>
        <Input {...field("workSummary")} autoFocus aria-label={`Work summary of ${date}`} limit={WORK_SUMMARY_MAX}
          aria-invalid={problem ? true : undefined} aria-describedby={problem ? `${id}-problem` : undefined} />
        {problem ? <p id={`${id}-problem`} className="mt-1 text-xs text-destructive">{problem}</p> : null}
      </TableCell>
      <TableCell>
        <Input {...field("counterPart")} aria-label={`Counterpart of ${date}`} />
      </TableCell>
      <TableCell>
        <div className="flex items-center justify-end gap-1">
          <Input {...field("timeAmount")} inputMode="decimal" aria-label={`Time in ${unit} on ${date}`} className="w-20 text-right" />
          <span className="text-xs text-muted-foreground">{unit}</span>
        </div>
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        <MoneyAmount amount={record.rate.amount} currency={record.rate.currency} /> / {rateUnit(record.rate.frequency)}
      </TableCell>
      <TableCell className="text-right text-xs text-muted-foreground">Enter saves · Esc cancels</TableCell>
      <TableCell />
      <TableCell />
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={`Save the record of ${date}`} pending={pending} onClick={() => void save()}>
          {pending ? null : <Check aria-hidden="true" />}
        </Button>
      </TableCell>
      <TableCell className="w-0">
        <Button variant="ghost" size="icon-sm" aria-label={`Cancel editing the record of ${date}`} disabled={pending} onClick={onCancel}>
          <X aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
