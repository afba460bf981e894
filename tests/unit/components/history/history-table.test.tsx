// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it } from "vitest";
import { HistoryTable, type HistoryRow } from "@/components/contractor/history-table";
import { october } from "./history-fixture";

afterEach(cleanup);

const september: HistoryRow = {
  ...october,
  id: "51111111-1111-4111-8111-111111111111",
  projectId: "61111111-1111-4111-8111-111111111111",
  projectName: "Fleet Analytics",
  periodName: "September 2026",
  fee: [
    { amount: "1000.50", currency: "EUR" },
    { amount: "200.00", currency: "CHF" },
  ],
  expenses: [],
  files: [],
};

const text = (element: Element) => element.textContent?.replace(/\u00a0/g, " ");

describe("HistoryTable", () => {
  it("lists each month with its link, statuses, totals and files, in the order given", () => {
    render(<HistoryTable rows={[october, september]} />);
    const table = screen.getByRole("table", { name: "Past timesheets" });
    const headers = within(table).getAllByRole("columnheader").map(text);
    expect(headers).toEqual(["Period", "Project", "Status", "Fee", "Expenses", "Bonus", "Fee total", "Expenses total", "Bonus total", "Files"]);
    // The server's order (newest first) is kept: the headers are not sort buttons.
    expect(within(table).queryAllByRole("button")).toHaveLength(0);
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first!).getByRole("link", { name: /^October 2026\s*on Grid Modernisation$/ }).getAttribute("href")).toBe(
      `/contractor?projectId=${october.projectId}&timesheetId=${october.id}`,
    );
    expect(within(first!).getByRole("cell", { name: "Grid Modernisation" })).toBeTruthy();
    expect(within(first!).getAllByRole("cell").slice(2, 6).map(text)).toEqual(["Closed", "Approved", "Approved", "Not eligible"]);
    expect(within(first!).getAllByRole("cell").slice(6, 9).map(text)).toEqual(["€17,000.00", "€429.81", "—None"]);
    expect(within(first!).getByRole("link", { name: "Fee invoice: fee-2026-10.pdf" }).getAttribute("href")).toBe(`/api/files/${october.files[0]!.id}`);
    expect(text(within(first!).getByRole("link", { name: "Receipt: receipt-2026-10-04.pdf" }).parentElement!)).toContain("(outdated)");
    expect(within(second!).getByRole("link", { name: /^September 2026\s*on Fleet Analytics$/ })).toBeTruthy();
    expect(within(second!).getAllByRole("cell").at(-1)!.textContent).toBe("None");
  });

  it("sums what is listed per currency under the table, and says when older months are still to load", () => {
    const { rerender } = render(<HistoryTable rows={[october, september]} />);
    const totals = screen.getByTestId("history-totals");
    expect(totals.textContent).toContain("Total of the 2 months listed");
    expect(totals.textContent).not.toContain("so far");
    const sums = within(totals).getAllByRole("definition").map(text);
    expect(sums).toEqual(["CHF 200.00€18,000.50", "€429.81", "—None"]);
    expect(within(totals).getAllByRole("term").map(text)).toEqual(["Fee total", "Expenses total", "Bonus total"]);
    rerender(<HistoryTable rows={[october]} complete={false} />);
    expect(screen.getByTestId("history-totals").textContent).toContain("Total of the 1 month listed so far (older months load below)");
  });
});
