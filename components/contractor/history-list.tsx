"use client";

import { useLoadMore } from "@/components/ui/load-more";
import { useFormat } from "@/hooks/use-format";
import type { Formats } from "@/lib/format/formats";
import { useTimesheetPages } from "@/hooks/use-timesheets";
import type { Page } from "@/lib/schemas/paging";
import type { TimesheetSummary } from "@/lib/schemas/timesheets";
import { HistoryTable, type HistoryRow } from "./history-table";

export interface HistoryListProps {
  /** The filters of GET /api/timesheets that make this history (past months, project, year). */
  query: { projectId?: string; from?: string; to?: string };
  /** The first page, rendered by the server. */
  firstPage: Page<TimesheetSummary>;
}

function historyRow(format: Formats, timesheet: TimesheetSummary): HistoryRow {
  return {
    id: timesheet.id,
    projectId: timesheet.project.id,
    projectName: timesheet.project.name,
    periodName: format.month(timesheet.billingPeriod),
    status: timesheet.status,
    feeStatus: timesheet.feeStatus,
    expensesStatus: timesheet.expensesStatus,
    bonusStatus: timesheet.bonusStatus,
    fee: timesheet.totals.fee,
    expenses: timesheet.totals.expenses,
    bonus: timesheet.totals.bonus,
    files: timesheet.files,
  };
}

/** The past months, newest first, a page at a time: more load as the reader reaches the end. */
export function HistoryList({ query, firstPage }: HistoryListProps) {
  const format = useFormat();
  const pages = useTimesheetPages(query, firstPage);
  const rows = (pages.data?.pages ?? [firstPage]).flatMap((page) => page.data).map((timesheet) => historyRow(format, timesheet));
  const more = useLoadMore(pages, "months");
  return (
    <HistoryTable
      rows={rows}
      complete={!pages.hasNextPage}
      more={more}
    />
  );
}
