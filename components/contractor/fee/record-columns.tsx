"use client";

import { Flag, Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { RecordCommentsButton } from "@/components/contractor/comments/record-comments-button";
import { MoneyAmount } from "@/components/money/money-amount";
import { workRecordColumns } from "@/components/timesheet/work-record-columns";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { createColumnsContext } from "@/components/ui/columns-context";
import type { CellContext, ColumnDef } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import type { FeeWords } from "./record-checks";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { FlagToggle } from "./flag-toggle";

/** How the delete confirmation and the buttons name a record: its date and what was done. */
function useRecordName(): (record: Pick<TimesheetRecord, "date" | "workSummary">) => string {
  const t = useTranslations("contractor.fee");
  const format = useFormat();
  return (record) => t("recordName", { date: format.date(record.date), summary: record.workSummary });
}

export interface RecordCellsValue {
  timesheet: TimesheetDetail;
  /** The month's line totals by record id, computed once for the month (monthly rates are
   *  allocated with cumulative rounding, so one line cannot be computed on its own). */
  lineTotals: ReadonlyMap<string, string | null>;
  onEdit: (record: TimesheetRecord) => void;
  /** Rejects when the delete failed; the confirmation then stays open. */
  onDelete: (record: TimesheetRecord) => Promise<void>;
  /** Flags or unflags a record; without it the flag is only shown. */
  onFlag?: (record: TimesheetRecord, flagged: boolean) => Promise<void>;
}

// Columns stay constants (see createColumnsContext); what changes reaches the cells here.
const recordCells = createColumnsContext<RecordCellsValue>("record");
/** What the record columns' cells need besides the record itself. */
export const RecordCellsProvider = recordCells.Provider;
const useRecordCells = recordCells.use;

type Cell = CellContext<TimesheetRecord, unknown>;

function LineTotalCell({ row }: Cell) {
  const { lineTotals } = useRecordCells();
  return <MoneyAmount amount={lineTotals.get(row.original.id) ?? null} currency={row.original.rate.currency} />;
}

function FlagCell({ row }: Cell) {
  const { timesheet, onFlag } = useRecordCells();
  const t = useTranslations("contractor.fee");
  const recordName = useRecordName();
  const record = row.original;
  if (onFlag) {
    return (
      <FlagToggle
        flagged={record.flagged}
        subject={recordName(record)}
        onToggle={(flagged) => onFlag(record, flagged)}
        disabled={timesheet.status === "CLOSED"}
      />
    );
  }
  return record.flagged ? <Flag role="img" aria-label={t("flag.flagged")} className="inline size-3.5 text-status-contested" /> : null;
}

function CommentsCell({ row }: Cell) {
  const { timesheet } = useRecordCells();
  return <RecordCommentsButton timesheet={timesheet} record={row.original} />;
}

function EditCell({ row }: Cell) {
  const { onEdit } = useRecordCells();
  const t = useTranslations("contractor.fee");
  const recordName = useRecordName();
  return (
    <Button variant="ghost" size="icon-sm" aria-label={t("editRecord", { record: recordName(row.original) })} data-action="edit" onClick={() => onEdit(row.original)}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

function DeleteCell({ row }: Cell) {
  const { onDelete } = useRecordCells();
  const t = useTranslations("contractor.fee");
  const recordName = useRecordName();
  return (
    <ConfirmDialog
      subject={recordName(row.original)}
      description={
        row.original.messageThread
          ? t("deleteWithComments")
          : t("deleteWithUndo")
      }
      onConfirm={() => onDelete(row.original)}
      trigger={
        // The row's Delete key clicks this button (data-action), so both ask the same question.
        <Button variant="ghost" size="icon-sm" aria-label={t("deleteRecord", { record: recordName(row.original) })} data-action="delete">
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

const NUMBER = "whitespace-nowrap text-right tabular-nums";

/** The columns of the record table: one logged day's cells (date, work summary, counterpart, time
 *  and rate as every table of work records shows them), then flag and comments, and edit and delete
 *  while records may change. Render them inside `RecordCellsProvider`; the caller keeps them stable
 *  (useMemo on the words, which change only with the language). */
export function recordColumns(editable: boolean, t: FeeWords): ColumnDef<TimesheetRecord>[] {
  const readOnly: ColumnDef<TimesheetRecord>[] = [
    ...workRecordColumns<TimesheetRecord>(),
    { id: "lineTotal", header: t("columns.lineTotal"), meta: { className: NUMBER }, cell: LineTotalCell },
    { id: "flag", meta: { className: "text-center", label: t("columns.flag") }, cell: FlagCell },
    { id: "comments", meta: { label: t("columns.comments") }, cell: CommentsCell },
  ];
  if (!editable) return readOnly;
  return [
    ...readOnly,
    { id: "edit", meta: { className: "w-0", label: t("columns.edit") }, cell: EditCell },
    { id: "delete", meta: { className: "w-0", label: t("columns.delete") }, cell: DeleteCell },
  ];
}
