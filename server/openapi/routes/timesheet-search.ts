import { z } from "zod";
import { timesheetSearchBody, timesheetSearchFilters, timesheetSearchResponse } from "@/lib/schemas/timesheet-search";
import { inArea, type RouteTable } from "../operation";

export const timesheetSearchApi = inArea("timesheets", {
  getTimesheetSearchFilters: {
    method: "get",
    path: "/api/timesheets/find/filters",
    summary:
      "The values each search filter can take: statuses and component statuses with labels, the billing periods that have timesheets (latest first), projects, clients, contractors, and the sortable ids.",
    tag: "Timesheet search",
    response: z.object({ data: timesheetSearchFilters }),
    access: "admin:read",
  },
  searchTimesheets: {
    method: "post",
    keyScope: "read", // a search with its filters in the body
    path: "/api/timesheets/find",
    summary:
      "Search timesheets. filters: [{ id, value }] with ids status, feeStatus, expensesStatus, bonusStatus (one value or a list), billingPeriod_name (maps to billing_period: \"2026-11\", \"November 2026\" or { from, to } in yyyy-MM), projectId, clientId, contractorId (one id or a list), flagged (boolean), search (contractor name or e-mail, project name). sorting: [{ id, desc }]. Unknown ids are a 400 naming the allowed ones. Rows carry billing_period (yyyy-MM-15) and billingPeriod { month, year, name }.",
    tag: "Timesheet search",
    body: timesheetSearchBody,
    response: timesheetSearchResponse,
    access: "admin:read",
  },
} satisfies RouteTable);
