"use client";

import { Flag, Pencil, Trash2 } from "lucide-react";
import type { KeyboardEvent, Ref } from "react";
import { RecordCommentsButton } from "@/components/contractor/comments/record-comments-button";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TableCell, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format/date";
import { rateUnit, timeAmountLabel } from "@/lib/format/labels";
import { FlagToggle } from "./flag-toggle";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";

export interface RecordRowProps {
  timesheet: TimesheetDetail;
  record: TimesheetRecord;
  lineTotal: string | null;
  editable: boolean;
  rowRef: Ref<HTMLTableRowElement>;
  tabIndex: number;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  /** Flags or unflags the record; without it the flag is only shown. */
  onFlag?: (flagged: boolean) => Promise<void>;
}

/** How the delete confirmation and the buttons name a record: its date and what was done. */
export function recordName(record: Pick<TimesheetRecord, "date" | "workSummary">): string {
  return `the record of ${formatDate(record.date)} "${record.workSummary}"`;
}

/** One logged day: read-only cells, then comments, edit and delete. */
export function RecordRow({ timesheet, record, lineTotal, editable, rowRef, tabIndex, onFocus, onKeyDown, onEdit, onDelete, onFlag }: RecordRowProps) {
  const date = formatDate(record.date);
  return (
    <TableRow
      ref={rowRef}
      tabIndex={tabIndex}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      data-record-id={record.id}
      aria-label={`${date}: ${record.workSummary}`}
      className={cn(record.flagged && "bg-status-contested/5")}
    >
      <TableCell className="whitespace-nowrap tabular-nums">{date}</TableCell>
      <TableCell className="max-w-80 break-words">{record.workSummary}</TableCell>
      <TableCell>{record.counterPart || <span className="text-muted-foreground">—</span>}</TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">{timeAmountLabel(record.timeAmount, record.timeUnit)}</TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        <MoneyAmount amount={record.rate.amount} currency={record.rate.currency} /> / {rateUnit(record.rate.frequency)}
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">
        <MoneyAmount amount={lineTotal} currency={record.rate.currency} />
      </TableCell>
      <TableCell className="text-center">
        {onFlag ? (
          <FlagToggle flagged={record.flagged} subject={recordName(record)} onToggle={onFlag} disabled={timesheet.status === "CLOSED"} />
        ) : record.flagged ? (
          <Flag role="img" aria-label="Flagged" className="inline size-3.5 text-status-contested" />
        ) : null}
      </TableCell>
      <TableCell>
        <RecordCommentsButton timesheet={timesheet} record={record} />
      </TableCell>
      {editable ? (
        <>
          <TableCell className="w-0">
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${recordName(record)}`} data-action="edit" onClick={onEdit}>
              <Pencil aria-hidden="true" />
            </Button>
          </TableCell>
          <TableCell className="w-0">
            <ConfirmDialog
              subject={recordName(record)}
              description={
                record.messageThread
                  ? "The work logged on this day is removed from the timesheet, and its comments with it. This cannot be undone."
                  : "The work logged on this day is removed from the timesheet. You can undo it from the message that follows."
              }
              onConfirm={onDelete}
              trigger={
                <Button variant="ghost" size="icon-sm" aria-label={`Delete ${recordName(record)}`} data-action="delete">
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          </TableCell>
        </>
      ) : null}
    </TableRow>
  );
}
