import { z } from "zod";
import { uuid } from "@/lib/schemas/common";
import { deleteExpenseRecordsInput, expenseRecordView, timesheetStatusesView, upsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import { inArea, type RouteTable } from "../operation";

export const expenseRecordsApi = inArea("expenses", {
  saveExpenseRecord: {
    method: "post",
    path: "/api/expense-records",
    summary:
      "Create or update one expense record with its files. amount = amountInExpenseCurrency × exchangeRate, rounded once to the engagement currency. The first expense of an ELIGIBLE expenses component makes it IN_PROGRESS or DUE. Marks the timesheet's expense invoices outdated. 404 while FEATURE_EXPENSES is off.",
    tag: "Expense records",
    body: upsertExpenseRecordInput,
    response: z.object({ data: z.object({ expenseRecord: expenseRecordView, timesheet: timesheetStatusesView }) }),
    access: "timesheet-owner",
    feature: "expenses",
  },
  deleteExpenseRecords: {
    method: "delete",
    path: "/api/expense-records",
    summary: "Delete expense records of one timesheet, all or nothing, with their files. Marks the timesheet's expense invoices outdated. 404 while FEATURE_EXPENSES is off.",
    tag: "Expense records",
    body: deleteExpenseRecordsInput,
    response: z.object({ data: z.object({ deleted: z.array(uuid), timesheet: timesheetStatusesView }) }),
    access: "timesheet-owner",
    feature: "expenses",
  },
} satisfies RouteTable);
