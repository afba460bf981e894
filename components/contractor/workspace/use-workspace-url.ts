"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { COMPONENTS, RATE_FREQUENCIES, type Component, type RateFrequency } from "@/lib/domain/reference";

type Param = "projectId" | "timesheetId" | "component" | "rate";
type Changes = Partial<Record<Param, string | undefined>>;

function componentOf(value: string | null): Component {
  return COMPONENTS.find((component) => component === value) ?? "TIMESHEET";
}

function rateOf(value: string | null): RateFrequency | undefined {
  return RATE_FREQUENCIES.find((frequency) => frequency === value);
}

/**
 * The workspace's view lives in the URL (?projectId=, ?timesheetId=, ?component=, and ?rate=, the
 * record form's rate, which so outlives a change of month), so reload,
 * back/forward and shared links show the same thing. Choosing a project or a month is a step in
 * the history; switching tabs and filling in the defaults replace the current entry.
 */
export function useWorkspaceUrl() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const projectId = params.get("projectId") || undefined;
  const timesheetId = params.get("timesheetId") || undefined;
  const component = componentOf(params.get("component"));
  const rate = rateOf(params.get("rate"));

  const navigate = useCallback(
    (changes: Changes, mode: "push" | "replace" | "rewrite") => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      if (query === params.toString()) return;
      const href = query ? `${pathname}?${query}` : pathname;
      // Filling in defaults is not a navigation: rewriting the entry in place (Next keeps
      // useSearchParams in sync) cannot race with a link the person clicks meanwhile.
      if (mode === "rewrite") window.history.replaceState(null, "", href);
      else router[mode](href, { scroll: false });
    },
    [params, pathname, router],
  );

  return useMemo(
    () => ({
      projectId,
      timesheetId,
      component,
      rate,
      /** Spec point 2: choosing a project switches to its fee component. */
      selectProject: (id: string) => navigate({ projectId: id, timesheetId: undefined, component: "TIMESHEET" }, "push"),
      selectTimesheet: (id: string) => navigate({ timesheetId: id }, "push"),
      selectComponent: (next: Component) => navigate({ component: next }, "replace"),
      selectRate: (next: RateFrequency) => navigate({ rate: next }, "replace"),
      /** Writes the resolved project and timesheet into the URL so the view can be shared as it is. */
      settle: (resolved: { projectId: string; timesheetId: string }) => navigate(resolved, "rewrite"),
    }),
    [component, navigate, projectId, rate, timesheetId],
  );
}

export type WorkspaceUrlState = ReturnType<typeof useWorkspaceUrl>;
