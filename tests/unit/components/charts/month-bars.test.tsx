// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { MonthBars } from "@/components/charts/month-bars";
import { render } from "@/tests/support/render";

afterEach(cleanup);

const months = [
  { period: "2026-03", amounts: { fee: "1234.56" } },
  { period: "2026-04", amounts: { fee: "0.00" } },
];

describe("MonthBars", () => {
  it("names the months and amounts of its screen-reader table in the reader's language", () => {
    render(<MonthBars title="Honorar pro Monat" currency="EUR" series={[{ key: "fee", label: "Honorar", color: "red" }]} months={months} />, { locale: "de-DE" });
    const table = screen.getByRole("table", { name: "Honorar pro Monat" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Monat", "Honorar"]);
    expect(within(table).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual(["März 20261.234,56\u00a0€", "April 20260,00\u00a0€"]);
  });

  it("keeps English (en-GB) as it was", () => {
    render(<MonthBars title="Fees" currency="EUR" series={[{ key: "fee", label: "Fee", color: "red" }]} months={months} />);
    const table = screen.getByRole("table", { name: "Fees" });
    expect(within(table).getAllByRole("row").map((row) => row.textContent)).toEqual(["MonthFee", "March 2026€1,234.56", "April 2026€0.00"]);
  });
});
