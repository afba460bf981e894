"use client";

import { Flag } from "lucide-react";
import Link from "next/link";
import { useTranslations, type Messages } from "next-intl";
import type { ComponentStatus } from "@/lib/domain/reference";
import { createColumnsContext } from "@/components/ui/columns-context";
import type { CellContext, ColumnDef } from "@/components/ui/data-table";
import type { Money } from "@/lib/domain/money";
import { useFormat } from "@/hooks/use-format";
import { MoneyList } from "@/components/money/money-list";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { localPeriodName } from "@/lib/format/period-name";
import type { AdminTimesheetRow } from "./timesheet-row";
import { TIMESHEET_SORT_KEYS, type TimesheetSortKey } from "./timesheet-search";

export function isSortKey(id: string): id is TimesheetSortKey {
  return (TIMESHEET_SORT_KEYS as readonly string[]).includes(id);
}

export interface TimesheetCellsValue {
  /** Where a row's period links (the detail of that timesheet). */
  hrefFor: (timesheetId: string) => string;
  /** The business time zone of "last change". */
  timeZone: string;
  /** The timesheet open in the detail, if any: its link says so (aria-current). */
  selectedId?: string;
  /** Keep the list's scroll position when a link opens the detail beside it. */
  keepScroll?: boolean;
}

// Columns stay constants (see createColumnsContext): the URL's search is a new object on every
// navigation, and what it and the page decide reaches the cells here.
const timesheetCells = createColumnsContext<TimesheetCellsValue>("timesheet");
/** What the timesheet columns' cells need besides the row itself. */
export const TimesheetCellsProvider = timesheetCells.Provider;
export const useTimesheetCells = timesheetCells.use;

/** A column's header in the reader's language; a component, so the columns stay constants. */
export function TimesheetColumnTitle({ name }: { name: keyof Messages["admin"]["timesheets"]["columns"] }) {
  const t = useTranslations("admin.timesheets.columns");
  return t(name);
}

function LastChangeCell({ updatedAt }: { updatedAt: string }) {
  const { timeZone } = useTimesheetCells();
  const format = useFormat();
  return format.timestamp(updatedAt, timeZone);
}

function FlaggedHeader() {
  const t = useTranslations("admin.timesheets.columns");
  return (
    <>
      <Flag aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{t("flagged")}</span>
    </>
  );
}

function FlaggedCell({ flagged }: { flagged: boolean }) {
  const t = useTranslations("admin.timesheets.columns");
  return flagged ? (
    <Flag aria-label={t("flagged")} role="img" className="size-3.5 fill-status-contested text-status-contested" />
  ) : (
    <span className="sr-only">{t("notFlagged")}</span>
  );
}

function ComponentCell({ status, amounts }: { status: ComponentStatus; amounts: readonly Money[] }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ComponentStatusBadge status={status} />
      <MoneyList amounts={amounts} className="text-xs" />
    </div>
  );
}

/** The flag of a timesheet row, an icon column named "Flagged" for screen readers. */
export function flaggedColumn<T extends { flagged: boolean }>(): ColumnDef<T> {
  return {
    id: "flagged",
    header: FlaggedHeader,
    enableSorting: false,
    cell: ({ row }) => <FlaggedCell flagged={row.original.flagged} />,
  };
}

/** When a timesheet row last changed, in the business time zone (from `TimesheetCellsProvider`); sortable as "updated". */
export function lastChangeColumn<T extends { updatedAt: string }>(): ColumnDef<T> {
  return {
    id: "updated",
    header: () => <TimesheetColumnTitle name="lastChange" />,
    meta: { className: "whitespace-nowrap text-muted-foreground tabular-nums" },
    cell: ({ row }) => <LastChangeCell updatedAt={row.original.updatedAt} />,
  };
}

type PeriodRow = Pick<AdminTimesheetRow, "id" | "periodName" | "contractorName" | "projectName">;

/** A row's billing period, linking to its detail; named for screen readers by contractor and project. */
export function PeriodCell<T extends PeriodRow>({ row }: CellContext<T, unknown>) {
  const { hrefFor, selectedId, keepScroll } = useTimesheetCells();
  const t = useTranslations("admin.timesheets");
  const format = useFormat();
  return (
    <Link
      href={hrefFor(row.original.id)}
      scroll={keepScroll ? false : undefined}
      aria-current={selectedId !== undefined && row.original.id === selectedId ? "true" : undefined}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {localPeriodName(row.original.periodName, format)}
      <span className="sr-only"> {t("periodOf", { contractor: row.original.contractorName, project: row.original.projectName })}</span>
    </Link>
  );
}

/** The table's columns; ids of sortable columns are the URL's sort keys (sorted in SQL). Render
 *  them inside `TimesheetCellsProvider`. */
export const TIMESHEET_COLUMNS: ColumnDef<AdminTimesheetRow>[] = [
  { id: "period", header: () => <TimesheetColumnTitle name="period" />, meta: { className: "whitespace-nowrap" }, cell: PeriodCell },
  { id: "contractor", header: () => <TimesheetColumnTitle name="contractor" />, meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.contractorName },
  { id: "project", header: () => <TimesheetColumnTitle name="project" />, cell: ({ row }) => row.original.projectName },
  { id: "client", header: () => <TimesheetColumnTitle name="client" />, meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.clientName },
  { id: "status", header: () => <TimesheetColumnTitle name="status" />, cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
  {
    id: "fee",
    header: () => <TimesheetColumnTitle name="fee" />,
    enableSorting: false,
    cell: ({ row }) => <ComponentCell status={row.original.feeStatus} amounts={row.original.totals.fee} />,
  },
  {
    id: "expenses",
    header: () => <TimesheetColumnTitle name="expenses" />,
    enableSorting: false,
    cell: ({ row }) => <ComponentCell status={row.original.expensesStatus} amounts={row.original.totals.expenses} />,
  },
  {
    id: "bonus",
    header: () => <TimesheetColumnTitle name="bonus" />,
    enableSorting: false,
    cell: ({ row }) => <ComponentCell status={row.original.bonusStatus} amounts={row.original.totals.bonus} />,
  },
  flaggedColumn<AdminTimesheetRow>(),
  lastChangeColumn<AdminTimesheetRow>(),
];
