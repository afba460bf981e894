import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@/tests/support/render";
import type { ReactNode } from "react";
import type { MessageThread } from "@/lib/schemas/messages";
import type { ExpenseRecord, TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { record as workspaceRecord, timesheet } from "../workspace/timesheet-fixture";

export const TIMESHEET_ID = "11111111-1111-4111-8111-111111111111";
export const RECORD_ID = "21111111-1111-4111-8111-111111111111";
export const EXPENSE_ID = "31111111-1111-4111-8111-111111111111";
export const RATE = { id: "41111111-1111-4111-8111-111111111111", frequency: "DAILY" as const, amount: "850.00", currency: "EUR" as const };

/** The workspace's day of work, on this timesheet's rate (both timesheets have the same id). */
export const record: TimesheetRecord = workspaceRecord({ id: RECORD_ID, date: "2026-11-02", rate: RATE });

export const expense: ExpenseRecord = {
  id: EXPENSE_ID,
  timesheetId: TIMESHEET_ID,
  date: "2026-11-04",
  category: "FLIGHTS",
  details: "Return flight to the Zurich site",
  amount: "429.81",
  amountInExpenseCurrency: "412.80",
  expenseCurrency: "CHF",
  exchangeRate: "1.04120000",
  originalCurrency: "EUR",
  version: 2,
  files: [
    {
      id: "51111111-1111-4111-8111-111111111111",
      fileType: "EXPENSE_RECEIPT",
      originalName: "receipt-2026-11-04.pdf",
      contentType: "application/pdf",
      size: 900,
      outdated: false,
      expenseRecordId: EXPENSE_ID,
      createdAt: "2026-11-04T09:00:00.000000Z",
    },
  ],
  messageThread: null,
};

export function thread(overrides: Partial<MessageThread> = {}): MessageThread {
  return {
    id: "61111111-1111-4111-8111-111111111111",
    timesheetId: TIMESHEET_ID,
    timesheetRecordId: null,
    expenseRecordId: null,
    read: true,
    messages: [{ id: "71111111-1111-4111-8111-111111111111", user: { id: null, name: "Alex Morgan" }, text: "Was this day on site?", timestamp: "2026-11-05T13:05:00.000000Z" }],
    ...overrides,
  };
}

/** The workspace's timesheet, moved to November 2026 in progress with one record and one expense. */
export function timesheetDetail(overrides: Partial<TimesheetDetail> = {}): TimesheetDetail {
  return timesheet({
    id: TIMESHEET_ID,
    billingPeriod: { month: 11, year: 2026, name: "November 2026" },
    status: "IN_PROGRESS",
    feeStatus: "IN_PROGRESS",
    expensesStatus: "IN_PROGRESS",
    bonusStatus: "ELIGIBLE",
    project: { id: "81111111-1111-4111-8111-111111111111", name: "Grid Modernisation" },
    projectEngagementId: "91111111-1111-4111-8111-111111111111",
    contractorId: "a1111111-1111-4111-8111-111111111111",
    totals: { fee: [{ amount: "850.00", currency: "EUR" }], expenses: [{ amount: "429.81", currency: "EUR" }], bonus: [] },
    contractor: { id: "a1111111-1111-4111-8111-111111111111", name: "Amara Okafor" },
    submitButtonText: "Settle November 2026",
    projectEngagement: { id: "91111111-1111-4111-8111-111111111111", startDate: "2025-11-01", endDate: null },
    engagements: [{ id: "b1111111-1111-4111-8111-111111111111", startDate: "2026-06-01", endDate: null, rates: [RATE] }],
    timesheetRecords: [record],
    expenseRecords: [expense],
    files: expense.files,
    ...overrides,
  });
}

/** Renders with a fresh query client (no retries) and returns it, so tests can watch invalidations. */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { client, ...result };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}
