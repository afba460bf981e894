/**
 * The admin timesheet list's state, which lives in the URL: parsed leniently (a value that does
 * not parse is dropped, never an error) and written back into links.
 */
import { z } from "zod";
import { TIMESHEET_STATUSES, type TimesheetStatus } from "@/lib/domain/reference";
import { LOGGED_MESSAGES, logger } from "@/lib/logger";
import type { TimesheetListFilter } from "@/lib/schemas/timesheet-selection";

export const TIMESHEET_SORT_KEYS = ["period", "contractor", "project", "client", "status", "updated"] as const;
export type TimesheetSortKey = (typeof TIMESHEET_SORT_KEYS)[number];

export const TIMESHEET_PAGE_SIZE = 25;
export const TIMESHEETS_PATH = "/admin/timesheets";

export type TimesheetSearch = {
  status?: TimesheetStatus;
  project?: string;
  contractor?: string;
  /** `yyyy-MM` */
  period?: string;
  flagged?: boolean;
  sort: TimesheetSortKey;
  dir: "asc" | "desc";
  page: number;
  timesheetId?: string;
};

export type RawSearchParams = Record<string, string | string[] | undefined>;

const fields = {
  status: z.enum(TIMESHEET_STATUSES),
  project: z.uuid(),
  contractor: z.uuid(),
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  flagged: z.enum(["true", "false"]).transform((value) => value === "true"),
  sort: z.enum(TIMESHEET_SORT_KEYS),
  dir: z.enum(["asc", "desc"]),
  page: z.coerce.number().int().min(1).max(100_000),
  timesheetId: z.uuid(),
};

function pick<T>(schema: z.ZodType<T>, raw: string | string[] | undefined): T | undefined {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (value === undefined || value === "") return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Periods and changes read best latest first; names alphabetically. */
export function defaultDirection(sort: TimesheetSortKey): "asc" | "desc" {
  return sort === "period" || sort === "updated" ? "desc" : "asc";
}

export function parseTimesheetSearch(raw: RawSearchParams): TimesheetSearch {
  const sort = pick(fields.sort, raw.sort) ?? "period";
  const period = pick(fields.period, raw.period);
  // Spec point 8: a billing period filter that cannot be filled is only logged; the list shows every period.
  if (period === undefined && raw.period !== undefined && raw.period !== "") logger.warn(LOGGED_MESSAGES.billingPeriodConversion, { period: raw.period });
  return {
    status: pick(fields.status, raw.status),
    project: pick(fields.project, raw.project),
    contractor: pick(fields.contractor, raw.contractor),
    period,
    flagged: pick(fields.flagged, raw.flagged),
    sort,
    dir: pick(fields.dir, raw.dir) ?? defaultDirection(sort),
    page: pick(fields.page, raw.page) ?? 1,
    timesheetId: pick(fields.timesheetId, raw.timesheetId),
  };
}

/** A link to the list with some of the state changed; defaults are left out of the URL. */
export function timesheetSearchHref(search: TimesheetSearch, changes: Partial<TimesheetSearch> = {}): string {
  const next = { ...search, ...changes };
  const query = new URLSearchParams();
  if (next.status) query.set("status", next.status);
  if (next.project) query.set("project", next.project);
  if (next.contractor) query.set("contractor", next.contractor);
  if (next.period) query.set("period", next.period);
  if (next.flagged !== undefined) query.set("flagged", String(next.flagged));
  if (next.sort !== "period") query.set("sort", next.sort);
  if (next.dir !== defaultDirection(next.sort)) query.set("dir", next.dir);
  if (next.page > 1) query.set("page", String(next.page));
  if (next.timesheetId) query.set("timesheetId", next.timesheetId);
  const text = query.toString();
  return text ? `${TIMESHEETS_PATH}?${text}` : TIMESHEETS_PATH;
}

export function hasFilters(search: TimesheetSearch): boolean {
  return Boolean(search.status || search.project || search.contractor || search.period || search.flagged !== undefined);
}

/**
 * The list's filter as the API names it: what the page lists by, and what a batch on "all
 * matching" sends as `{ filter }` (#47.7); conditions not set are left out.
 */
export function timesheetListFilterOf(search: TimesheetSearch): TimesheetListFilter {
  const filter: TimesheetListFilter = {};
  if (search.status) filter.status = search.status;
  if (search.project) filter.projectId = search.project;
  if (search.contractor) filter.contractorId = search.contractor;
  if (search.period) filter.period = search.period;
  if (search.flagged !== undefined) filter.flagged = search.flagged;
  return filter;
}
