// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SettledByMonth } from "@/components/admin/dashboard/settled-by-month";
import { MonthBars } from "@/components/charts/month-bars";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const year = Array.from({ length: 12 }, (_, index) => ({ period: `2026-${String(index + 1).padStart(2, "0")}`, amounts: { fee: "10.00" } }));
const series = [{ key: "fee" as const, label: "Fee", color: "red" }];

/** The month labels the chart draws (jsdom measures no text, so recharts' own collision check would keep all). */
async function axisLabels(container: HTMLElement): Promise<string[]> {
  await waitFor(() => expect(container.querySelectorAll(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value").length).toBeGreaterThan(0));
  return [...container.querySelectorAll(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value")].map((node) => node.textContent ?? "");
}

describe("MonthBars' month axis", () => {
  it("labels every second month, from the first, when twelve do not fit the chart's first 480 px", async () => {
    const { container } = render(<MonthBars title="Fees" currency="EUR" series={series} months={year} />);
    expect(await axisLabels(container)).toEqual(["Jan 26", "Mar 26", "May 26", "Jul 26", "Sept 26", "Nov 26"]);
  });

  it("labels every month when there is room, in the reader's language", async () => {
    const { container } = render(<MonthBars title="Honorar" currency="EUR" series={series} months={year.slice(0, 5)} />, { locale: "de-DE" });
    expect(await axisLabels(container)).toEqual(["Jan. 26", "Feb. 26", "März 26", "Apr. 26", "Mai 26"]);
  });

  it("keeps the screen-reader box inside the figure, so it is not placed far down the document", () => {
    render(<MonthBars title="Fees" currency="EUR" series={series} months={year} />);
    const figure = screen.getByRole("figure", { name: "Fees" });
    const box = screen.getByRole("table", { name: "Fees" }).parentElement;
    expect(box?.classList.contains("sr-only")).toBe(true);
    // sr-only is position: absolute; its containing block must be the figure, not the page.
    expect(figure.classList.contains("relative")).toBe(true);
  });
});

describe("Settled in the last 12 months", () => {
  it("gives each currency's chart the card's full width, one under the other", () => {
    const months = [{ period: "2026-10", name: "October 2026", fee: "1.00", expenses: "0.00", bonus: "0.00" }];
    render(<SettledByMonth series={[{ currency: "EUR", months }, { currency: "CHF", months }]} />);
    const layout = screen.getByRole("figure", { name: "Settled per month in EUR" }).parentElement;
    expect(layout).toBe(screen.getByRole("figure", { name: "Settled per month in CHF" }).parentElement);
    expect([...(layout?.classList ?? [])].filter((name) => name.includes("grid-cols"))).toEqual([]);
  });
});
