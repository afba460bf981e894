"use client";

import { Flag } from "lucide-react";
import { workRecordColumns } from "@/components/timesheet/work-record-columns";
import { Button } from "@/components/ui/button";
import { createCellContext } from "@/components/ui/cell-context";
import { DataTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useFlagRecord } from "@/hooks/use-flags";
import { formatDate } from "@/lib/format/date";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { cn } from "@/lib/cn";
import { contestedReasons } from "@/lib/format/contested-lines";
import { contestedRowProps } from "@/lib/format/contested-row";
import { useRunAction } from "./use-run-action";

type WorkRecord = TimesheetDetail["timesheetRecords"][number];

interface FlagCellsValue {
  /** False while a flag change is pending or the administrator may not flag. */
  enabled: boolean;
  toggle: (record: WorkRecord) => void;
}

// Columns stay constants (see createCellContext): a pending change or a refetch would otherwise
// remount the toggles and drop the focus from the one just pressed.
const flagCells = createCellContext<FlagCellsValue>("record flag");

function FlagCell({ row }: CellContext<WorkRecord, unknown>) {
  const cells = flagCells.use();
  const record = row.original;
  const name = `the record of ${formatDate(record.date)}`;
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      aria-pressed={record.flagged}
      aria-label={record.flagged ? `Unflag ${name}` : `Flag ${name}`}
      disabled={!cells.enabled}
      onClick={() => cells.toggle(record)}
    >
      <Flag aria-hidden="true" className={cn(record.flagged && "fill-current text-status-contested")} />
    </Button>
  );
}

const COLUMNS: ColumnDef<WorkRecord>[] = [
  ...workRecordColumns<WorkRecord>(),
  { id: "flag", header: () => null, meta: { className: "w-10", label: "Flag" }, cell: FlagCell },
];

/** The fee records, each with its flag toggle (administrators flag a record for attention). */
export function RecordFlagsTable({ timesheet, canFlag }: { timesheet: TimesheetDetail; canFlag: boolean }) {
  const flag = useFlagRecord(timesheet.id);
  const run = useRunAction();
  const records = timesheet.timesheetRecords;
  const contested = contestedReasons(timesheet.contestedLines, "TIMESHEET");
  if (records.length === 0) {
    return (
      <EmptyState
        title="No work logged"
        description={`The contractor has not logged any work for ${timesheet.billingPeriod.name}. Once the month is over the timesheet is due: the contractor settles it, or says they did not work.`}
      />
    );
  }
  const toggle = (record: WorkRecord) =>
    void run("Could not change the flag", record.flagged ? "Flag removed" : "Record flagged", () =>
      flag.mutateAsync({ record, flagged: !record.flagged }),
    );
  return (
    <flagCells.Provider value={{ enabled: canFlag && !flag.isPending, toggle }}>
      <DataTable
        columns={COLUMNS}
        data={records}
        getRowId={(record) => record.id}
        caption={`Work logged in ${timesheet.billingPeriod.name}`}
        manualSorting
        // Flagged records stay highlighted, as the row an administrator asked to look at.
        isRowActive={(record) => record.flagged}
        containerClassName="max-h-96"
        // Bounded, so it scrolls on its own: once the flags are disabled (a closed month) no control
        // inside takes the focus, and only a focusable region lets the keyboard scroll it.
        scrollLabel={`Work logged in ${timesheet.billingPeriod.name}`}
        rowProps={(record) => ({ "data-record-id": record.id, "data-contested": contested.has(record.id) || undefined, ...contestedRowProps({ date: record.date, what: record.workSummary }, contested.get(record.id)?.reason) })}
      />
    </flagCells.Provider>
  );
}
