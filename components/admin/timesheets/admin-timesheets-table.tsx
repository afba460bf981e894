"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, DataTableSelectionBar, useUrlSorting, type RowSelectionState } from "@/components/ui/data-table";
import type { BatchSelection } from "@/hooks/use-batch-closing-in-chunks";
import { useFormat } from "@/hooks/use-format";
import { BatchActions } from "./batch-actions";
import { BatchResultsDialog, type BatchResults } from "./batch-results-dialog";
import { isSortKey, TIMESHEET_COLUMNS, TimesheetCellsProvider } from "./timesheet-columns";
import { timesheetRowLabel, type AdminTimesheetRow } from "./timesheet-row";
import { timesheetListFilterOf, timesheetSearchHref, type TimesheetSearch } from "./timesheet-search";

export interface AdminTimesheetsTableProps {
  rows: readonly AdminTimesheetRow[];
  /** How many timesheets the filter matches, on every page. */
  total: number;
  search: TimesheetSearch;
  timeZone: string;
}

/**
 * The admin timesheet table: sorting and paging stay in the URL (done in SQL by the page), the
 * selection lives here across pages, and the batch bar acts on it. With the whole page ticked and
 * more matching than it shows, "Select all N matching" (as in Gmail, #47.7) makes the selection
 * the filter itself: the batch sends `{ filter }` and the server picks the timesheets.
 */
export function AdminTimesheetsTable({ rows, total, search, timeZone }: AdminTimesheetsTableProps) {
  const t = useTranslations("admin.timesheets");
  const format = useFormat();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [results, setResults] = useState<BatchResults | null>(null);
  // Names of the rows selected, kept when the page changes, so the results read well for every page.
  const [labels, setLabels] = useState<Record<string, string>>({});
  const filter = timesheetListFilterOf(search);
  const filterKey = JSON.stringify(filter);
  // The filter "all matching" was chosen under: another filter (the URL changed) ends it, also on
  // coming back, so a batch never acts on a filter the administrator did not select.
  const [matchingFilter, setMatchingFilter] = useState<string | null>(null);
  if (matchingFilter !== null && matchingFilter !== filterKey) setMatchingFilter(null);
  const allMatching = matchingFilter === filterKey;

  function select(next: RowSelectionState) {
    setMatchingFilter(null);
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
  const wholePage = rows.length > 0 && rows.every((row) => selection[row.id]);
  const batch: BatchSelection = allMatching ? { filter, total } : { ids };
  function clear() {
    setMatchingFilter(null);
    setSelection({});
  }

  return (
    <div className="flex flex-col gap-2">
      <DataTableSelectionBar count={allMatching ? total : ids.length} onClear={clear} noun="timesheet">
        {allMatching ? (
          <>
            <span>{t("batch.allMatching")}</span>
            <Button size="sm" variant="link" onClick={clear}>
              {t("batch.clearSelection")}
            </Button>
          </>
        ) : wholePage && total > rows.length ? (
          <Button size="sm" variant="link" onClick={() => setMatchingFilter(filterKey)}>
            {t("batch.selectAllMatching", { total })}
          </Button>
        ) : null}
        <BatchActions selection={batch} onResults={setResults} />
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
