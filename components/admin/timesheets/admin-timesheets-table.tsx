"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DataTable, DataTableSelectionBar, useUrlSorting, type RowSelectionState } from "@/components/ui/data-table";
import { useFormat } from "@/hooks/use-format";
import { BatchActions } from "./batch-actions";
import { BatchResultsDialog, type BatchResults } from "./batch-results-dialog";
import { isSortKey, TIMESHEET_COLUMNS, TimesheetCellsProvider } from "./timesheet-columns";
import { timesheetRowLabel, type AdminTimesheetRow } from "./timesheet-row";
import { timesheetSearchHref, type TimesheetSearch } from "./timesheet-search";

export interface AdminTimesheetsTableProps {
  rows: readonly AdminTimesheetRow[];
  search: TimesheetSearch;
  timeZone: string;
}

/**
 * The admin timesheet table: sorting and paging stay in the URL (done in SQL by the page), the
 * selection lives here across pages, and the batch bar acts on it.
 */
export function AdminTimesheetsTable({ rows, search, timeZone }: AdminTimesheetsTableProps) {
  const t = useTranslations("admin.timesheets");
  const format = useFormat();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [results, setResults] = useState<BatchResults | null>(null);
  // Names of the rows selected, kept when the page changes, so the results read well for every page.
  const [labels, setLabels] = useState<Record<string, string>>({});

  function select(next: RowSelectionState) {
    setSelection(next);
    setLabels((known) => {
      const copy = { ...known };
      for (const row of rows) if (next[row.id]) copy[row.id] = timesheetRowLabel(row, format);
      return copy;
    });
  }

  const { sorting, onSortingChange } = useUrlSorting({
    sort: search.sort,
    dir: search.dir,
    isKey: isSortKey,
    hrefFor: (sort, dir) => timesheetSearchHref(search, { sort, dir, page: 1 }),
  });
  const ids = Object.keys(selection).filter((id) => selection[id]);

  return (
    <div className="flex flex-col gap-2">
      <DataTableSelectionBar count={ids.length} onClear={() => setSelection({})} noun="timesheet">
        <BatchActions ids={ids} onResults={setResults} />
      </DataTableSelectionBar>
      <TimesheetCellsProvider value={{ hrefFor: (timesheetId) => timesheetSearchHref(search, { timesheetId }), timeZone, keepScroll: true }}>
        <DataTable
          columns={TIMESHEET_COLUMNS}
          data={rows}
          caption={t("caption")}
          rowSelection={selection}
          onRowSelectionChange={select}
          rowLabel={(row) => timesheetRowLabel(row, format)}
          sorting={sorting}
          onSortingChange={onSortingChange}
          manualSorting
          isRowActive={(row) => row.id === search.timesheetId}
        />
      </TimesheetCellsProvider>
      <BatchResultsDialog results={results} labelOf={(id) => labels[id] ?? id} onClose={() => setResults(null)} />
    </div>
  );
}
