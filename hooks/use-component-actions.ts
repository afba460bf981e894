"use client";

import { apiFetch } from "@/lib/api-client";
import type { Component, ComponentStatus } from "@/lib/domain/reference";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { applyTimesheetDetail } from "./use-timesheet";
import { useTimesheetMutation } from "./use-timesheet-mutation";

type ActionAnswer = { success: true; data: TimesheetDetail };

/**
 * Prepare, submit and reset answer with the whole timesheet as the server left it, so the cache
 * takes that answer as is: the screen shows the server's statuses, never ones computed here.
 */
function useTimesheetAction<Variables>(timesheetId: string, post: (variables: Variables) => Promise<ActionAnswer>) {
  return useTimesheetMutation(timesheetId, {
    request: async (variables: Variables) => (await post(variables)).data,
    apply: (queryClient, detail) => applyTimesheetDetail(queryClient, detail),
  });
}

export function usePrepareComponent(timesheetId: string) {
  return useTimesheetAction(timesheetId, ({ component, version }: { component: Component; version: number }) =>
    apiFetch<ActionAnswer>(`/api/timesheets/${timesheetId}/prepare-component`, { method: "POST", body: { component, version } }),
  );
}

export function useSubmitTimesheet(timesheetId: string) {
  return useTimesheetAction(timesheetId, ({ version }: { version: number }) =>
    apiFetch<ActionAnswer>(`/api/timesheets/${timesheetId}/submit`, { method: "POST", body: { version } }),
  );
}

/** `resetStatus` is what the confirmation promised; the server refuses (400) rather than do something else. */
export function useResetComponent(timesheetId: string) {
  return useTimesheetAction(
    timesheetId,
    ({ component, version, resetStatus }: { component: Component; version: number; resetStatus?: ComponentStatus }) =>
      apiFetch<ActionAnswer>(`/api/timesheets/${timesheetId}/reset-component`, {
        method: "POST",
        body: { comp: component, version, ...(resetStatus ? { resetStatus } : {}) },
      }),
  );
}
