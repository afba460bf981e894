"use client";

import type { QueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ExpenseRecordView, TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { ExpenseRecord, TimesheetDetail } from "@/lib/schemas/timesheets";
import type { ExpenseCategory } from "@/lib/domain/reference";
import { queryKeys } from "./query-keys";
import { invalidateTimesheetLists } from "./use-timesheet";
import { useTimesheetMutation } from "./use-timesheet-mutation";

/** What the expense dialog sends; amounts stay decimal strings. */
export interface SaveExpenseInput {
  id?: string;
  version?: number;
  date: string;
  category: ExpenseCategory;
  details: string;
  amountInExpenseCurrency: string;
  /** Any code of the currency table. */
  expenseCurrency: string;
  exchangeRate: string;
  fileIds: string[];
}

type Statuses = Pick<TimesheetDetail, "status" | "feeStatus" | "expensesStatus" | "bonusStatus">;

function statusesMoved(before: Statuses, after: TimesheetStatusesView): boolean {
  return (
    before.status !== after.status ||
    before.feeStatus !== after.feeStatus ||
    before.expensesStatus !== after.expensesStatus ||
    before.bonusStatus !== after.bonusStatus
  );
}

/**
 * An expense change always changes the timesheet detail (records, totals, outdated expense
 * invoices, the files of this timesheet). Only when the statuses moved (the first expense opens the
 * component) do the lists that show statuses change too, so only then are they refreshed.
 */
function refreshAfter(queryClient: QueryClient, timesheet: TimesheetDetail, after: TimesheetStatusesView) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheet.id) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.files.list(timesheet.id).slice(0, 2) }),
    statusesMoved(timesheet, after) ? invalidateTimesheetLists(queryClient) : undefined,
  ]);
}

/** POST /api/expense-records: creates (no id) or updates (id and the version read) one expense. */
export function useSaveExpenseRecord(timesheet: TimesheetDetail) {
  return useTimesheetMutation(timesheet.id, {
    request: (input: SaveExpenseInput) =>
      apiFetch<{ data: { expenseRecord: ExpenseRecordView; timesheet: TimesheetStatusesView } }>("/api/expense-records", {
        method: "POST",
        body: { ...input, timesheetId: timesheet.id },
      }).then((r) => r.data),
    apply: (queryClient, result) => refreshAfter(queryClient, timesheet, result.timesheet),
  });
}

/** DELETE /api/expense-records for one expense, with the version it was read at; its files go with it. */
export function useDeleteExpenseRecord(timesheet: TimesheetDetail) {
  return useTimesheetMutation(timesheet.id, {
    request: (expense: Pick<ExpenseRecord, "id" | "version">) =>
      apiFetch<{ data: { deleted: string[]; timesheet: TimesheetStatusesView } }>("/api/expense-records", {
        method: "DELETE",
        body: { timesheetId: timesheet.id, ids: [expense.id], versions: { [expense.id]: expense.version } },
      }).then((r) => r.data),
    apply: (queryClient, result) => refreshAfter(queryClient, timesheet, result.timesheet),
  });
}
