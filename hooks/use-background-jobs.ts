"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { BackgroundJob, JobStatus, ScheduledJob } from "@/lib/schemas/background-jobs";
import type { Page } from "@/lib/schemas/paging";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** The job worker's tick (server/jobs/job-worker.ts): re-reading more often would show nothing new. */
const WORKER_TICK_MS = 5_000;

function backgroundJobsPath(status: JobStatus | null, cursor: string | null): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return `/api/background-jobs${text ? `?${text}` : ""}`;
}

/**
 * The background jobs of one status (or all), newest first, a page at a time; kept current while
 * on screen. The server rendered the first page of all of them: another status is read here.
 */
export function useBackgroundJobPages(status: JobStatus | null, firstPage?: Page<BackgroundJob>) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.backgroundJobs(status),
    queryFn: ({ pageParam, signal }) => apiFetch<Page<BackgroundJob>>(backgroundJobsPath(status, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: status === null && firstPage ? { pages: [firstPage], pageParams: [null] } : undefined,
    refetchInterval: WORKER_TICK_MS,
  });
}

/** Each scheduled kind with its last and next run (GET /api/background-jobs/scheduled). */
export function useScheduledJobs(initial?: ScheduledJob[]) {
  return useQuery({
    queryKey: queryKeys.admin.scheduledJobs,
    queryFn: async ({ signal }) => (await apiFetch<{ data: ScheduledJob[] }>("/api/background-jobs/scheduled", { signal })).data,
    initialData: initial,
    refetchInterval: WORKER_TICK_MS,
  });
}

/** A FAILED or CANCELLED job queued again, with fresh attempts. */
export function useRetryBackgroundJob() {
  return useAdminMutation<string, BackgroundJob>((id) => ({ path: `/api/background-jobs/${id}/retry`, method: "POST" }));
}

/** A waiting (or running) job ends CANCELLED, and its mail, delivery or export with it. */
export function useCancelBackgroundJob() {
  return useAdminMutation<string, BackgroundJob>((id) => ({ path: `/api/background-jobs/${id}/cancel`, method: "POST" }));
}
