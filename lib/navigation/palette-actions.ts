/**
 * What the command palette offers besides pages (issue #32): the billing period a person types,
 * and a contractor's timesheets to open or to log work on. Pure: no React, no Next.
 */
import { BillingPeriod, type BillingPeriodInput } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import { defaultTimesheet } from "@/lib/domain/selection";
import { can } from "@/lib/domain/transition-table";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import { contractorProjectHref } from "./menu";

const MONTH_NAMES = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * The month names of a locale's language as a person types them, lower case and without a dot:
 * the full name and Intl's short one ("oktober", "okt"; "märz", "mär").
 */
function localMonthNames(locale: string): Map<string, number> {
  const names = new Map<string, number>();
  for (const month of ["long", "short"] as const) {
    const formatter = new Intl.DateTimeFormat(locale, { month, timeZone: "UTC" });
    for (let index = 0; index < 12; index++) {
      const name = formatter.format(Date.UTC(2026, index, 1)).toLowerCase().replace(/\.$/, "");
      if (!names.has(name)) names.set(name, index + 1);
    }
  }
  return names;
}

/**
 * The billing period typed, in one of four forms only (any case, spaces around ignored):
 * `2026-10`, `10/2026`, `Oct 2026` (three letters, a dot allowed) and `October 2026`; with a
 * locale, its language's month names too ("Oktober 2026", "Okt. 2026" in German).
 * Anything else, or a month that does not exist, is no period: nothing is guessed.
 */
export function parseTypedMonth(text: string, locale?: string): BillingPeriod | undefined {
  const typed = text.trim().toLowerCase().replace(/\s+/g, " ");
  let month: number | undefined;
  let year: number | undefined;
  const iso = /^(\d{4})-(\d{1,2})$/.exec(typed);
  const slashed = /^(\d{1,2})\/(\d{4})$/.exec(typed);
  const named = /^(\p{L}+)(\.?) (\d{4})$/u.exec(typed);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
  } else if (slashed) {
    month = Number(slashed[1]);
    year = Number(slashed[2]);
  } else if (named) {
    const [, name = "", dot, digits] = named;
    const index = MONTH_NAMES.findIndex((full) => (dot ? false : full === name) || (name.length === 3 && full.startsWith(name)));
    // English keeps exactly its two documented forms; another language adds its own names.
    const local = index >= 0 || !locale || locale.startsWith("en") ? undefined : localMonthNames(locale).get(name);
    if (index >= 0 || local !== undefined) {
      month = index >= 0 ? index + 1 : local;
      year = Number(digits);
    }
  }
  if (month === undefined || year === undefined || month < 1 || month > 12 || year < 1) return undefined;
  return BillingPeriod.from({ month, year });
}

/**
 * Address parameters (`=1`) a page acts on once, then drops (hooks/use-url-request.ts): the
 * Clients page opens New client, the Users page Invite contractor, and the workspace's fee tab
 * puts the focus on its calendar. The palette's actions link there.
 */
export const URL_REQUESTS = { newClient: "new", inviteContractor: "invite", logWork: "logWork" } as const;
export const NEW_CLIENT_HREF = `/admin/clients?${URL_REQUESTS.newClient}=1`;
export const INVITE_CONTRACTOR_HREF = `/admin/contractors?${URL_REQUESTS.inviteContractor}=1`;

/** The admin timesheet list filtered on one billing period (its `?period=` filter). */
export function adminPeriodHref(period: BillingPeriod): string {
  return `/admin/timesheets?period=${period.toString()}`;
}

/** The contractor's workspace on one timesheet of a project, on the fee tab; `logWork` lands on the calendar and the record form. */
export function workspaceTimesheetHref(projectId: string, timesheetId: string, { logWork = false }: { logWork?: boolean } = {}): string {
  return `${contractorProjectHref(projectId)}&timesheetId=${encodeURIComponent(timesheetId)}${logWork ? `&${URL_REQUESTS.logWork}=1` : ""}`;
}

/** A timesheet the palette offers: which project, which month, and where it opens. */
export interface PaletteTimesheet {
  projectId: string;
  projectName: string;
  timesheetId: string;
  period: BillingPeriod;
  periodName: string;
  href: string;
}

type Sheet = ProjectEngagement["timesheets"][number];

/** One entry per project (a contractor engaged twice on a project has its months under either engagement), in the list's order. */
function byProject(engagements: readonly ProjectEngagement[]): { id: string; name: string; timesheets: Sheet[] }[] {
  const projects = new Map<string, { id: string; name: string; timesheets: Sheet[] }>();
  for (const engagement of engagements) {
    const entry = projects.get(engagement.project.id) ?? { id: engagement.project.id, name: engagement.project.name, timesheets: [] };
    entry.timesheets.push(...engagement.timesheets);
    projects.set(entry.id, entry);
  }
  return [...projects.values()];
}

function link(project: { id: string; name: string }, sheet: Sheet, logWork = false): PaletteTimesheet {
  return {
    projectId: project.id,
    projectName: project.name,
    timesheetId: sheet.id,
    period: BillingPeriod.from(sheet.billingPeriod),
    periodName: BillingPeriod.from(sheet.billingPeriod).name,
    href: workspaceTimesheetHref(project.id, sheet.id, { logWork }),
  };
}

/** Each project's timesheet of `period` ("this month's timesheet", "go to a month"); a project without one is left out. */
export function timesheetsOfPeriod(engagements: readonly ProjectEngagement[], period: BillingPeriodInput): PaletteTimesheet[] {
  const wanted = BillingPeriod.from(period);
  return byProject(engagements).flatMap((project) => {
    const sheet = project.timesheets.find((timesheet) => wanted.equals(timesheet.billingPeriod));
    return sheet ? [link(project, sheet)] : [];
  });
}

/**
 * Where "Log work" on each project leads: this month's timesheet when records may still be added
 * to it, else the one the workspace would open first among those that take records (a contested
 * or due month before the others). A project where no timesheet takes records is left out: the
 * palette offers only what the contractor may do (the server checks again on every write).
 */
export function logWorkTimesheets(engagements: readonly ProjectEngagement[], today: IsoDate): PaletteTimesheet[] {
  const current = BillingPeriod.current(today);
  return byProject(engagements).flatMap((project) => {
    const open = project.timesheets.filter((timesheet) => can("createRecord", { actor: "SUBCONTRACTOR", timesheet, today }).ok);
    const sheet = open.find((timesheet) => current.equals(timesheet.billingPeriod)) ?? defaultTimesheet(open);
    return sheet ? [link(project, sheet, true)] : [];
  });
}
