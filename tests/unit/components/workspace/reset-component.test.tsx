// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ComponentActions } from "@/components/contractor/workspace/component-actions";
import { toastStore } from "@/components/ui/toast";
import { timesheet } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  toastStore.dismiss();
  vi.unstubAllGlobals();
});

function renderActions(overrides: Parameters<typeof timesheet>[0]) {
  const detail = timesheet(overrides);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ComponentActions timesheet={detail} component="TIMESHEET" today="2026-11-03" />
    </QueryClientProvider>,
  );
  return detail;
}

describe("the contractor's Reset button", () => {
  it("resets a prepared fee after a confirmation, sending the version read and the status promised", async () => {
    const detail = timesheet({ status: "IN_PROGRESS", feeStatus: "PREPARED" });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { ...detail, feeStatus: "DUE", version: 4 } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderActions({ status: "IN_PROGRESS", feeStatus: "PREPARED" });
    fireEvent.click(screen.getByRole("button", { name: "Reset fee" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Fee goes back from Prepared to");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Reset fee" })));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/timesheets/${detail.id}/reset-component`);
    expect(JSON.parse(String(init.body))).toMatchObject({ comp: "TIMESHEET", version: detail.version, resetStatus: expect.any(String) });
    await vi.waitFor(() => expect(toastStore.getSnapshot()[0]).toMatchObject({ title: "Fee reset" }));
  });

  it("is not offered for a fee that is not prepared", () => {
    renderActions({ status: "IN_PROGRESS", feeStatus: "IN_PROGRESS" });
    expect(screen.queryByRole("button", { name: "Reset fee" })).toBeNull();
  });
});
