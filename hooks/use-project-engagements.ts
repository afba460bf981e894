"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import { queryKeys } from "./query-keys";

/**
 * The contractor's project engagements with their rates and visible timesheets. Hidden ones (the
 * 60-day rule) come along so a link from History to a finished project still opens; the
 * workspace lists only the others in its picker.
 */
export function useProjectEngagements() {
  return useQuery({
    queryKey: [...queryKeys.projectEngagements.all, { includeHidden: true }],
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: ProjectEngagement[] }>("/api/project-engagements?includeHidden=true", { signal })).data,
  });
}
