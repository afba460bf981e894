// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ExpensesTab } from "@/components/contractor/expenses/expenses-tab";
import { timesheetDetail } from "./timesheet-fixture";

afterEach(cleanup);

const NAME = "the expense of 04 Nov 2026 (Flights, €429.81)";
const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const withClient = (ui: ReactNode) => <QueryClientProvider client={client}>{ui}</QueryClientProvider>;
const rowOf = () => within(screen.getByRole("table", { name: "Expenses of November 2026" })).getAllByRole("row")[1]!;

// DataTable renders a cell function as a component: columns rebuilt on a refetch would remount
// the row's buttons, dropping their focus and the delete confirmation opened from them.
describe("ExpensesTable across re-renders", () => {
  it("keeps the focus on a row's Edit button when the timesheet is refetched", () => {
    const { rerender } = render(withClient(<ExpensesTab timesheet={timesheetDetail()} />));
    const edit = within(rowOf()).getByRole("button", { name: `Edit ${NAME}` });
    act(() => edit.focus());
    rerender(withClient(<ExpensesTab timesheet={timesheetDetail()} />));
    expect(edit.isConnected).toBe(true);
    expect(document.activeElement).toBe(edit);
    fireEvent.click(edit);
    expect(screen.getByRole("dialog", { name: "Edit expense" })).toBeTruthy();
  });

  it("keeps a delete confirmation open while the timesheet is refetched", () => {
    const { rerender } = render(withClient(<ExpensesTab timesheet={timesheetDetail()} />));
    fireEvent.click(within(rowOf()).getByRole("button", { name: `Delete ${NAME}` }));
    expect(screen.getByRole("alertdialog", { name: `Delete ${NAME}?` })).toBeTruthy();
    rerender(withClient(<ExpensesTab timesheet={timesheetDetail({ version: 4 })} />));
    expect(screen.getByRole("alertdialog", { name: `Delete ${NAME}?` })).toBeTruthy();
  });
});
