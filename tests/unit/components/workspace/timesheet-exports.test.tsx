// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TimesheetExports } from "@/components/contractor/workspace/timesheet-exports";
import { FeaturesProvider } from "@/components/providers/features";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Expenses are on: FEATURE_EXPENSES off is tested with the other screens it hides (expenses-switched-off.test.tsx). */
function renderExports(expenses: boolean) {
  render(
    <FeaturesProvider value={{ invoicing: true, expenses: true }}>
      <TimesheetExports timesheetId={TIMESHEET} expenses={expenses} />
    </FeaturesProvider>,
  );
}

const TIMESHEET = "7d2c3c1e-1111-4aaa-8bbb-000000000001";

describe("TimesheetExports (the contractor's own month)", () => {
  it("downloads the fee and the expenses workbooks of the timesheet", async () => {
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response("xlsx", { status: 200, headers: { "content-disposition": 'attachment; filename="timesheet-grace-2026-11.xlsx"' } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:x"), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderExports(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fee workbook" })));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Expenses workbook" })));
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([`/api/timesheets/${TIMESHEET}/export`, `/api/timesheets/${TIMESHEET}/export-expenses`]);
    expect(screen.queryByRole("alert")?.textContent ?? null).toBeNull();
  });

  it("offers no expenses workbook when expenses are not eligible", () => {
    renderExports(false);
    expect(screen.queryByRole("button", { name: "Expenses workbook" })).toBeNull();
  });

  it("a failed export shows its status text and code", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Timesheet not found." } }), { status: 404, statusText: "Not Found" })),
    );
    renderExports(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Fee workbook" })));
    expect(screen.getByRole("alert").textContent).toBe("Export failed: Not Found (404): Timesheet not found.");
  });

  it("a network failure says the export is offline", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    renderExports(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Expenses workbook" })));
    expect(screen.getByRole("alert").textContent).toBe(
      "Export failed: Offline: the server could not be reached, so nothing was exported. Check your connection and try again.",
    );
  });
});
