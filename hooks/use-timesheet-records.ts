"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch, ApiError } from "@/lib/api-client";
import type {
  copyPreviousMonthResponse,
  deleteTimesheetRecordsResponse,
  TimesheetRecordInput,
  TimesheetStatusesAfterRecords,
  upsertTimesheetRecordsResponse,
} from "@/lib/schemas/timesheet-records";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";
import { invalidateTimesheetLists } from "./use-timesheet";

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

function updateDetail(queryClient: QueryClient, timesheetId: string, update: (detail: TimesheetDetail) => TimesheetDetail) {
  queryClient.setQueryData<TimesheetDetail>(queryKeys.timesheets.detail(timesheetId), (detail) => (detail ? update(detail) : detail));
}

/**
 * Totals, the submit button text and the activity are the server's to compute, so the detail is
 * fetched again after the cache shows the returned records and statuses.
 */
async function refresh(queryClient: QueryClient, timesheetId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
    invalidateTimesheetLists(queryClient),
  ]);
}

/** A stale version means someone else changed the timesheet: fetch it so the next try is current. */
function refetchWhenStale(queryClient: QueryClient, timesheetId: string, error: unknown) {
  if (error instanceof ApiError && error.code === "STALE_VERSION") {
    void queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) });
  }
}

/** Creates (no id) or updates (id and version) records of one timesheet in one request, all or nothing. */
export function useSaveTimesheetRecords(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (records: TimesheetRecordInput[]) =>
      (await apiFetch<{ data: SavedRecords }>("/api/timesheet-records", { method: "POST", body: { timesheetId, records } })).data,
    onSuccess: (saved) => {
      updateDetail(queryClient, timesheetId, (detail) => withStatuses(withRecords(detail, saved.records), saved.timesheet));
      return refresh(queryClient, timesheetId);
    },
    onError: (error) => refetchWhenStale(queryClient, timesheetId, error),
  });
}

export function useDeleteTimesheetRecords(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) =>
      (await apiFetch<{ data: DeletedRecords }>("/api/timesheet-records", { method: "DELETE", body: { timesheetId, ids } })).data,
    onSuccess: (deleted) => {
      const gone = new Set(deleted.deleted);
      updateDetail(queryClient, timesheetId, (detail) =>
        withStatuses({ ...detail, timesheetRecords: detail.timesheetRecords.filter((record) => !gone.has(record.id)) }, deleted.timesheet),
      );
      // Spec point 7: after a delete the fee invoice files are fetched again.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.files.all, timesheetId] });
      return refresh(queryClient, timesheetId);
    },
    onError: (error) => refetchWhenStale(queryClient, timesheetId, error),
  });
}

/** Copies last month's records into this timesheet; the answer says what was created and what was dropped and why. */
export function useCopyPreviousMonth(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiFetch<{ data: CopiedRecords }>(`/api/timesheets/${timesheetId}/copy-previous-month`, { method: "POST", body: {} })).data,
    onSuccess: (copied) => {
      updateDetail(queryClient, timesheetId, (detail) => withStatuses(withRecords(detail, copied.created), copied.timesheet));
      return refresh(queryClient, timesheetId);
    },
  });
}
