// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExportTray } from "@/components/shell/export-tray";
import { toastStore } from "@/components/ui/toast";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { render } from "@/tests/support/render";
import { jsonResponse } from "../expenses/timesheet-fixture";

function renderWithClient(ui: ReactNode, locale?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, { locale }) };
}

const running: ExportJobView = {
  id: "11111111-1111-4111-8111-111111111111",
  kind: "timesheets",
  status: "RUNNING",
  total: 5000,
  done: 1240,
  bytes: 123_456,
  fileName: "timesheets-2026-01-to-2026-10.xlsx",
  error: null,
  createdAt: "2026-11-26T10:00:00.000000Z",
  finishedAt: null,
  expiresAt: null,
};
const done: ExportJobView = {
  ...running,
  id: "22222222-2222-4222-8222-222222222222",
  status: "DONE",
  done: 300,
  total: 300,
  fileName: "expenses-2026-09.xlsx",
  kind: "expenses",
  finishedAt: "2026-11-26T09:00:00.000000Z",
  expiresAt: "2026-11-27T09:00:00.000000Z",
};

let jobs: ExportJobView[];
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/export-jobs" && (!init?.method || init.method === "GET")) return jsonResponse({ data: jobs });
  if (url === `/api/export-jobs/${running.id}` && init?.method === "DELETE") {
    jobs = jobs.map((job) => (job.id === running.id ? { ...job, status: "CANCELLED", error: "Cancelled." } : job));
    return jsonResponse({ data: jobs[0] });
  }
  if (url === `/api/export-jobs/${done.id}/file`) {
    return new Response(new Blob(["xlsx"]), { status: 200, headers: { "content-disposition": `attachment; filename="${done.fileName}"` } });
  }
  return jsonResponse({ error: { code: "NOT_FOUND", message: "Not found." } }, 404);
});

beforeEach(() => {
  jobs = [running, done];
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:export");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const t of toastStore.getSnapshot()) toastStore.remove(t.id);
});

async function openTray(locale?: string) {
  renderWithClient(<ExportTray />, locale);
  const german = locale?.startsWith("de");
  const trigger = await screen.findByRole("button", { name: german ? "Exporte, 1 läuft" : "Exports, 1 running" });
  await act(async () => fireEvent.click(trigger));
  return screen.getByRole("dialog", { name: german ? "Exporte" : "Exports" });
}

describe("the exports tray", () => {
  it("lists running exports with their bar and Cancel, finished ones with Download", async () => {
    const tray = await openTray();
    const items = within(tray).getAllByTestId("export-job");
    expect(items.map((item) => item.getAttribute("data-status"))).toEqual(["RUNNING", "DONE"]);

    const bar = within(items[0]!).getByRole("progressbar", { name: "Exporting timesheets-2026-01-to-2026-10.xlsx" });
    expect(bar.getAttribute("aria-valuenow")).toBe("1240");
    expect(bar.getAttribute("aria-valuetext")).toBe("1,240 of 5,000 timesheets");
    expect(within(items[0]!).getByText("1,240 of 5,000 timesheets")).toBeTruthy();
    expect(within(items[0]!).getByText("Running")).toBeTruthy();
    expect(within(items[0]!).queryByRole("button", { name: /^Download/ })).toBeNull();

    expect(within(items[1]!).queryByRole("progressbar")).toBeNull();
    expect(within(items[1]!).queryByRole("button", { name: /^Cancel/ })).toBeNull();
    expect(within(items[1]!).getByText("Ready")).toBeTruthy();
    await act(async () => fireEvent.click(within(items[1]!).getByRole("button", { name: "Download expenses-2026-09.xlsx" })));
    expect(fetchMock).toHaveBeenCalledWith(`/api/export-jobs/${done.id}/file`, expect.objectContaining({ method: "GET" }));
  });

  it("cancels a running export with a keyboard-reachable button", async () => {
    const tray = await openTray();
    const cancel = within(tray).getByRole("button", { name: "Cancel the export timesheets-2026-01-to-2026-10.xlsx" });
    expect(cancel.tabIndex).toBe(0);
    cancel.focus();
    expect(document.activeElement).toBe(cancel);
    await act(async () => fireEvent.click(cancel));
    expect(fetchMock).toHaveBeenCalledWith(`/api/export-jobs/${running.id}`, expect.objectContaining({ method: "DELETE" }));
    expect(await screen.findByRole("button", { name: "Exports" })).toBeTruthy();
    expect(toastStore.getSnapshot()[0]?.title).toBe("Export cancelled");
  });

  it("says what to do when there is nothing", async () => {
    jobs = [];
    renderWithClient(<ExportTray />);
    const trigger = await screen.findByRole("button", { name: "Exports" });
    await act(async () => fireEvent.click(trigger));
    expect(await screen.findByText(/No exports in the last 24 hours/)).toBeTruthy();
  });
});

describe("the exports tray in German", () => {
  it("words the progress with German digit grouping under de-DE", async () => {
    const tray = await openTray("de-DE");
    const [running] = within(tray).getAllByTestId("export-job");
    const bar = within(running!).getByRole("progressbar", { name: "timesheets-2026-01-to-2026-10.xlsx wird exportiert" });
    expect(bar.getAttribute("aria-valuetext")).toBe("1.240 von 5.000 Stundennachweisen");
    expect(within(running!).getByText("Läuft")).toBeTruthy();
    expect(within(tray).getByRole("button", { name: "expenses-2026-09.xlsx herunterladen" })).toBeTruthy();
  });
});
