import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";

const RATE = { id: "51111111-1111-4111-8111-111111111111", frequency: "DAILY" as const, amount: "850.00", currency: "EUR" as const };

export function record(overrides: Partial<TimesheetRecord> & Pick<TimesheetRecord, "id" | "date">): TimesheetRecord {
  return {
    timesheetId: "11111111-1111-4111-8111-111111111111",
    rate: RATE,
    workSummary: "Substation telemetry rollout",
    counterPart: "Operations team",
    timeAmount: "1.00",
    timeUnit: "DAYS",
    flagged: false,
    version: 1,
    messageThread: null,
    ...overrides,
  };
}

/** October 2026 of a DAILY EUR contractor working Monday to Friday. */
export function timesheet(overrides: Partial<TimesheetDetail> = {}): TimesheetDetail {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    status: "DUE",
    feeStatus: "DUE",
    expensesStatus: "ELIGIBLE",
    bonusStatus: "NOT_ELIGIBLE",
    billingPeriod: { month: 10, year: 2026, name: "October 2026" },
    flagged: false,
    version: 3,
    project: { id: "21111111-1111-4111-8111-111111111111", name: "Grid Modernisation" },
    projectEngagementId: "31111111-1111-4111-8111-111111111111",
    contractorId: "41111111-1111-4111-8111-111111111111",
    totals: { fee: [{ amount: "1275.00", currency: "EUR" }], expenses: [], bonus: [] },
    bonusAmount: null,
    bonusNote: null,
    submittedAt: null,
    closedAt: null,
    contractor: { id: "41111111-1111-4111-8111-111111111111", name: "Amara Okafor" },
    workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
    submitButtonText: "Settle October 2026",
    projectEngagement: { id: "31111111-1111-4111-8111-111111111111", startDate: "2026-01-01", endDate: null },
    engagements: [{ id: "61111111-1111-4111-8111-111111111111", startDate: "2026-01-01", endDate: null, rates: [RATE] }],
    settlementCurrency: "EUR",
    timesheetRecords: [
      record({ id: "71111111-1111-4111-8111-111111111111", date: "2026-10-05" }),
      record({ id: "72222222-2222-4222-8222-222222222222", date: "2026-10-06", workSummary: "Protection relay settings review", counterPart: "", timeAmount: "0.50", flagged: true }),
    ],
    expenseRecords: [],
    files: [],
    messageThread: null,
    messageThreads: [],
    activity: [],
    contestedLines: [],
    ...overrides,
  };
}
