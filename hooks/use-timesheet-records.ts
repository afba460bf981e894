"use client";

import type { QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import type {
  copyPreviousMonthResponse,
  deleteTimesheetRecordsResponse,
  TimesheetRecordInput,
  TimesheetStatusesAfterRecords,
  upsertTimesheetRecordsResponse,
} from "@/lib/schemas/timesheet-records";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";
import { refetchTimesheet, useTimesheetMutation } from "./use-timesheet-mutation";

type SavedRecords = z.infer<typeof upsertTimesheetRecordsResponse>["data"];
type DeletedRecords = z.infer<typeof deleteTimesheetRecordsResponse>["data"];
export type CopiedRecords = z.infer<typeof copyPreviousMonthResponse>["data"];
type WrittenRecord = SavedRecords["records"][number];

/** The statuses the server returned, merged into the cached timesheet so badges change at once. */
function withStatuses(detail: TimesheetDetail, statuses: TimesheetStatusesAfterRecords): TimesheetDetail {
  const { status, feeStatus, expensesStatus, bonusStatus, version } = statuses;
  return { ...detail, status, feeStatus, expensesStatus, bonusStatus, version };
}

/** Written records replace their cached copies (keeping their comment threads, which a write never changes). */
function withRecords(detail: TimesheetDetail, written: readonly WrittenRecord[]): TimesheetDetail {
  const byId = new Map(detail.timesheetRecords.map((record) => [record.id, record]));
  for (const record of written) byId.set(record.id, { ...record, messageThread: byId.get(record.id)?.messageThread ?? null });
  const records = [...byId.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { ...detail, timesheetRecords: records };
}

/**
 * The cache shows the returned records and statuses at once; totals, the submit button text and
 * the activity are the server's to compute, so the writes below read the timesheet again after it.
 */
function updateDetail(queryClient: QueryClient, timesheetId: string, update: (detail: TimesheetDetail) => TimesheetDetail) {
  queryClient.setQueryData<TimesheetDetail>(queryKeys.timesheets.detail(timesheetId), (detail) => (detail ? update(detail) : detail));
}

/** Creates (no id) or updates (id and version) records of one timesheet in one request, all or nothing. */
export function useSaveTimesheetRecords(timesheetId: string) {
  return useTimesheetMutation(timesheetId, {
    request: async (records: TimesheetRecordInput[]) =>
      (await apiFetch<{ data: SavedRecords }>("/api/timesheet-records", { method: "POST", body: { timesheetId, records } })).data,
    apply: (queryClient, saved) => {
      updateDetail(queryClient, timesheetId, (detail) => withStatuses(withRecords(detail, saved.records), saved.timesheet));
      return refetchTimesheet(queryClient, timesheetId, { lists: true });
    },
  });
}

export function useDeleteTimesheetRecords(timesheetId: string) {
  return useTimesheetMutation(timesheetId, {
    request: async (ids: string[]) =>
      (await apiFetch<{ data: DeletedRecords }>("/api/timesheet-records", { method: "DELETE", body: { timesheetId, ids } })).data,
    apply: (queryClient, deleted) => {
      const gone = new Set(deleted.deleted);
      updateDetail(queryClient, timesheetId, (detail) =>
        withStatuses({ ...detail, timesheetRecords: detail.timesheetRecords.filter((record) => !gone.has(record.id)) }, deleted.timesheet),
      );
      // Spec point 7: after a delete the fee invoice files are fetched again.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.files.all, timesheetId] });
      return refetchTimesheet(queryClient, timesheetId, { lists: true });
    },
  });
}

/** Copies last month's records into this timesheet; the answer says what was created and what was dropped and why. */
export function useCopyPreviousMonth(timesheetId: string) {
  return useTimesheetMutation(timesheetId, {
    request: async () =>
      (await apiFetch<{ data: CopiedRecords }>(`/api/timesheets/${timesheetId}/copy-previous-month`, { method: "POST", body: {} })).data,
    apply: (queryClient, copied) => {
      updateDetail(queryClient, timesheetId, (detail) => withStatuses(withRecords(detail, copied.created), copied.timesheet));
      return refetchTimesheet(queryClient, timesheetId, { lists: true });
    },
  });
}
