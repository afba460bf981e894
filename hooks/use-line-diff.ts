"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { LineComponent } from "@/lib/domain/reference";
import type { LineDiffView } from "@/lib/schemas/line-review";
import { queryKeys } from "./query-keys";

/**
 * What the latest submission of a component changed since the one before. Keyed under the
 * timesheet's detail (and its version), so whatever refreshes the timesheet refreshes the diff.
 */
export function useLineDiff(timesheetId: string, component: LineComponent, version: number, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.timesheets.detail(timesheetId), "line-diff", component, version] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: LineDiffView }>(`/api/timesheets/${timesheetId}/line-diff?component=${component}`, { signal })).data,
    enabled,
    // A component submitted before snapshots existed has none: that is an answer, not a failure to retry.
    retry: false,
  });
}
