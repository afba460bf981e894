import type { HistoryRow } from "@/components/contractor/history-table";

/** A closed and approved October 2026 of one project: fee and expenses, and the invoice and a receipt (no longer current) among its files. */
export const october: HistoryRow = {
  id: "11111111-1111-4111-8111-111111111111",
  projectId: "21111111-1111-4111-8111-111111111111",
  projectName: "Grid Modernisation",
  periodName: "October 2026",
  status: "CLOSED",
  feeStatus: "APPROVED",
  expensesStatus: "APPROVED",
  bonusStatus: "NOT_ELIGIBLE",
  fee: [{ amount: "17000.00", currency: "EUR" }],
  expenses: [{ amount: "429.81", currency: "EUR" }],
  bonus: [],
  files: [
    { id: "31111111-1111-4111-8111-111111111111", fileType: "FEE_INVOICE", originalName: "fee-2026-10.pdf", outdated: false },
    { id: "41111111-1111-4111-8111-111111111111", fileType: "EXPENSE_RECEIPT", originalName: "receipt-2026-10-04.pdf", outdated: true },
  ],
};
