"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, ApiError } from "@/lib/api-client";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";
import { applyTimesheetDetail } from "./use-timesheet";

type FlaggedRecord = Omit<TimesheetRecord, "messageThread">;

/** Flags or unflags the timesheet (its contractor or an administrator); the answer is the whole timesheet. */
export function useFlagTimesheet(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ flagged, version }: { flagged: boolean; version: number }) =>
      (await apiFetch<{ data: TimesheetDetail }>(`/api/timesheets/${timesheetId}/flag`, { method: "PUT", body: { flagged, version } })).data,
    onSuccess: (detail) => applyTimesheetDetail(queryClient, detail),
    onError: (error) => {
      if (error instanceof ApiError && error.code === "STALE_VERSION") {
        void queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) });
      }
    },
  });
}

/** Flags or unflags one record; the cached record takes the server's answer (flag and version). */
export function useFlagRecord(timesheetId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.timesheets.detail(timesheetId);
  return useMutation({
    mutationFn: async ({ record, flagged }: { record: Pick<TimesheetRecord, "id" | "version">; flagged: boolean }) =>
      (await apiFetch<{ data: FlaggedRecord }>(`/api/timesheet-records/${record.id}/flag`, { method: "PUT", body: { flagged, version: record.version } })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData<TimesheetDetail>(key, (detail) =>
        detail
          ? { ...detail, timesheetRecords: detail.timesheetRecords.map((r) => (r.id === saved.id ? { ...r, flagged: saved.flagged, version: saved.version } : r)) }
          : detail,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "STALE_VERSION") void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
