// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpensesTab } from "@/components/contractor/expenses/expenses-tab";
import { queryKeys } from "@/hooks/query-keys";
import { expense, jsonResponse, renderWithClient, TIMESHEET_ID, timesheetDetail } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ExpensesTab", () => {
  it("says there are no expenses yet and offers to add the first", () => {
    renderWithClient(<ExpensesTab timesheet={timesheetDetail({ expenseRecords: [], expensesStatus: "ELIGIBLE", totals: { fee: [], expenses: [], bonus: [] } })} />);
    const empty = screen.getByTestId("empty-state");
    expect(empty.textContent).toContain("No expenses yet");
    fireEvent.click(within(empty).getByRole("button", { name: "Add expense" }));
    expect(screen.getByRole("dialog", { name: "Add expense" })).toBeTruthy();
  });

  it("lists each expense with its amounts, receipt chip and total", () => {
    renderWithClient(<ExpensesTab timesheet={timesheetDetail()} />);
    const row = screen.getAllByRole("row")[1]!;
    const cells = within(row).getAllByRole("cell").map((cell) => cell.textContent?.replace(/\u00a0/g, " "));
    expect(cells.slice(0, 6)).toEqual(["04 Nov 2026", "Flights", "Return flight to the Zurich site", "CHF 412.80", "1.0412", "€429.81"]);
    const chip = within(row).getByRole("link", { name: "Download receipt receipt-2026-11-04.pdf" });
    expect(chip.getAttribute("href")).toBe(`/api/files/${expense.files[0]!.id}`);
    expect(screen.getByTestId("expenses-total").textContent).toBe("€429.81");
    expect(screen.getByText("Total of 1 expense")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Expenses of November 2026" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Date", "Category", "Details", "Amount paid", "Exchange rate", "Amount (EUR)", "Files", "Comments and actions",
    ]);
    expect(within(row).getByRole("button", { name: /^Comments on the expense of 04 Nov 2026/ })).toBeTruthy();
  });

  it("deletes after a confirmation that names the expense, sending the version read", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse({ data: { deleted: [expense.id], timesheet: { ...timesheetDetail(), version: 3 } } }));
    vi.stubGlobal("fetch", fetchMock);
    const { client } = renderWithClient(<ExpensesTab timesheet={timesheetDetail()} />);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    fireEvent.click(screen.getByRole("button", { name: "Delete the expense of 04 Nov 2026 (Flights, €429.81)" }));
    const confirm = screen.getByRole("alertdialog", { name: "Delete the expense of 04 Nov 2026 (Flights, €429.81)?" });
    await act(async () => {
      fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    });
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method]).toEqual(["/api/expense-records", "DELETE"]);
    expect(JSON.parse(init?.body as string)).toEqual({ timesheetId: TIMESHEET_ID, ids: [expense.id], versions: { [expense.id]: 2 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.timesheets.detail(TIMESHEET_ID) });
  });

  it("shows why expenses cannot change and hides the controls", () => {
    renderWithClient(<ExpensesTab timesheet={timesheetDetail({ expensesStatus: "PREPARED" })} />);
    expect(screen.getByText("The expenses component is prepared; reset it before making changes.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add expense" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("explains an engagement without expenses", () => {
    renderWithClient(<ExpensesTab timesheet={timesheetDetail({ expensesStatus: "NOT_ELIGIBLE", expenseRecords: [] })} />);
    expect(screen.getByText("No expenses in this engagement")).toBeTruthy();
  });
});
