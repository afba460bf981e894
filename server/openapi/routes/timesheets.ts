import { z } from "zod";
import { lineDiffQuery, lineDiffResponse } from "@/lib/schemas/line-review";
import { idParams } from "@/lib/schemas/common";
import { pageSchema } from "@/lib/schemas/paging";
import { billingPeriodOptionSchema, flagTimesheetBody, prepareComponentBody, resetComponentBody, submitTimesheetBody, timesheetActionResponse, timesheetDetailSchema, timesheetListQuery, timesheetSummarySchema } from "@/lib/schemas/timesheets";
import { inArea, type RouteTable } from "../operation";

export const timesheetsApi = inArea("timesheets", {
  listTimesheets: {
    method: "get",
    path: "/api/timesheets",
    summary:
      "The caller's timesheets with statuses, project, totals and files, newest billing period first (ties by id); admins see all, filtered by contractor or project; any caller may narrow to billing periods from/to. Paged: at most limit (default 50, at most 200) per answer; continue with cursor=nextCursor until it is null.",
    tag: "Timesheets",
    query: timesheetListQuery,
    response: pageSchema(timesheetSummarySchema),
    access: "own-timesheets",
    answer: "as-is",
  },
  getTimesheet: {
    method: "get",
    path: "/api/timesheets/{id}",
    summary: "One timesheet with its records, expenses, files, message threads, engagements, working days and activity.",
    tag: "Timesheets",
    params: idParams,
    response: z.object({ data: timesheetDetailSchema }),
    access: "own-timesheets",
    id: "Timesheet",
  },
  getTimesheetLineDiff: {
    method: "get",
    path: "/api/timesheets/{id}/line-diff",
    summary:
      "What changed in the fee (TIMESHEET) or EXPENSES component from the submission before to this one (the latest unless `submission` is given): lines added, removed and changed field by field (old -> new for date, time, rate, amount, description, currency, exchange rate, files), the totals before and after, and what became of each line contested on the earlier submission. Each submission stores a snapshot of the component's lines. 404 when the component has no such submission.",
    tag: "Timesheets",
    params: idParams,
    query: lineDiffQuery,
    response: lineDiffResponse,
    access: "own-timesheets",
    id: "Timesheet",
  },
  prepareTimesheetComponent: {
    method: "post",
    path: "/api/timesheets/{id}/prepare-component",
    summary: "Prepares one component (TIMESHEET, EXPENSES or BONUS) for submission; the bonus also on a submitted or approved timesheet, once it has an amount.",
    tag: "Timesheets",
    params: idParams,
    body: prepareComponentBody,
    response: timesheetActionResponse,
    access: "own-timesheets",
    id: "Timesheet",
    answer: "as-is",
  },
  submitTimesheet: {
    method: "post",
    path: "/api/timesheets/{id}/submit",
    summary:
      "Submits the timesheet: prepared components go to review, unprepared ones are not submitted; a bonus without an amount is left as it is. On a submitted or approved timesheet it submits a prepared bonus alone; refused (409) when the bonus has no amount yet.",
    tag: "Timesheets",
    params: idParams,
    body: submitTimesheetBody,
    optionalBody: "when sent",
    response: timesheetActionResponse,
    access: "own-timesheets",
    id: "Timesheet",
    answer: "as-is",
  },
  resetTimesheetComponent: {
    method: "post",
    path: "/api/timesheets/{id}/reset-component",
    summary:
      "Resets one component; a contractor may undo a preparation, an administrator may also reset submitted or approved work, which reopens the timesheet (resetting the bonus does not).",
    tag: "Timesheets",
    params: idParams,
    body: resetComponentBody,
    response: timesheetActionResponse,
    access: "own-timesheets",
    id: "Timesheet",
    answer: "as-is",
  },
  flagTimesheet: {
    method: "put",
    path: "/api/timesheets/{id}/flag",
    summary: "Flags or unflags a timesheet. Refused (409) on a closed timesheet.",
    tag: "Timesheets",
    params: idParams,
    body: flagTimesheetBody,
    response: timesheetActionResponse,
    access: "timesheet-owner",
    id: "Timesheet",
    answer: "as-is",
  },
  listBillingPeriods: {
    method: "get",
    path: "/api/billing-periods",
    summary: "The billing periods of the caller's timesheets and the current one, earliest first.",
    tag: "Timesheets",
    response: z.object({ data: z.array(billingPeriodOptionSchema) }),
    access: "signed-in",
  },
} satisfies RouteTable);
