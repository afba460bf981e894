"use client";

import { CalendarPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { MoneyList } from "@/components/money/money-list";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { TableCell, TableRow } from "@/components/ui/table";
import { useFormat } from "@/hooks/use-format";
import { cn } from "@/lib/cn";
import { localTimeAmount } from "@/lib/format/labels";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { lineTotals, timeTotals } from "./fee-rules";
import { RecordCellsProvider, recordColumns } from "./record-columns";
import { RecordEditRow, type RecordChanges } from "./record-edit-row";
import { ContestedLines } from "@/components/contractor/workspace/contested-lines";
import { contestedReasons } from "@/lib/format/contested-lines";
import { CONTESTED_ROW_CLASS } from "@/lib/format/contested-row";

export interface RecordTableProps {
  timesheet: TimesheetDetail;
  /** Whether records may change now (the fee component is editable and the timesheet open). */
  editable: boolean;
  /** Rejects when the update failed; the row then stays in edit mode with what was typed. */
  onUpdate: (record: TimesheetRecord, changes: RecordChanges) => Promise<void>;
  /** Rejects when the delete failed; the confirmation then stays open. */
  onDelete: (record: TimesheetRecord) => Promise<void>;
  /** Flags or unflags a record (allowed while the timesheet is not closed, even when records cannot change). */
  onFlag?: (record: TimesheetRecord, flagged: boolean) => Promise<void>;
}

/**
 * The records by date with their line totals and the month's days, hours and fee. Keyboard: the
 * rows are one tab stop; arrows move between them, Enter edits the row, Delete asks to delete it.
 */
export function RecordTable({ timesheet, editable, onUpdate, onDelete, onFlag }: RecordTableProps) {
  const t = useTranslations("contractor.fee");
  const enums = useTranslations("enums");
  const words = useTranslations("timesheet");
  const format = useFormat();
  const columns = useMemo(() => recordColumns(editable, t), [editable, t]);
  const contested = contestedReasons(timesheet.contestedLines, "TIMESHEET");
  const [onlyContested, setOnlyContested] = useState(false);
  const allRecords = timesheet.timesheetRecords;
  // The filter hides rows only: line amounts and totals are those of the whole month.
  const records = onlyContested && contested.size > 0 ? allRecords.filter((record) => contested.has(record.id)) : allRecords;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const rows = useRef(new Map<string, HTMLTableRowElement>());
  const returnFocusTo = useRef<string | null>(null);
  const period = format.month(timesheet.billingPeriod);
  const periodContext = { period: timesheet.billingPeriod, workingDays: timesheet.workingDays };
  const totals = timeTotals(allRecords);
  const amounts = lineTotals(allRecords, periodContext);
  const amountById = new Map(allRecords.map((record, index) => [record.id, amounts[index] ?? null]));

  // After an edit ends, the row it was in takes the focus back, so the keyboard user stays in place.
  useEffect(() => {
    if (editingId !== null || returnFocusTo.current === null) return;
    rows.current.get(returnFocusTo.current)?.focus();
    returnFocusTo.current = null;
  }, [editingId]);

  const stopEditing = (id: string) => {
    returnFocusTo.current = id;
    setEditingId(null);
  };

  function onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, index: number, record: TimesheetRecord) {
    if (event.target !== event.currentTarget) return;
    const move = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: records.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      const target = records[Math.max(0, Math.min(records.length - 1, move))];
      if (target) rows.current.get(target.id)?.focus();
    } else if (editable && event.key === "Enter") {
      event.preventDefault();
      setEditingId(record.id);
    } else if (editable && event.key === "Delete") {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLButtonElement>('[data-action="delete"]')?.click();
    }
  }

  return (
    <RecordCellsProvider value={{ timesheet, lineTotals: amountById, onEdit: (record) => setEditingId(record.id), onDelete, onFlag }}>
      <ContestedLines timesheet={timesheet} component="TIMESHEET" contested={contested} onlyContested={onlyContested} onOnlyContestedChange={setOnlyContested} />
      <DataTable
        columns={columns}
        data={records}
        caption={t("table.caption", { period })}
        // The records come sorted by date; the headers are not sort buttons.
        manualSorting
        containerClassName="max-h-[32rem]"
        empty={
          <EmptyState
            icon={CalendarPlus}
            title={t("table.emptyTitle")}
            description={editable ? t("table.emptyEditable", { period }) : t("table.emptyReadOnly", { period })}
          />
        }
        rowProps={(record, index) => ({ "data-record-id": record.id, "data-contested": contested.has(record.id) || undefined, ...{
          ref: (element: HTMLTableRowElement | null) => {
            if (element) rows.current.set(record.id, element);
            else rows.current.delete(record.id);
          },
          tabIndex: index === Math.min(activeIndex, records.length - 1) ? 0 : -1,
          onFocus: () => setActiveIndex(index),
          onKeyDown: (event) => onRowKeyDown(event, index, record),
          "aria-label": contested.has(record.id)
            ? words("contestedRow", { date: format.date(record.date), what: record.workSummary, reason: contested.get(record.id)?.reason ?? "" })
            : `${format.date(record.date)}: ${record.workSummary}`,
          className: cn(record.flagged && "bg-status-contested/5", contested.has(record.id) && CONTESTED_ROW_CLASS),
        } })}
        renderRow={(record) =>
          record.id === editingId ? (
            <RecordEditRow
              record={record}
              onCancel={() => stopEditing(record.id)}
              onSave={async (changes) => {
                await onUpdate(record, changes);
                stopEditing(record.id);
              }}
            />
          ) : undefined
        }
        footer={
          <TableRow>
            <TableCell colSpan={3}>
              {t("table.total", { count: allRecords.length })}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              {localTimeAmount(enums, format, totals.days, "DAYS")} · {localTimeAmount(enums, format, totals.hours, "HOURS")}
            </TableCell>
            <TableCell />
            <TableCell className="text-right">
              <MoneyList amounts={timesheet.totals.fee} className="items-end" />
            </TableCell>
            {/* Flag and comments, and edit and delete when records may change. */}
            <TableCell colSpan={editable ? 4 : 2} />
          </TableRow>
        }
      />
    </RecordCellsProvider>
  );
}
