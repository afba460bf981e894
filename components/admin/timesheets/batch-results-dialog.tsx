"use client";

import { CheckCircle2, XCircle } from "lucide-react";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { BatchOutcome } from "@/lib/schemas/decisions";
import { timesheetStatusLabel } from "@/lib/domain/statuses";

export interface BatchResults {
  /** "Close" or "Reopen". */
  action: string;
  outcome: BatchOutcome;
  /** Timesheets decided so far: the dialog opens with the first answer and fills as the rest come. */
  progress?: { done: number; total: number };
}

interface BatchResultsDialogProps {
  results: BatchResults | null;
  labelOf: (id: string) => string;
  onClose: () => void;
}

/** A result with the name of its timesheet, so the columns need nothing from the screen. */
type BatchResult = BatchOutcome["results"][number] & { label: string };

// A constant: DataTable renders a cell function as a component, and a new column array on each
// render of the screen behind the dialog would remount every cell.
const COLUMNS: ColumnDef<BatchResult>[] = [
  { id: "timesheet", header: "Timesheet", cell: ({ row }) => row.original.label },
  {
    id: "result",
    header: "Result",
    cell: ({ row }) => {
      const item = row.original;
      return item.ok ? (
        <span className="inline-flex items-center gap-1.5">
          <CheckCircle2 aria-hidden="true" className="size-4 text-status-approved" />
          Changed{item.status ? ` · now ${timesheetStatusLabel(item.status)}` : ""}
        </span>
      ) : (
        <span className="inline-flex items-start gap-1.5">
          {/* The icon carries the colour; the reason stays in the text colour so it reads in both themes. */}
          <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>Refused: {item.reason}</span>
        </span>
      );
    },
  },
];

/** What a batch did to each timesheet, in the order asked: changed, or refused with the server's reason. */
export function BatchResultsDialog({ results, labelOf, onClose }: BatchResultsDialogProps) {
  const deciding = results?.progress && results.progress.done < results.progress.total ? results.progress : null;
  return (
    <Dialog open={results !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {results ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {results.action}: {results.outcome.changed} changed, {results.outcome.refused} refused
                {deciding ? `, ${deciding.total - deciding.done} to go` : ""}
              </DialogTitle>
              <DialogDescription>
                Each timesheet was tried on its own; a refused one is unchanged. Fix it and try it again on its own.
              </DialogDescription>
            </DialogHeader>
            {deciding ? (
              <ProgressBar
                value={deciding.done}
                max={deciding.total}
                label={`${results.action} in progress`}
                valueText={`${deciding.done.toLocaleString("en-US")} of ${deciding.total.toLocaleString("en-US")} timesheets`}
              />
            ) : null}
            <DataTable
              columns={COLUMNS}
              data={results.outcome.results.map((item) => ({ ...item, label: labelOf(item.id) }))}
              getRowId={(item) => item.id}
              caption="Batch results"
              manualSorting
              rowProps={(item) => ({ "data-testid": "batch-result", "data-ok": item.ok })}
              containerClassName="max-h-[60vh]"
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
