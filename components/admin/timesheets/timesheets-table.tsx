import { Flag } from "lucide-react";
import Link from "next/link";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatTimestamp } from "@/lib/format/date";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { SortHeader } from "./sort-header";
import type { AdminTimesheetRow } from "./timesheet-row";
import { timesheetSearchHref, type TimesheetSearch, type TimesheetSortKey } from "./timesheet-search";

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

/** The admin timesheet table; the period opens the timesheet's detail. */
export function TimesheetsTable({ rows, search, timeZone, linkWithinList = true, caption }: TimesheetsTableProps) {
  const sortable = linkWithinList;
  const header = (key: TimesheetSortKey, label: string) =>
    sortable ? <SortHeader search={search} sortKey={key} label={label} /> : <TableHead>{label}</TableHead>;
  return (
    <Table>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <TableHeader>
        <TableRow>
          {header("period", "Period")}
          {header("contractor", "Contractor")}
          {header("project", "Project")}
          {header("client", "Client")}
          {header("status", "Status")}
          <TableHead>Fee</TableHead>
          <TableHead>Expenses</TableHead>
          <TableHead>Bonus</TableHead>
          <TableHead>
            <span className="sr-only">Flagged</span>
            <Flag aria-hidden="true" className="size-3.5" />
          </TableHead>
          {header("updated", "Last change")}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const selected = row.id === search.timesheetId;
          const href = linkWithinList
            ? timesheetSearchHref(search, { timesheetId: row.id })
            : `/admin/timesheets?timesheetId=${row.id}`;
          return (
            <TableRow key={row.id} data-state={selected ? "selected" : undefined}>
              <TableCell className="whitespace-nowrap">
                <Link
                  href={href}
                  aria-current={selected ? "true" : undefined}
                  className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {row.periodName}
                  <span className="sr-only">
                    {" "}
                    timesheet of {row.contractorName} on {row.projectName}
                  </span>
                </Link>
              </TableCell>
              <TableCell className="whitespace-nowrap">{row.contractorName}</TableCell>
              <TableCell>{row.projectName}</TableCell>
              <TableCell className="whitespace-nowrap">{row.clientName}</TableCell>
              <TableCell>
                <TimesheetStatusBadge status={row.status} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={row.feeStatus} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={row.expensesStatus} />
              </TableCell>
              <TableCell>
                <ComponentStatusBadge status={row.bonusStatus} />
              </TableCell>
              <TableCell>
                {row.flagged ? (
                  <Flag aria-label="Flagged" role="img" className="size-3.5 fill-status-contested text-status-contested" />
                ) : (
                  <span className="sr-only">Not flagged</span>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground tabular-nums">
                {formatTimestamp(row.updatedAt, timeZone)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
