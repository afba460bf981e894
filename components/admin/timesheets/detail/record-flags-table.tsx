"use client";

import { Flag } from "lucide-react";
import { createContext, use } from "react";
import { workRecordColumns } from "@/components/timesheet/work-record-columns";
import { Button } from "@/components/ui/button";
import { DataTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useFlagRecord } from "@/hooks/use-admin-timesheet-actions";
import { formatDate } from "@/lib/format/date";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { cn } from "@/lib/cn";
import { useRunAction } from "./use-run-action";

type WorkRecord = TimesheetDetail["timesheetRecords"][number];

interface FlagCellsValue {
  /** False while a flag change is pending or the administrator may not flag. */
  enabled: boolean;
  toggle: (record: WorkRecord) => void;
}

// DataTable renders a cell function as a component, so columns rebuilt on every render would
// remount the flag toggles whenever a change goes pending or the timesheet is refetched (and the
// focused toggle would lose its focus). The columns are a constant; the toggle reads this context.
const FlagCellsContext = createContext<FlagCellsValue | null>(null);

function FlagCell({ row }: CellContext<WorkRecord, unknown>) {
  const cells = use(FlagCellsContext);
  if (!cells) throw new Error("The flag cell is rendered inside RecordFlagsTable.");
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
      flag.mutateAsync({ recordId: record.id, flagged: !record.flagged, version: record.version }),
    );
  return (
    <FlagCellsContext value={{ enabled: canFlag && !flag.isPending, toggle }}>
      <DataTable
        columns={COLUMNS}
        data={records}
        getRowId={(record) => record.id}
        caption={`Work logged in ${timesheet.billingPeriod.name}`}
        manualSorting
        // Flagged records stay highlighted, as the row an administrator asked to look at.
        isRowActive={(record) => record.flagged}
        containerClassName="max-h-96"
      />
    </FlagCellsContext>
  );
}
