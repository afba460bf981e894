// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PeriodTotals } from "@/components/admin/dashboard/period-totals";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const totals = {
  periodName: "November 2026",
  timesheetCount: 1,
  fee: [{ amount: "1234.56", currency: "EUR" }],
  expenses: [],
  bonus: [],
  href: "/admin/timesheets?period=2026-11",
};

describe("The dashboard's period totals", () => {
  it("say how many timesheets they sum, in the specification's words", () => {
    render(<PeriodTotals {...totals} />);
    expect(screen.getByRole("heading", { name: "Totals for November 2026" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "1 timesheet" }).getAttribute("href")).toBe(totals.href);
    expect(screen.getByText(/whatever their status/).textContent).toBe("Across 1 timesheet, whatever their status");
  });

  it("speak German under de-DE, the amount in the German way", () => {
    render(<PeriodTotals {...totals} periodName="November 2026" timesheetCount={3} />, { locale: "de-DE" });
    expect(screen.getByRole("heading", { name: "Summen für November 2026" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "3 Stundennachweise" })).toBeTruthy();
    expect(screen.getByText("Honorar")).toBeTruthy();
    expect(document.body.textContent).toMatch(/1\.234,56\s€/);
  });
});
