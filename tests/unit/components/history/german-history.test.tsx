// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HistoryTable, type HistoryRow } from "@/components/contractor/history-table";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const row: HistoryRow = {
  id: "11111111-1111-4111-8111-111111111111",
  projectId: "21111111-1111-4111-8111-111111111111",
  projectName: "Grid Modernisation",
  periodName: "Oktober 2026",
  status: "APPROVED",
  feeStatus: "APPROVED",
  expensesStatus: "NOT_SUBMITTED",
  bonusStatus: "NOT_ELIGIBLE",
  fee: [{ amount: "17850.00", currency: "EUR" }],
  expenses: [],
  bonus: [],
  files: [{ id: "31111111-1111-4111-8111-111111111111", fileType: "FEE_INVOICE", originalName: "rechnung.pdf", outdated: false }],
};

describe("history in German", () => {
  it("names the columns, statuses, files and totals in German, amounts in German format", () => {
    render(<HistoryTable rows={[row]} />, { locale: "de-DE" });
    expect(screen.getByRole("table", { name: "Vergangene Stundennachweise" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Honorar gesamt/ })).toBeTruthy();
    expect(screen.getAllByText("Genehmigt").length).toBeGreaterThan(0);
    expect(screen.getByText("Nicht eingereicht")).toBeTruthy();
    expect(screen.getByText(/Honorarrechnung: rechnung\.pdf/)).toBeTruthy();
    expect(screen.getByText("Summe der 1 aufgeführten Monats")).toBeTruthy();
    expect(screen.getAllByText("17.850,00 €").length).toBe(2);
  });

  it("keeps English as it was", () => {
    render(<HistoryTable rows={[row]} />);
    expect(screen.getByText("Total of the 1 month listed")).toBeTruthy();
    expect(screen.getAllByText("€17,850.00").length).toBe(2);
  });

});
