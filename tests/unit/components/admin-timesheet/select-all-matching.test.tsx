// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AdminTimesheetRow } from "@/components/admin/timesheets/timesheet-row";
import { parseTimesheetSearch, type TimesheetSearch } from "@/components/admin/timesheets/timesheet-search";
import { render } from "@/tests/support/render";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { AdminTimesheetsTable } = await import("@/components/admin/timesheets/admin-timesheets-table");

const rowOf = (id: string, contractorName: string): AdminTimesheetRow => ({
  id,
  contractorName,
  projectName: "Grid Modernisation",
  clientName: "Nordlicht Energie",
  periodName: "October 2026",
  status: "APPROVED",
  feeStatus: "APPROVED",
  expensesStatus: "NOT_ELIGIBLE",
  bonusStatus: "NOT_ELIGIBLE",
  flagged: false,
  updatedAt: "2026-11-30T09:00:00.000000Z",
  totals: { fee: [{ amount: "850.00", currency: "EUR" }], expenses: [], bonus: [] },
});
const ROWS = [rowOf("11111111-1111-4111-8111-111111111111", "Amara Okafor"), rowOf("22222222-2222-4222-8222-222222222222", "Lukas Meier")];
const PROJECT = "33333333-3333-4333-8333-333333333333";
// The URL's search: a status, a project and a month; page 2 and the sort are not part of the filter.
const SEARCH = parseTimesheetSearch({ status: "APPROVED", project: PROJECT, period: "2026-10", page: "2", sort: "contractor" });
const FILTER = { status: "APPROVED", projectId: PROJECT, period: "2026-10" };

type Sent = { url: string; method: string; body: unknown };
let sent: Sent[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (method !== "GET") sent.push({ url, method, body: JSON.parse(String(init.body)) });
      if (url === "/api/timesheets/batch/close") {
        const results = Array.from({ length: 30 }, (_, index) => ({ id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, ok: true, status: "CLOSED" }));
        return new Response(JSON.stringify({ data: { results, changed: 30, refused: 0 } }), { status: 200 });
      }
      if (method !== "GET") return new Response(JSON.stringify({ error: { code: "CONFLICT", message: "Not in this test." } }), { status: 409 });
      // The exports tray's list, read by the batch bar.
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(total: number, search: TimesheetSearch = SEARCH, locale?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const table = (next: TimesheetSearch) => (
    <QueryClientProvider client={client}>
      <AdminTimesheetsTable rows={ROWS} total={total} search={next} timeZone="Europe/Zurich" />
    </QueryClientProvider>
  );
  const view = render(table(search), locale ? { locale } : {});
  return { ...view, showSearch: (next: TimesheetSearch) => view.rerender(table(next)) };
}

const bar = () => screen.getByRole("toolbar", { name: "Actions for the selected rows" });
const tickPage = () => fireEvent.click(screen.getByRole("checkbox", { name: "Select every row on this page" }));

describe("Select all matching (#47.7)", () => {
  it("offers all 30 matching once the whole page is ticked, and Close then sends the list's filter, no ids", async () => {
    show(30);
    fireEvent.click(screen.getByRole("checkbox", { name: /Amara Okafor/ }));
    expect(within(bar()).queryByRole("button", { name: /matching/ })).toBeNull();
    tickPage();
    expect(bar().textContent).toContain("2 timesheets selected");
    fireEvent.click(within(bar()).getByRole("button", { name: "Select all 30 matching timesheets" }));
    expect(bar().textContent).toContain("30 timesheets selected");
    expect(bar().textContent).toContain("All timesheets matching the filter are selected.");

    await act(async () => fireEvent.click(within(bar()).getByRole("button", { name: "Close" })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: "/api/timesheets/batch/close", method: "PUT", body: { filter: FILTER } });
    expect(await screen.findByRole("dialog")).toHaveProperty("textContent", expect.stringContaining("Close: 30 changed, 0 refused"));
  });

  it("an export of all matching sends the filter too", async () => {
    show(30);
    tickPage();
    fireEvent.click(within(bar()).getByRole("button", { name: "Select all 30 matching timesheets" }));
    await act(async () => fireEvent.click(within(bar()).getByRole("button", { name: "Export fee" })));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ url: "/api/export-jobs", method: "POST", body: { kind: "timesheets", filter: FILTER } });
  });

  it("is not offered when the page holds every match; unticking a row or another filter ends it; Clear selection clears", async () => {
    const { unmount } = show(2);
    tickPage();
    expect(within(bar()).queryByRole("button", { name: /matching/ })).toBeNull();
    unmount();

    const { showSearch } = show(30);
    tickPage();
    fireEvent.click(within(bar()).getByRole("button", { name: "Select all 30 matching timesheets" }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Lukas Meier/ }));
    expect(bar().textContent).toContain("1 timesheet selected");

    tickPage();
    fireEvent.click(within(bar()).getByRole("button", { name: "Select all 30 matching timesheets" }));
    // The filter changed in the URL (the rows ticked stay ticked): back to the ticked rows.
    showSearch({ ...SEARCH, status: "CLOSED" });
    expect(bar().textContent).toContain("2 timesheets selected");
    expect(bar().textContent).not.toContain("matching the filter");

    // Coming back to the first filter does not bring "all matching" back unasked.
    showSearch(SEARCH);
    expect(bar().textContent).toContain("2 timesheets selected");
    fireEvent.click(within(bar()).getByRole("button", { name: "Select all 30 matching timesheets" }));
    fireEvent.click(within(bar()).getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("toolbar")).toBeNull();
  });

  it("speaks German", () => {
    show(30, SEARCH, "de-DE");
    fireEvent.click(screen.getByRole("checkbox", { name: "Alle Zeilen dieser Seite auswählen" }));
    const toolbar = screen.getByRole("toolbar");
    fireEvent.click(within(toolbar).getByRole("button", { name: "Alle 30 passenden Stundennachweise auswählen" }));
    expect(toolbar.textContent).toContain("Alle Stundennachweise, die dem Filter entsprechen, sind ausgewählt.");
    expect(within(toolbar).getByRole("button", { name: "Gesamte Auswahl aufheben" })).toBeTruthy();
  });
});
