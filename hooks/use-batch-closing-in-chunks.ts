"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { apiFetch } from "@/lib/api-client";
import type { BatchOutcome } from "@/lib/schemas/decisions";
import type { TimesheetListFilter } from "@/lib/schemas/timesheet-selection";
import { queryKeys } from "./query-keys";
import { invalidateTimesheetLists } from "./use-timesheet";

/** Timesheets per request: small enough that results show within a second or so, large enough that 300 are 12 requests. */
export const BATCH_CHUNK = 25;

export interface BatchProgress {
  outcome: BatchOutcome;
  /** Timesheets decided so far, of `total`. */
  done: number;
  total: number;
}

/**
 * What a batch acts on: the ticked timesheets, or every timesheet matching the list's filter
 * ("select all matching", #47.7), which the server selects itself; `total` is the list's count of
 * them, for the progress.
 */
export type BatchSelection = { ids: readonly string[] } | { filter: TimesheetListFilter; total: number };

/** The request body's half that names the timesheets: `{ ids }` or `{ filter }`, never both. */
export function selectionBody(selection: BatchSelection): { ids: string[] } | { filter: TimesheetListFilter } {
  return "filter" in selection ? { filter: selection.filter } : { ids: [...selection.ids] };
}

/**
 * Batch close or reopen that reports as it goes: the selection is sent 25 ids at a time, one
 * request after the other, to the spec's PUT /api/timesheets/batch/{close|reopen} (each timesheet
 * is decided on its own there, so chunks change nothing in the outcome), and `onProgress` hears the
 * results so far after every answer. A selection by filter is one request: the server finds the
 * timesheets, at most 1,000 (more is refused whole, 413). A failed request stops the rest and
 * rejects; the screens are read again either way.
 */
export function useBatchClosingInChunks() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => {
    router.refresh();
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    void invalidateTimesheetLists(queryClient);
  }, [router, queryClient]);
  return useCallback(
    async (kind: "close" | "reopen", selection: BatchSelection, onProgress: (progress: BatchProgress) => void): Promise<BatchOutcome> => {
      const outcome: BatchOutcome = { results: [], changed: 0, refused: 0 };
      if ("filter" in selection) {
        onProgress({ outcome, done: 0, total: selection.total });
        try {
          const { data } = await apiFetch<{ data: BatchOutcome }>(`/api/timesheets/batch/${kind}`, { method: "PUT", body: selectionBody(selection) });
          // The server's count is the truth: the list's total may be older than the answer.
          onProgress({ outcome: data, done: data.results.length, total: data.results.length });
          return data;
        } finally {
          refresh();
        }
      }
      const { ids } = selection;
      onProgress({ outcome, done: 0, total: ids.length });
      try {
        for (let start = 0; start < ids.length; start += BATCH_CHUNK) {
          const chunk = ids.slice(start, start + BATCH_CHUNK);
          const { data } = await apiFetch<{ data: BatchOutcome }>(`/api/timesheets/batch/${kind}`, { method: "PUT", body: { ids: chunk } });
          outcome.results = [...outcome.results, ...data.results];
          outcome.changed += data.changed;
          outcome.refused += data.refused;
          onProgress({ outcome: { ...outcome }, done: Math.min(ids.length, start + chunk.length), total: ids.length });
        }
        return outcome;
      } finally {
        refresh();
      }
    },
    [refresh],
  );
}
