// @vitest-environment jsdom
import { act, cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminTimesheetRow } from "@/components/admin/timesheets/timesheet-row";
import { parseTimesheetSearch } from "@/components/admin/timesheets/timesheet-search";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { AdminTimesheetsTable } = await import("@/components/admin/timesheets/admin-timesheets-table");
const { TimesheetsTable } = await import("@/components/admin/timesheets/timesheets-table");

afterEach(cleanup);

const row: AdminTimesheetRow = {
  id: "11111111-1111-4111-8111-111111111111",
  contractorName: "Amara Okafor",
  projectName: "Grid Modernisation",
  clientName: "Nordlicht Energie",
  periodName: "November 2026",
  status: "SUBMITTED",
  feeStatus: "SUBMITTED",
  expensesStatus: "SUBMITTED",
  bonusStatus: "NOT_ELIGIBLE",
  flagged: false,
  updatedAt: "2026-11-30T09:00:00.000000Z",
  totals: { fee: [{ amount: "850.00", currency: "EUR" }], expenses: [], bonus: [] },
};
const LINK = /^November 2026\s*timesheet of Amara Okafor on Grid Modernisation$/;

// DataTable renders a cell function as a component: columns rebuilt from the URL's search (a new
// object on every navigation and refresh) would remount the period link the administrator used.
describe("The admin timesheet tables across navigations", () => {
  it("keeps the focus on the period link that opened the detail", () => {
    const search = parseTimesheetSearch({});
    const { rerender } = render(<AdminTimesheetsTable rows={[row]} total={1} search={search} timeZone="Europe/Zurich" />);
    const link = screen.getByRole("link", { name: LINK });
    expect(link.getAttribute("href")).toBe(`/admin/timesheets?timesheetId=${row.id}`);
    act(() => link.focus());
    rerender(<AdminTimesheetsTable rows={[{ ...row }]} total={1} search={{ ...search, timesheetId: row.id }} timeZone="Europe/Zurich" />);
    expect(link.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(within(screen.getByRole("table", { name: "Timesheets" })).getAllByRole("row")[1]!.getAttribute("data-state")).toBe("selected");
  });

  it("keeps the focus on the project page's period link, marking the open timesheet", () => {
    const search = parseTimesheetSearch({});
    const { rerender } = render(<TimesheetsTable rows={[row]} search={search} timeZone="Europe/Zurich" />);
    const link = screen.getByRole("link", { name: LINK });
    expect(link.getAttribute("aria-current")).toBeNull();
    act(() => link.focus());
    rerender(<TimesheetsTable rows={[{ ...row }]} search={{ ...search, timesheetId: row.id }} timeZone="Europe/Zurich" />);
    expect(link.isConnected).toBe(true);
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute("aria-current")).toBe("true");
  });

  it("speaks German under de-DE: headers, the month, the amount and the time of the last change", () => {
    render(<AdminTimesheetsTable rows={[row]} total={1} search={parseTimesheetSearch({})} timeZone="Europe/Zurich" />, { locale: "de-DE" });
    const table = screen.getByRole("table", { name: "Stundennachweise" });
    expect(within(table).getByRole("columnheader", { name: /Auftragnehmer/ })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: /Honorar/ })).toBeTruthy();
    expect(within(table).getByRole("link", { name: /^November 2026\s*Stundennachweis von Amara Okafor im Projekt Grid Modernisation$/ })).toBeTruthy();
    expect(table.textContent).toMatch(/850,00\s€/);
  });
});
