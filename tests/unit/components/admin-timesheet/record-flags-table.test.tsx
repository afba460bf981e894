// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { expense, record, timesheetDetail } from "../expenses/timesheet-fixture";

const flag = { mutateAsync: vi.fn<(body: unknown) => Promise<unknown>>(), isPending: false };
vi.mock("@/hooks/use-flags", () => ({ useFlagRecord: () => flag }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/components/ui/toast", () => ({ toast: vi.fn() }));

const { RecordFlagsTable } = await import("@/components/admin/timesheets/detail/record-flags-table");

beforeEach(() => {
  flag.mutateAsync.mockReset();
  flag.isPending = false;
});
afterEach(cleanup);

const sheet = (flagged: boolean): TimesheetDetail => timesheetDetail({ timesheetRecords: [{ ...record, flagged }] });
const rowOf = () => within(screen.getByRole("table", { name: "Work logged in November 2026" })).getAllByRole("row")[1]!;

// DataTable renders a cell function as a component: columns rebuilt on every render would remount
// the flag toggle while its change is pending and again when the refetched timesheet arrives.
describe("RecordFlagsTable", () => {
  it("keeps the focus on a record's flag toggle while the change is pending and after the refetch", async () => {
    let resolve: () => void = () => undefined;
    flag.mutateAsync.mockImplementation(() => new Promise<void>((done) => (resolve = done)));
    const { rerender } = render(<RecordFlagsTable timesheet={sheet(false)} canFlag />);
    const toggle = within(rowOf()).getByRole("button", { name: "Flag the record of 02 Nov 2026" });
    act(() => toggle.focus());
    fireEvent.click(toggle);
    expect(flag.mutateAsync).toHaveBeenCalledWith({ record: expect.objectContaining({ id: record.id, version: record.version }), flagged: true });

    flag.isPending = true;
    rerender(<RecordFlagsTable timesheet={sheet(false)} canFlag />);
    expect(toggle.isConnected).toBe(true);
    expect((toggle as HTMLButtonElement).disabled).toBe(true);

    await act(async () => resolve());
    flag.isPending = false;
    rerender(<RecordFlagsTable timesheet={sheet(true)} canFlag />);
    expect(toggle.isConnected).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute("aria-label")).toBe("Unflag the record of 02 Nov 2026");
    expect(toggle.getAttribute("aria-pressed")).toBe("true");
    expect(rowOf().getAttribute("data-state")).toBe("selected");
  });

  it("shows the shared record columns and a flag column named for screen readers", () => {
    render(<RecordFlagsTable timesheet={sheet(false)} canFlag={false} />);
    const headers = within(screen.getByRole("table", { name: "Work logged in November 2026" })).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual(["Date", "Work summary", "Counterpart", "Time", "Rate", "Flag"]);
    expect((within(rowOf()).getByRole("button", { name: "Flag the record of 02 Nov 2026" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("RecordFlagsTable scrolling", () => {
  it("is a named region the keyboard can reach, since with the flags disabled (a closed month) nothing inside takes the focus", () => {
    render(<RecordFlagsTable timesheet={sheet(false)} canFlag={false} />);
    const region = screen.getByRole("region", { name: "Work logged in November 2026" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole("table", { name: "Work logged in November 2026" })).toBeTruthy();
  });
});

describe("RecordFlagsTable in German", () => {
  it("names the table, the month, the date and the flag in German", () => {
    render(<RecordFlagsTable timesheet={sheet(false)} canFlag />, { locale: "de-DE" });
    const table = screen.getByRole("table", { name: "Erfasste Arbeit im November 2026" });
    expect(within(table).getByRole("button", { name: "Eintrag vom 02. Nov. 2026 markieren" })).toBeTruthy();
  });
});

describe("ExpensesWithFiles scrolling", () => {
  it("is a named region the keyboard can reach, since an expense without files holds no control", async () => {
    const { ExpensesWithFiles } = await import("@/components/admin/timesheets/detail/expenses-with-files");
    render(<ExpensesWithFiles timesheet={timesheetDetail({ expenseRecords: [{ ...expense, files: [] }] })} />);
    const region = screen.getByRole("region", { name: "Expenses of November 2026" });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByText("None attached")).toBeTruthy();
  });
});
