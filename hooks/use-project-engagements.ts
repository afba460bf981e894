"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch, REQUEST_TIMEOUTS_MS } from "@/lib/api-client";
import type { CreateProjectEngagementBody, ProjectEngagement } from "@/lib/schemas/engagements";
import { PAGE_LIMIT_MAX, type Page } from "@/lib/schemas/paging";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** A contractor with more engagements than this many pages would be a data error, not a career. */
const MAX_PAGES = 50;

/**
 * The contractor's project engagements with their rates and visible timesheets. Hidden ones (the
 * 60-day rule) come along so a link from History to a finished project still opens; the
 * workspace lists only the others in its picker.
 *
 * The API answers a page at a time; the workspace needs every engagement at once (the project
 * picker, and finding the project of a timesheet named in the URL), and one contractor has a
 * handful, so this reads page after page, 200 at a time, until the last. Each engagement brings
 * all its visible timesheets, which the period switcher needs whole.
 */
export function useProjectEngagements() {
  return useQuery({
    queryKey: [...queryKeys.projectEngagements.all, { includeHidden: true }],
    queryFn: async ({ signal }) => {
      const all: ProjectEngagement[] = [];
      let cursor: string | null = null;
      for (let pages = 0; pages < MAX_PAGES; pages++) {
        const query: string = `includeHidden=true&limit=${PAGE_LIMIT_MAX}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
        const page: Page<ProjectEngagement> = await apiFetch<Page<ProjectEngagement>>(`/api/project-engagements?${query}`, {
          signal,
          timeoutMs: REQUEST_TIMEOUTS_MS.projectEngagements,
        });
        all.push(...page.data);
        cursor = page.nextCursor;
        if (!cursor) break;
      }
      return all;
    },
  });
}

/** Puts a contractor on a project (no rates yet). */
export function useAddContractorToProject() {
  return useAdminMutation((body: CreateProjectEngagementBody) => ({ path: "/api/project-engagements", method: "POST", body }));
}

/** Takes a contractor off a project; the server refuses once any of its timesheets holds work. */
export function useRemoveProjectEngagement() {
  return useAdminMutation((id: string) => ({ path: `/api/project-engagements/${id}`, method: "DELETE" }));
}
