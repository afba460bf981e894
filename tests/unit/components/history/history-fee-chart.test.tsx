// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { HistoryFeeChart } from "@/components/contractor/history-fee-chart";

afterEach(cleanup);

describe("HistoryFeeChart", () => {
  it("gives screen readers the fee of every month in a table named like the chart", () => {
    render(
      <HistoryFeeChart
        year={2026}
        series={[
          {
            currency: "EUR",
            months: [
              { period: "2026-01", name: "January 2026", fee: "0.00" },
              { period: "2026-02", name: "February 2026", fee: "15200.00" },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("region", { name: "Fees per month in 2026" })).toBeTruthy();
    expect(screen.getByRole("figure", { name: "Fees per month in 2026 (EUR)" })).toBeTruthy();
    const table = screen.getByRole("table", { name: "Fees per month in 2026 (EUR)" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["January 2026€0.00", "February 2026€15,200.00"]);
  });

  it("shows nothing when no fee was logged that year", () => {
    const { container } = render(<HistoryFeeChart year={2026} series={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
