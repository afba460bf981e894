import type { Query } from "@tanstack/react-query";
import type { ChangeEvent } from "@/lib/schemas/events";
import { queryKeys } from "./query-keys";

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/**
 * Which cached queries one change makes stale: every query about that timesheet (its detail,
 * files, threads, activity: any key naming its id), and the lists a status shows in when the
 * timesheet itself changed. Changed working days re-read what the profile form re-reads after
 * its own save: the timesheets (their calendars), the profile and the engagements. An export job's
 * progress re-reads the exports tray. Nothing else.
 */
export function isAffectedBy(event: ChangeEvent, query: Pick<Query, "queryKey">): boolean {
  const key = query.queryKey;
  if (event.kind === "export_job") return startsWith(key, queryKeys.exportJobs.all);
  if (event.kind === "contractor") {
    return [queryKeys.timesheets.all, queryKeys.user.current, queryKeys.projectEngagements.all].some((prefix) => startsWith(key, prefix));
  }
  if (key.includes(event.timesheetId)) return true;
  if (event.kind !== "timesheet") return false;
  return startsWith(key, [...queryKeys.timesheets.all, "list"]) || startsWith(key, queryKeys.projectEngagements.all);
}

/** Server-rendered pages show timesheets and people, never export jobs: a job's progress (every
 *  ~2 %) must not re-render the page behind the tray. */
export function changesServerPages(event: ChangeEvent): boolean {
  return event.kind !== "export_job";
}
