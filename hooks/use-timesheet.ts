"use client";

import { useQuery, type QueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";

/** One timesheet with everything its workspace shows: records, expenses, files, threads, activity. */
export function useTimesheet(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.timesheets.detail(id ?? ""),
    queryFn: async ({ signal }) => (await apiFetch<{ data: TimesheetDetail }>(`/api/timesheets/${id}`, { signal })).data,
    enabled: id !== undefined,
  });
}

/**
 * Lists show statuses too (the period switcher reads them from the project engagements, history
 * and admin lists from the timesheet lists), so after any change they are fetched again.
 */
export async function invalidateTimesheetLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...queryKeys.timesheets.all, "list"] }),
    queryClient.invalidateQueries({ queryKey: queryKeys.projectEngagements.all }),
  ]);
}

/** Shows what the server answered at once, then refreshes every list that shows the timesheet. */
export function applyTimesheetDetail(queryClient: QueryClient, detail: TimesheetDetail): Promise<void> {
  queryClient.setQueryData(queryKeys.timesheets.detail(detail.id), detail);
  return invalidateTimesheetLists(queryClient);
}
