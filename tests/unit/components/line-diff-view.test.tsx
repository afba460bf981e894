// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { LineDiffSection } from "@/components/timesheet/line-diff-view";
import { LINE_DIFF_EXAMPLE, type LineDiffView } from "@/lib/schemas/line-review";

/** An expense paid in Bahraini dinars (three decimals), changed in date, amount paid and category, and a fee line whose rate changed. */
const expense = {
  id: "4f1c2a9e-7b1d-4c55-9d0e-2a6f4b8c1d03",
  date: "2026-11-10",
  description: "",
  counterPart: null,
  category: "FLIGHTS",
  timeAmount: null,
  timeUnit: null,
  rateFrequency: null,
  rate: null,
  amount: "30.05",
  currency: "EUR",
  amountInExpenseCurrency: "12.345",
  expenseCurrency: "BHD",
  exchangeRate: "2.434184",
  files: [],
};
const fee = LINE_DIFF_EXAMPLE.changed[0]!.before;
const RAW_FORMATS: LineDiffView = {
  ...LINE_DIFF_EXAMPLE,
  changed: [
    {
      id: expense.id,
      before: expense,
      after: { ...expense, date: "2026-11-12", amountInExpenseCurrency: "10.250", category: "VISAS" },
      changes: [
        { field: "date", before: "2026-11-10", after: "2026-11-12" },
        { field: "category", before: "FLIGHTS", after: "VISAS" },
        { field: "amountInExpenseCurrency", before: "12.345", after: "10.250" },
      ],
    },
    {
      id: fee.id,
      before: fee,
      after: { ...fee, rateFrequency: "HOURLY", rate: "95.50", timeUnit: "HOURS" },
      changes: [
        { field: "timeUnit", before: "DAYS", after: "HOURS" },
        { field: "rateFrequency", before: "DAILY", after: "HOURLY" },
        { field: "rate", before: "800.00", after: "95.50" },
      ],
    },
  ],
  contested: [{ lineId: expense.id, label: "2026-11-10 · FLIGHTS", date: "2026-11-10", description: "", category: "FLIGHTS", reason: "Not this flight.", outcome: "CHANGED" }],
};

afterEach(cleanup);

describe("LineDiffSection", () => {
  it("shows the totals before and after, each contested line's outcome, and the changes old → new", () => {
    render(<LineDiffSection diff={LINE_DIFF_EXAMPLE} />);
    const section = screen.getByRole("region", { name: "Fee: what changed since the previous submission" });
    expect(section.textContent).toContain("Total before");
    expect(section.textContent).toContain("16,800.00");
    expect(section.textContent).toContain("16,400.00");
    expect(section.querySelector('[data-outcome="UNCHANGED"]')?.textContent).toContain("Not changed: 05 Oct 2026 · Substation survey");
    expect(section.querySelector('[data-outcome="CHANGED"]')?.textContent).toContain("Half a day, not a full day.");
    const table = within(section).getByRole("table", { name: "Fee: lines added, removed and changed" });
    expect(table.textContent).toContain("Time: 1 → 0.5; Amount: €800.00 → €400.00");
  });

  it("says so when nothing changed, and shows nothing for a first submission", () => {
    const { rerender } = render(<LineDiffSection diff={{ ...LINE_DIFF_EXAMPLE, changed: [] }} />);
    expect(screen.getByText("No line was added, removed or changed.")).toBeTruthy();
    rerender(<LineDiffSection diff={{ ...LINE_DIFF_EXAMPLE, previous: null }} />);
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("says what changed in German", () => {
    render(<LineDiffSection diff={LINE_DIFF_EXAMPLE} />, { locale: "de-DE" });
    expect(screen.getByText("Summe vorher")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Änderung/ })).toBeTruthy();
  });

  // #47.6: the review texts showed the API's raw values ("Amount paid: 12.345 → 10.25", "Changed: 2026-11-12", "DAILY").
  it("writes money with its currency and decimals, dates in the reader's format and frequencies, units and categories in words", () => {
    render(<LineDiffSection diff={RAW_FORMATS} />);
    const table = screen.getByRole("table", { name: "Fee: lines added, removed and changed" });
    expect(table.textContent).toContain("Date: 10 Nov 2026 → 12 Nov 2026; Category: Flights → Visas; Amount paid: BHD\u00a012.345 → BHD\u00a010.250");
    expect(table.textContent).toContain("Unit: Days → Hours; Rate type: Daily → Hourly; Rate: €800.00 → €95.50");
    expect(screen.getByRole("region").querySelector('[data-outcome="CHANGED"]')?.textContent).toContain("Changed: 10 Nov 2026 · Flights");
    expect(table.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|DAILY|HOURLY|FLIGHTS/);
  });

  it("the same in German", () => {
    render(<LineDiffSection diff={RAW_FORMATS} />, { locale: "de-DE" });
    const section = screen.getByRole("region");
    expect(section.textContent).toContain("Geändert: 10. Nov. 2026 · Flüge");
    expect(section.textContent).toContain("Datum: 10. Nov. 2026 → 12. Nov. 2026; Kategorie: Flüge → Visa; Bezahlter Betrag: 12,345\u00a0BHD → 10,250\u00a0BHD");
    expect(section.textContent).toContain("Satzart: Täglich → Stündlich; Satz: 800,00\u00a0€ → 95,50\u00a0€");
    expect(section.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}|DAILY|HOURLY|FLIGHTS|VISAS/);
  });
});
