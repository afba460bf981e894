// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyPreviousMonth } from "@/components/contractor/fee/copy-previous-month";
import { toastStore } from "@/components/ui/toast";
import { timesheet } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  toastStore.dismiss();
  vi.unstubAllGlobals();
});

function renderCopy() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CopyPreviousMonth timesheet={timesheet()} />
    </QueryClientProvider>,
  );
}

describe("CopyPreviousMonth", () => {
  it.each([
    ["NO_PREVIOUS_MONTH", "September 2026 has no timesheet on this project, so there is nothing to copy."],
    ["NO_PREVIOUS_RECORDS", "September 2026 has no records, so there is nothing to copy."],
  ])("says plainly that there is nothing to copy (%s), and logs the spec's words", async (reason, message) => {
    const detail = timesheet();
    const answer = { data: { created: [], dropped: [], timesheet: { id: detail.id, status: "DUE", feeStatus: "DUE", expensesStatus: "ELIGIBLE", bonusStatus: "NOT_ELIGIBLE", version: 3 }, nothingToCopy: { reason, message } } };
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { "content-type": "application/json" } })));
    const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
    renderCopy();
    fireEvent.click(screen.getByRole("button", { name: "Copy from previous month" }));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Copy records" })));
    await vi.waitFor(() => expect(toastStore.getSnapshot()[0]).toBeTruthy());
    expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Nothing to copy", description: message });
    expect(toastStore.getSnapshot()[0]?.variant ?? "default").toBe("default");
    expect(info).toHaveBeenCalledWith("[settle] No previous timesheet records found", expect.objectContaining({ timesheetId: detail.id }));
    expect(screen.queryByText(/records copied from/)).toBeNull();
    info.mockRestore();
  });

  it("says the spec's words in a toast when the copy fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong." } }), { status: 500 })));
    const detail = timesheet();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CopyPreviousMonth timesheet={detail} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy from previous month" }));
    await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Copy records" })));
    await vi.waitFor(() => expect(toastStore.getSnapshot()[0]).toBeTruthy());
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      description: "Failed to copy timesheet records from previous month. Please refresh your browser and try again.",
    });
  });
});
