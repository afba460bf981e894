"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Page } from "@/lib/schemas/paging";
import type { TimesheetSummary } from "@/lib/schemas/timesheets";
import { queryKeys } from "./query-keys";

/** The filters of GET /api/timesheets a screen may set; paging is the hook's own business. */
export type TimesheetFilters = { projectId?: string; contractorId?: string; from?: string; to?: string; limit?: number };

function listPath(filters: TimesheetFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined) params.set(name, String(value));
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return `/api/timesheets${text ? `?${text}` : ""}`;
}

/**
 * The caller's timesheets, newest first, one page at a time: `fetchNextPage` loads the page after
 * the last one loaded, and `hasNextPage` says whether there is one. A page the server already
 * rendered can be handed in as the first page, so the screen shows it without a request.
 */
export function useTimesheetPages(filters: TimesheetFilters, firstPage?: Page<TimesheetSummary>) {
  const key = Object.fromEntries(Object.entries(filters).map(([name, value]) => [name, value === undefined ? undefined : String(value)]));
  return useInfiniteQuery({
    queryKey: queryKeys.timesheets.list(key),
    queryFn: ({ pageParam, signal }) => apiFetch<Page<TimesheetSummary>>(listPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [null] } } : {}),
  });
}
