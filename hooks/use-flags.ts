"use client";

import { apiFetch } from "@/lib/api-client";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";
import { applyTimesheetDetail } from "./use-timesheet";
import { useTimesheetMutation } from "./use-timesheet-mutation";

type FlaggedRecord = Omit<TimesheetRecord, "messageThread">;

/** Flags or unflags the timesheet (its contractor or an administrator); the answer is the whole timesheet. */
export function useFlagTimesheet(timesheetId: string) {
  return useTimesheetMutation(timesheetId, {
    request: async ({ flagged, version }: { flagged: boolean; version: number }) =>
      (await apiFetch<{ data: TimesheetDetail }>(`/api/timesheets/${timesheetId}/flag`, { method: "PUT", body: { flagged, version } })).data,
    apply: (queryClient, detail) => applyTimesheetDetail(queryClient, detail),
  });
}

/** Flags or unflags one record (its contractor or an administrator); the cached record takes the server's answer (flag and version). */
export function useFlagRecord(timesheetId: string) {
  return useTimesheetMutation(timesheetId, {
    request: async ({ record, flagged }: { record: Pick<TimesheetRecord, "id" | "version">; flagged: boolean }) =>
      (await apiFetch<{ data: FlaggedRecord }>(`/api/timesheet-records/${record.id}/flag`, { method: "PUT", body: { flagged, version: record.version } })).data,
    apply: (queryClient, saved) => {
      queryClient.setQueryData<TimesheetDetail>(queryKeys.timesheets.detail(timesheetId), (detail) =>
        detail
          ? { ...detail, timesheetRecords: detail.timesheetRecords.map((r) => (r.id === saved.id ? { ...r, flagged: saved.flagged, version: saved.version } : r)) }
          : detail,
      );
    },
  });
}
