// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ExportJobItem } from "@/components/exports/export-job-item";
import { Toaster } from "@/components/ui/toast/toaster";
import { toastStore } from "@/components/ui/toast/use-toast";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import { render } from "@/tests/support/render";

const done: ExportJobView = {
  id: "41111111-1111-4111-8111-111111111111",
  kind: "timesheets",
  status: "DONE",
  total: 3,
  done: 3,
  bytes: 2048,
  fileName: "timesheets-2026-11.xlsx",
  error: null,
  createdAt: "2026-11-27T08:00:00.000Z",
  finishedAt: "2026-11-27T08:00:05.000Z",
  expiresAt: "2026-11-28T08:00:05.000Z",
};

afterEach(() => {
  cleanup();
  act(() => {
    for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
  });
  vi.unstubAllGlobals();
});

describe("an export's failed download", () => {
  it("says what failed in the reader's language (the tray used to fall back to English words)", async () => {
    // An answer with no status text: the words around the status are the product's own.
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 500, statusText: "" })));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExportJobItem job={done} />
        <Toaster />
      </QueryClientProvider>,
      { locale: "de-DE" },
    );
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: /timesheets-2026-11\.xlsx/ }));
    });
    const shown = await screen.findByTestId("toast");
    expect(within(shown).getByText("Herunterladen fehlgeschlagen")).toBeTruthy();
    expect(within(shown).getByText("Fehler (500)")).toBeTruthy();
  });
});
