"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { queryKeys } from "./query-keys";
import { invalidateTimesheetLists } from "./use-timesheet";

/** Someone else changed the timesheet since this screen read it (409 STALE_VERSION). */
export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === "STALE_VERSION";
}

/** Reads the timesheet again, and (when its statuses may have moved) every list that shows them. */
export async function refetchTimesheet(queryClient: QueryClient, timesheetId: string, { lists }: { lists: boolean }): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
    lists ? invalidateTimesheetLists(queryClient) : undefined,
  ]);
}

export interface TimesheetMutationOptions<Variables, Answer> {
  request: (variables: Variables) => Promise<Answer>;
  /**
   * What the answer changes on screen: put it into the cache and fetch again what the server
   * computes. Without it, the timesheet and its lists are read again.
   */
  apply?: (queryClient: QueryClient, answer: Answer, variables: Variables) => Promise<unknown> | void;
}

/**
 * The one way a screen writes to a timesheet. Each write carries the version the screen read; a
 * refusal (a stale version, a transition no longer allowed) means the screen shows an old state, so
 * the timesheet is read again, and after a stale version the lists too. Callers say how it went
 * with `toastActionError` (components/timesheet/action-error.ts).
 */
export function useTimesheetMutation<Variables, Answer>(timesheetId: string, { request, apply }: TimesheetMutationOptions<Variables, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer, variables) => (apply ? apply(queryClient, answer, variables) : refetchTimesheet(queryClient, timesheetId, { lists: true })),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refetchTimesheet(queryClient, timesheetId, { lists: isStale(error) });
    },
  });
}
