import { MAX_BATCH_EXPORT, XLSX_CONTENT_TYPE_DOC, batchExportBody, download } from "@/lib/schemas/exports";
import { inArea, type RouteTable } from "../operation";

export const exportsApi = inArea("timesheets", {
  exportTimesheet: {
    method: "get",
    path: "/api/timesheets/{id}/export",
    download: XLSX_CONTENT_TYPE_DOC,
    summary: `One timesheet's fee: sheet "Timesheet" with a header block (contractor, project, client, period, status), the records (Date, Work summary, Counterpart, Amount, Unit, Rate, Line total) and totals (days, hours, fee per currency); file timesheet-<contractor>-<yyyy-MM>.xlsx. ${download}`,
    tag: "Exports",
    access: "timesheet-owner-or-key",
    handledBy: "download",
  },
  exportTimesheets: {
    method: "post",
    keyScope: "read", // builds a file of what it reads; changes nothing
    path: "/api/timesheets/batch/export",
    download: XLSX_CONTENT_TYPE_DOC,
    summary: `Several timesheets in one workbook built for analysis, three sheets that are each an Excel table with a frozen header: "Summary" (a row per timesheet and currency, in the order given: contractor, project, client, billing period, statuses, days, hours, fee, expenses, bonus and total), "Records" (every fee line with its timesheet's keys) and "Expenses" (every expense; left out while FEATURE_EXPENSES is off). All or nothing (an unknown id is a 404 naming it); file timesheets-<yyyy-MM>.xlsx or timesheets-<first>-to-<last>.xlsx. At most ${MAX_BATCH_EXPORT.toLocaleString("en-US")} timesheets (413 past that); rows are read in chunks while the file streams. ${download}`,
    tag: "Exports",
    body: batchExportBody,
    access: "admin:read",
    handledBy: "download",
  },
  exportTimesheetExpenses: {
    method: "get",
    path: "/api/timesheets/{id}/export-expenses",
    download: XLSX_CONTENT_TYPE_DOC,
    summary: `One timesheet's expenses: sheet "Expenses" (Date, Category, Details, Original amount, Original currency, Exchange rate, Amount, Currency, Receipt files) with the total per currency; file expenses-<contractor>-<yyyy-MM>.xlsx. 404 while FEATURE_EXPENSES is off. ${download}`,
    tag: "Exports",
    access: "timesheet-owner-or-key",
    handledBy: "download",
  },
  exportTimesheetsExpenses: {
    method: "post",
    keyScope: "read",
    path: "/api/timesheets/batch/export-expenses",
    download: XLSX_CONTENT_TYPE_DOC,
    summary: `Several timesheets' expenses in one workbook built for analysis: a "Summary" table (a row per timesheet and currency: keys, statuses, the number of expenses and their total) and an "Expenses" table (every expense with its timesheet's keys); the timesheets by ids or by the timesheets list's filter; all or nothing; file expenses-<yyyy-MM>.xlsx or expenses-<first>-to-<last>.xlsx. At most ${MAX_BATCH_EXPORT.toLocaleString("en-US")} timesheets (413 past that). 404 while FEATURE_EXPENSES is off. ${download}`,
    tag: "Exports",
    body: batchExportBody,
    access: "admin:read",
    handledBy: "download",
  },
} satisfies RouteTable);
