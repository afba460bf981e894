"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Component } from "@/lib/domain/reference";
import type { ContestedLineInput } from "@/lib/schemas/decisions";
import type { CreatedReviewLink, ReviewLinkListItem, Reviewer } from "@/lib/schemas/reviews";
import { queryKeys } from "./query-keys";
import { useTimesheetMutation } from "./use-timesheet-mutation";

/** An administrator's action on one timesheet: the timesheet and its lists are read again after it. */
function useAdminAction<Variables>(timesheetId: string, send: (variables: Variables) => Promise<unknown>) {
  return useTimesheetMutation(timesheetId, { request: send });
}

const base = (id: string) => `/api/timesheets/${id}`;

export function useApproveComponent(id: string) {
  return useAdminAction(id, ({ component, version }: { component: Component; version: number }) =>
    apiFetch(`${base(id)}/approve-component`, { method: "PUT", body: { component, version } }),
  );
}

export function useContestComponent(id: string) {
  return useAdminAction(id, ({ component, reason, lines, version }: { component: Component; reason: string; lines?: ContestedLineInput[]; version: number }) =>
    apiFetch(`${base(id)}/contest-component`, { method: "PUT", body: { component, reason, ...(lines && lines.length > 0 ? { lines } : {}), version } }),
  );
}

export function useAdminResetComponent(id: string) {
  return useAdminAction(id, ({ component, version }: { component: Component; version: number }) =>
    apiFetch(`${base(id)}/reset-component`, { method: "POST", body: { comp: component, version } }),
  );
}

export function useCloseTimesheet(id: string) {
  return useAdminAction(id, ({ action, version }: { action: "close" | "reopen"; version: number }) =>
    apiFetch(`${base(id)}/${action}`, { method: "PUT", body: { version } }),
  );
}

export function useSetBonus(id: string) {
  return useAdminAction(id, (body: { amount: string | null; note: string | null; version: number }) =>
    apiFetch(`${base(id)}/bonus`, { method: "PUT", body }),
  );
}

const reviewLinksKey = (id: string) => [...queryKeys.timesheets.detail(id), "review-links"] as const;

export function useReviewLinks(id: string) {
  return useQuery({
    queryKey: reviewLinksKey(id),
    queryFn: async ({ signal }) => (await apiFetch<{ data: ReviewLinkListItem[] }>(`${base(id)}/review-links`, { signal })).data,
  });
}

export function useProjectReviewers(projectId: string) {
  return useQuery({
    queryKey: ["timesheet-reviewers", projectId] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: Reviewer[] }>(`/api/timesheet-reviewers?projectId=${projectId}&limit=200`, { signal })).data,
  });
}

export function useCreateReviewLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { reviewerId?: string; expiresInDays: number }) =>
      (await apiFetch<{ data: CreatedReviewLink }>(`${base(id)}/review-links`, { method: "POST", body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewLinksKey(id) }),
  });
}

export function useRevokeReviewLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => apiFetch(`/api/review-links/${linkId}`, { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewLinksKey(id) }),
  });
}

