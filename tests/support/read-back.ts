import type ExcelJS from "exceljs";
import { expect } from "vitest";
import { GET as activityLogsRoute } from "@/app/api/activity-logs/route";
import { GET as filesRoute } from "@/app/api/files/route";
import { GET as reviewRoute } from "@/app/api/timesheet-review/[id]/route";
import { GET as exportExpensesRoute } from "@/app/api/timesheets/[id]/export-expenses/route";
import { GET as exportFeeRoute } from "@/app/api/timesheets/[id]/export/route";
import { GET as timesheetRoute } from "@/app/api/timesheets/[id]/route";
import { POST as findRoute } from "@/app/api/timesheets/find/route";
import { GET as timesheetsRoute } from "@/app/api/timesheets/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import type { IsoDate } from "@/lib/domain/dates";
import type { ActivityLog } from "@/lib/schemas/activity-logs";
import type { FileView } from "@/lib/schemas/files";
import type { ContestedLine } from "@/lib/schemas/line-review";
import type { TimesheetReview } from "@/lib/schemas/reviews";
import type { TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import type { TimesheetDetail, TimesheetSummary } from "@/lib/schemas/timesheets";
import { businessToday } from "@/server/clock";
import { historyQuery } from "@/server/services/timesheets/list-contractor-history";
import { openWorkbook } from "../integration/exports/workbook";
import { apiRequest, call, type ErrorJson } from "./http";

/**
 * Read-after-write: after a write, the resource is read back through every path that shows it,
 * so a write that stores something one read path cannot show (a currency, a decimal, a status)
 * fails where it is made instead of in a user's browser. Each read must answer 2xx; the answers
 * are returned for the test to compare with what it wrote.
 */
export interface ReadBackOptions {
  timesheetId: string;
  /** Session cookies of the contractor who owns the timesheet and of an administrator. */
  contractor: string;
  admin: string;
  /** A usable review link's token: the reviewer's page is read too. */
  reviewToken?: string;
  /** Whether to open the two spreadsheet exports (the slowest reads); yes unless told. */
  exports?: boolean;
  /** The business date the history is computed for; the server's own unless told. */
  today?: IsoDate;
}

export interface ReadBack {
  /** GET /api/timesheets/{id}, as the contractor and as an administrator. */
  detail: { contractor: TimesheetDetail; admin: TimesheetDetail };
  /** The timesheet's row of GET /api/timesheets: the contractor's list, and an administrator's by contractor. */
  list: { contractor: TimesheetSummary; admin: TimesheetSummary };
  /** Its row of the contractor's history (GET /api/timesheets with the history screen's filters); null while its month is not over. */
  history: TimesheetSummary | null;
  /** Its row of the administrators' search (POST /api/timesheets/find). */
  search: TimesheetSearchRow;
  /** The reviewer's page (GET /api/timesheet-review/{token}) when a token was given. */
  review: TimesheetReview | null;
  /** GET /api/timesheets/{id}/export and export-expenses, opened as a spreadsheet program would. */
  exports: { fee: ExcelJS.Workbook; expenses: ExcelJS.Workbook } | null;
  /** GET /api/activity-logs?timesheetId= (newest first, the first page). */
  activity: ActivityLog[];
  /** GET /api/files?timesheetId=, as the contractor. */
  files: FileView[];
}

type Data<T> = { data: T } & ErrorJson;

async function ok<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, `${what} answered ${status}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

function rowOf<T extends { id: string }>(what: string, rows: readonly T[], id: string): T {
  const row = rows.find((candidate) => candidate.id === id);
  expect(row, `${what} does not show timesheet ${id}`).toBeDefined();
  return row as T;
}

export async function readBack(options: ReadBackOptions): Promise<ReadBack> {
  const { timesheetId: id, contractor, admin } = options;
  const path = `/api/timesheets/${id}`;
  const detailOf = (cookie: string, who: string) =>
    ok(`GET ${path} as ${who}`, call<Data<TimesheetDetail>>(timesheetRoute, path, { cookie, id })).then((body) => body.data);
  const [asContractor, asAdmin] = await Promise.all([detailOf(contractor, "the contractor"), detailOf(admin, "an administrator")]);
  const period = BillingPeriod.from(asAdmin.billingPeriod);
  const month = period.toString();

  const listed = (cookie: string, query: string, who: string) =>
    ok(`GET /api/timesheets${query} as ${who}`, call<{ data: TimesheetSummary[] } & ErrorJson>(timesheetsRoute, `/api/timesheets${query}`, { cookie })).then(
      (body) => body.data,
    );
  const history = historyQuery(options.today ?? businessToday(), { year: period.year });
  const historyText = new URLSearchParams(Object.entries(history).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const inHistory = period.isPast(options.today ?? businessToday());
  const [contractorRows, adminRows, historyRows, found, activity, files] = await Promise.all([
    listed(contractor, `?from=${month}&to=${month}`, "the contractor"),
    listed(admin, `?contractorId=${asAdmin.contractorId}&from=${month}&to=${month}`, "an administrator"),
    inHistory ? listed(contractor, `?${historyText.toString()}`, "the contractor (history)") : Promise.resolve(null),
    ok(
      "POST /api/timesheets/find",
      call<Data<{ rows: TimesheetSearchRow[] }>>(findRoute, "/api/timesheets/find", {
        cookie: admin,
        body: { filters: [{ id: "contractorId", value: asAdmin.contractorId }, { id: "billingPeriod_name", value: month }] },
      }),
    ),
    ok(`GET /api/activity-logs?timesheetId=${id}`, call<{ data: ActivityLog[] } & ErrorJson>(activityLogsRoute, `/api/activity-logs?timesheetId=${id}`, { cookie: admin })),
    ok(`GET /api/files?timesheetId=${id}`, call<Data<FileView[]>>(filesRoute, `/api/files?timesheetId=${id}`, { cookie: contractor })),
  ]);

  let review: TimesheetReview | null = null;
  if (options.reviewToken) {
    const token = options.reviewToken;
    review = (await ok("GET /api/timesheet-review/{token}", call<Data<TimesheetReview>>(reviewRoute, `/api/timesheet-review/${token}`, { id: token }))).data;
  }

  let exports: ReadBack["exports"] = null;
  if (options.exports ?? true) {
    const params = { params: Promise.resolve({ id }) };
    const [fee, expenses] = await Promise.all([
      exportFeeRoute(apiRequest(`${path}/export`, { cookie: contractor }), params).then(openWorkbook),
      exportExpensesRoute(apiRequest(`${path}/export-expenses`, { cookie: admin }), params).then(openWorkbook),
    ]);
    exports = { fee, expenses };
  }

  return {
    detail: { contractor: asContractor, admin: asAdmin },
    list: { contractor: rowOf("the contractor's list", contractorRows, id), admin: rowOf("the administrators' list", adminRows, id) },
    history: historyRows ? rowOf("the contractor's history", historyRows, id) : null,
    search: rowOf("the administrators' search", found.data.rows, id),
    review,
    exports,
    activity: activity.data,
    files: files.data,
  };
}

/**
 * The contested lines as every read that names them shows them: the detail for the contractor and
 * for an administrator, and the reviewer's page when it was read. They must agree, or the test fails.
 */
export function contestedLinesOf(back: ReadBack): ContestedLine[] {
  const lines = back.detail.contractor.contestedLines;
  expect(back.detail.admin.contestedLines, "the administrator's detail names other contested lines than the contractor's").toEqual(lines);
  if (back.review) expect(back.review.contestedLines, "the reviewer's page names other contested lines than the contractor's").toEqual(lines);
  return lines;
}
