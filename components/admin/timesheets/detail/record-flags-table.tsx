"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { workRecordColumns } from "@/components/timesheet/work-record-columns";
import { Button } from "@/components/ui/button";
import { createColumnsContext } from "@/components/ui/columns-context";
import { DataTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useFlagRecord } from "@/hooks/use-flags";
import { useFormat } from "@/hooks/use-format";
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

// Columns stay constants (see createColumnsContext): a pending change or a refetch would otherwise
// remount the toggles and drop the focus from the one just pressed.
const flagCells = createColumnsContext<FlagCellsValue>("record flag");

function FlagCell({ row }: CellContext<WorkRecord, unknown>) {
  const cells = flagCells.use();
  const t = useTranslations("admin.timesheets.records");
  const format = useFormat();
  const record = row.original;
  const date = format.date(record.date);
  return (
    <Button
      size="icon-sm"
      variant="ghost"
      aria-pressed={record.flagged}
      aria-label={record.flagged ? t("unflagRecord", { date }) : t("flagRecord", { date })}
      disabled={!cells.enabled}
      onClick={() => cells.toggle(record)}
    >
      <Flag aria-hidden="true" className={cn(record.flagged && "fill-current text-status-contested")} />
    </Button>
  );
}

/** The flag column's name, for screen readers only. */
function FlagHeader() {
  const t = useTranslations("admin.timesheets.records");
  return <span className="sr-only">{t("flag")}</span>;
}

const COLUMNS: ColumnDef<WorkRecord>[] = [
  ...workRecordColumns<WorkRecord>(),
  { id: "flag", header: FlagHeader, meta: { className: "w-10" }, cell: FlagCell },
];

/** The fee records, each with its flag toggle (administrators flag a record for attention). */
export function RecordFlagsTable({ timesheet, canFlag }: { timesheet: TimesheetDetail; canFlag: boolean }) {
  const t = useTranslations("admin.timesheets.records");
  const format = useFormat();
  const flag = useFlagRecord(timesheet.id);
  const run = useRunAction();
  const period = format.month(timesheet.billingPeriod);
  const records = timesheet.timesheetRecords;
  const contested = contestedReasons(timesheet.contestedLines, "TIMESHEET");
  if (records.length === 0) {
    return (
      <EmptyState
        title={t("emptyTitle")}
        description={t("emptyDescription", { period })}
      />
    );
  }
  const toggle = (record: WorkRecord) =>
    void run(t("flagFailed"), record.flagged ? t("flagRemoved") : t("recordFlagged"), () =>
      flag.mutateAsync({ record, flagged: !record.flagged }),
    );
  return (
    <flagCells.Provider value={{ enabled: canFlag && !flag.isPending, toggle }}>
      <DataTable
        columns={COLUMNS}
        data={records}
        caption={t("caption", { period })}
        manualSorting
        // Flagged records stay highlighted, as the row an administrator asked to look at.
        isRowActive={(record) => record.flagged}
        containerClassName="max-h-96"
        // Bounded, so it scrolls on its own: once the flags are disabled (a closed month) no control
        // inside takes the focus, and only a focusable region lets the keyboard scroll it.
        scrollLabel={t("caption", { period })}
        rowProps={(record) => ({ "data-record-id": record.id, "data-contested": contested.has(record.id) || undefined, ...contestedRowProps({ date: record.date, what: record.workSummary }, contested.get(record.id)?.reason) })}
      />
    </flagCells.Provider>
  );
}
