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
 * its own save: the timesheets (their calendars), the profile and the engagements. Nothing else.
 */
export function isAffectedBy(event: ChangeEvent, query: Pick<Query, "queryKey">): boolean {
  const key = query.queryKey;
  if (event.kind === "contractor") {
    return [queryKeys.timesheets.all, queryKeys.user.current, queryKeys.projectEngagements.all].some((prefix) => startsWith(key, prefix));
  }
  if (key.includes(event.timesheetId)) return true;
  if (event.kind !== "timesheet") return false;
  return startsWith(key, [...queryKeys.timesheets.all, "list"]) || startsWith(key, queryKeys.projectEngagements.all);
}
