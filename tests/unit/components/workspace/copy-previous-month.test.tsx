// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CopyPreviousMonth } from "@/components/contractor/fee/copy-previous-month";
import { toastStore } from "@/components/ui/toast";
import { timesheet } from "./timesheet-fixture";

afterEach(() => {
  cleanup();
  toastStore.dismiss();
  vi.unstubAllGlobals();
});

describe("CopyPreviousMonth", () => {
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
