// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SettledByMonth } from "@/components/admin/dashboard/settled-by-month";
import { render } from "@/tests/support/render";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What a browser reports for a chart whose box is not laid out yet (a section still streaming in): 0 × 0. */
class UnlaidResizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 0, height: 0 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}

const months = [
  { period: "2026-09", name: "September 2026", fee: "15200.00", expenses: "429.81", bonus: "0.00" },
  { period: "2026-10", name: "October 2026", fee: "17000.00", expenses: "0.00", bonus: "2500.00" },
];

describe("Settled in the last 12 months", () => {
  it("gives the chart a real size before it is measured, so recharts has nothing to warn about", () => {
    vi.stubGlobal("ResizeObserver", UnlaidResizeObserver);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    render(<SettledByMonth series={[{ currency: "EUR", months }]} />);
    expect(screen.getByRole("figure", { name: "Settled per month in EUR" })).toBeTruthy();
    expect(warn.mock.calls.map((call) => String(call[0])).filter((text) => text.includes("should be greater than 0"))).toEqual([]);
  });

  it("keeps the screen-reader table in a box that clips it, so it adds no blank band below the page", () => {
    render(<SettledByMonth series={[{ currency: "EUR", months }]} />);
    const table = screen.getByRole("table", { name: "Settled per month in EUR" });
    // A table ignores width, height and overflow: sr-only on the table itself left its full height in the page.
    expect(table.classList.contains("sr-only")).toBe(false);
    expect(table.parentElement?.classList.contains("sr-only")).toBe(true);
  });

  it("speaks German under de-DE: titles, series and months", () => {
    render(<SettledByMonth series={[{ currency: "EUR", months }]} />, { locale: "de-DE" });
    expect(screen.getByText("Abgerechnet in den letzten 12 Monaten")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Abgerechnet pro Monat in EUR" });
    expect(table.textContent).toContain("Oktober 2026");
    expect(table.textContent).toContain("Honorar");
  });
});
