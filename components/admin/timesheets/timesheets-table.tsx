"use client";

import { useTranslations } from "next-intl";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, useUrlSorting, type ColumnDef } from "@/components/ui/data-table";
import { flaggedColumn, isSortKey, lastChangeColumn, PeriodCell, TimesheetCellsProvider, TimesheetColumnTitle } from "./timesheet-columns";
import type { AdminTimesheetRow } from "./timesheet-row";
import { defaultDirection, timesheetSearchHref, type TimesheetSearch, type TimesheetSortKey } from "./timesheet-search";
import { timesheetHref } from "@/lib/navigation/menu";

/** The hand-made project-page table shows the admin row without its totals. */
export type TimesheetRow = Omit<AdminTimesheetRow, "totals">;

export interface TimesheetsTableProps {
  rows: readonly TimesheetRow[];
  search: TimesheetSearch;
  /** Business time zone for "last change". */
  timeZone: string;
  /** Links open the detail on this list; elsewhere (a project page) they go to the timesheet list. */
  linkWithinList?: boolean;
  caption?: string;
}

/** A column the URL can sort by (in SQL); it starts in the key's default direction. */
function sortable(id: TimesheetSortKey): { id: TimesheetSortKey; sortDescFirst: boolean } {
  return { id, sortDescFirst: defaultDirection(id) === "desc" };
}

// Constants (a new column array would remount every cell); the links and the time zone come from
// TimesheetCellsProvider.
const COLUMNS: ColumnDef<TimesheetRow>[] = [
  { ...sortable("period"), header: () => <TimesheetColumnTitle name="period" />, meta: { className: "whitespace-nowrap" }, cell: PeriodCell },
  { ...sortable("contractor"), header: () => <TimesheetColumnTitle name="contractor" />, meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.contractorName },
  { ...sortable("project"), header: () => <TimesheetColumnTitle name="project" />, cell: ({ row }) => row.original.projectName },
  { ...sortable("client"), header: () => <TimesheetColumnTitle name="client" />, meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.clientName },
  { ...sortable("status"), header: () => <TimesheetColumnTitle name="status" />, cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
  { id: "fee", header: () => <TimesheetColumnTitle name="fee" />, enableSorting: false, cell: ({ row }) => <ComponentStatusBadge status={row.original.feeStatus} /> },
  { id: "expenses", header: () => <TimesheetColumnTitle name="expenses" />, enableSorting: false, cell: ({ row }) => <ComponentStatusBadge status={row.original.expensesStatus} /> },
  { id: "bonus", header: () => <TimesheetColumnTitle name="bonus" />, enableSorting: false, cell: ({ row }) => <ComponentStatusBadge status={row.original.bonusStatus} /> },
  flaggedColumn<TimesheetRow>(),
  { ...lastChangeColumn<TimesheetRow>(), ...sortable("updated") },
];

/**
 * The admin timesheet table without totals or selection; the period opens the timesheet's detail.
 * Within the list its headers sort through the URL (in SQL); elsewhere the rows keep their order.
 */
export function TimesheetsTable({ rows, search, timeZone, linkWithinList = true, caption }: TimesheetsTableProps) {
  const t = useTranslations("admin.timesheets");
  const hrefFor = (timesheetId: string) =>
    linkWithinList ? timesheetSearchHref(search, { timesheetId }) : timesheetHref("admin", timesheetId);
  const urlSorting = useUrlSorting({
    sort: search.sort,
    dir: search.dir,
    isKey: isSortKey,
    hrefFor: (sort, dir) => timesheetSearchHref(search, { sort, dir, page: 1 }),
  });

  return (
    <TimesheetCellsProvider value={{ hrefFor, timeZone, selectedId: search.timesheetId }}>
      <DataTable
        columns={COLUMNS}
        data={rows}
        caption={caption ?? t("caption")}
        manualSorting
        {...(linkWithinList ? urlSorting : {})}
        isRowActive={(row) => row.id === search.timesheetId}
      />
    </TimesheetCellsProvider>
  );
}
