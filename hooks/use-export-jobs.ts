"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ExportJobView, StartExportJobBody } from "@/lib/schemas/export-jobs";
import { queryKeys } from "./query-keys";

export const isActiveExport = (job: Pick<ExportJobView, "status">) => job.status === "QUEUED" || job.status === "RUNNING";

/**
 * The signed-in person's background exports, kept in the query cache across pages: the event
 * stream re-reads them as they progress (at most twice a second, hooks/use-live-updates.ts); while
 * one runs they are also re-read every 5 s, for the moments the stream is reconnecting. A second
 * reader mounting (the tray and the batch bar) takes the cached list rather than fetching again.
 */
export function useExportJobs() {
  return useQuery({
    queryKey: queryKeys.exportJobs.all,
    queryFn: async ({ signal }) => (await apiFetch<{ data: ExportJobView[] }>("/api/export-jobs", { signal })).data,
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.some(isActiveExport) ? 5_000 : false),
  });
}

function useExportJobMutation<Variables>(send: (variables: Variables) => Promise<ExportJobView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (job) => {
      queryClient.setQueryData<ExportJobView[]>(queryKeys.exportJobs.all, (jobs = []) => [job, ...jobs.filter((other) => other.id !== job.id)]);
    },
    // The answer is the job as it now is, put in the list above; its progress arrives by the event stream.
    // Re-reading the list here as well raced the stream's first re-read and was aborted by it.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.exportJobs.all }),
  });
}

/** POST /api/export-jobs: answers at once with the queued job. */
export function useStartExportJob() {
  return useExportJobMutation(async (body: StartExportJobBody) => (await apiFetch<{ data: ExportJobView }>("/api/export-jobs", { method: "POST", body })).data);
}

/** DELETE /api/export-jobs/{id}: stops it and deletes what it wrote. */
export function useCancelExportJob() {
  return useExportJobMutation(async (id: string) => (await apiFetch<{ data: ExportJobView }>(`/api/export-jobs/${id}`, { method: "DELETE" })).data);
}
