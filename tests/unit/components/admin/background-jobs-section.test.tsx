// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BackgroundJob, ScheduledJob } from "@/lib/schemas/background-jobs";
import type { Page } from "@/lib/schemas/paging";
import { Toaster } from "@/components/ui/toast/toaster";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { BackgroundJobsSection } = await import("@/components/admin/settings/background-jobs-section");

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const job = (overrides: Partial<BackgroundJob>): BackgroundJob => ({
  id: "a1111111-1111-4111-8111-111111111111",
  kind: "mail",
  refId: "b1111111-1111-4111-8111-111111111111",
  status: "QUEUED",
  attempts: 0,
  maxAttempts: 6,
  runAt: "2026-11-28T10:05:00.000000Z",
  lockedUntil: null,
  progressDone: null,
  progressTotal: null,
  lastError: null,
  lastRunAt: null,
  finishedAt: null,
  createdAt: "2026-11-28T10:00:00.000000Z",
  ...overrides,
});

const failed = job({
  id: "a2222222-2222-4222-8222-222222222222",
  kind: "webhook",
  refId: "b2222222-2222-4222-8222-222222222222",
  status: "FAILED",
  attempts: 6,
  maxAttempts: 6,
  lastError: "HTTP 503 from https://payroll.example.com/settle",
  finishedAt: "2026-11-28T09:30:00.000000Z",
  createdAt: "2026-11-27T08:00:00.000000Z",
});
const queued = job({});
const running = job({ id: "a3333333-3333-4333-8333-333333333333", kind: "export", status: "RUNNING", attempts: 1, maxAttempts: 3, progressDone: 40, progressTotal: 120 });

const scheduled: ScheduledJob[] = [
  { id: "c1111111-1111-4111-8111-111111111111", kind: "daily-backup", status: "QUEUED", lastRunAt: null, nextRunAt: "2026-11-29T00:00:00.000000Z", lastError: "No space left on device" },
  { id: "c2222222-2222-4222-8222-222222222222", kind: "daily-jobs", status: "QUEUED", lastRunAt: "2026-11-28T00:00:04.000000Z", nextRunAt: "2026-11-29T00:00:00.000000Z", lastError: null },
];

type Answer = (url: string, init?: RequestInit) => Response;

/** The API as the section reads it: the lists answer what the test gives, every other request is recorded and answered by `other`. */
function stubApi(firstPage: Page<BackgroundJob>, other: Answer = () => jsonResponse({ data: {} })) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/background-jobs/scheduled") return jsonResponse({ data: scheduled });
    if (url === "/api/background-jobs") return jsonResponse(firstPage);
    return other(url, init);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderSection(firstPage: Page<BackgroundJob> | undefined, options: { locale?: string; withScheduled?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <BackgroundJobsSection firstPage={firstPage} scheduled={options.withScheduled === false ? undefined : scheduled} timeZone="UTC" />
      <Toaster />
    </QueryClientProvider>,
    { locale: options.locale },
  );
}

const rowOf = (table: HTMLElement, text: string) => within(table).getByText(text).closest("tr")!;

describe("Settings: background jobs", () => {
  it("lists the jobs with a failure's reason, attempts and progress, and when each scheduled kind last ran and runs next", () => {
    const page = { data: [running, queued, failed], nextCursor: null };
    stubApi(page);
    renderSection(page);
    const jobs = screen.getByRole("table", { name: "Background jobs" });
    const failedRow = rowOf(jobs, "Webhook delivery");
    expect(failedRow.textContent).toContain("Failed");
    expect(failedRow.textContent).toContain("HTTP 503 from https://payroll.example.com/settle");
    expect(failedRow.textContent).toContain("6 of 6");
    expect(within(failedRow).getByRole("button", { name: /^Retry: Webhook delivery written/ })).toBeTruthy();
    expect(within(failedRow).queryByRole("button", { name: /^Cancel/ })).toBeNull();

    const queuedRow = rowOf(jobs, "Mail");
    expect(queuedRow.textContent).toContain("Queued");
    expect(queuedRow.textContent).toMatch(/due 28 Nov 2026/);
    expect(within(queuedRow).getByRole("button", { name: /^Cancel: Mail written/ })).toBeTruthy();
    expect(within(queuedRow).queryByRole("button", { name: /^Retry/ })).toBeNull();
    expect(rowOf(jobs, "Export").textContent).toContain("40 of 120");

    const planned = screen.getByRole("table", { name: "Scheduled background work" });
    const backup = rowOf(planned, "Daily backup");
    expect(backup.textContent).toContain("Never");
    expect(backup.textContent).toContain("Last try failed: No space left on device");
    expect(backup.textContent).toContain("29 Nov 2026");
    expect(rowOf(planned, "Daily jobs").textContent).toContain("28 Nov 2026");
  });

  it("Retry sends the job's retry and says it is queued again", async () => {
    const page = { data: [failed], nextCursor: null };
    const fetchMock = stubApi(page, (url) => jsonResponse({ data: { ...failed, status: "QUEUED", attempts: 0, url } }));
    renderSection(page);
    const row = rowOf(screen.getByRole("table", { name: "Background jobs" }), "Webhook delivery");
    await act(async () => fireEvent.click(within(row).getByRole("button", { name: /^Retry/ })));
    const retries = fetchMock.mock.calls.filter(([url]) => url === `/api/background-jobs/${failed.id}/retry`);
    expect(retries).toHaveLength(1);
    expect(retries[0]![1]?.method).toBe("POST");
    expect(await screen.findByText("Queued again")).toBeTruthy();
  });

  it("Cancel asks first, then sends the job's cancel", async () => {
    const page = { data: [queued], nextCursor: null };
    const fetchMock = stubApi(page, () => jsonResponse({ data: { ...queued, status: "CANCELLED" } }));
    renderSection(page);
    fireEvent.click(within(rowOf(screen.getByRole("table", { name: "Background jobs" }), "Mail")).getByRole("button", { name: /^Cancel/ }));
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith("/cancel"))).toBe(false);
    const dialog = screen.getByRole("alertdialog", { name: /^Cancel Mail written/ });
    expect(within(dialog).getByRole("button", { name: "Keep it" })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel job" })));
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url, init]) => url === `/api/background-jobs/${queued.id}/cancel` && init?.method === "POST")).toHaveLength(1));
  });

  it("says so when there are no jobs, and for a status filtered to none", async () => {
    const fetchMock = stubApi({ data: [], nextCursor: null }, (url) => (url === "/api/background-jobs?status=FAILED" ? jsonResponse({ data: [], nextCursor: null }) : jsonResponse({}, 404)));
    renderSection({ data: [], nextCursor: null });
    expect(screen.getByText("No background jobs yet")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Background jobs" })).toBeNull();
    const filter = screen.getByRole("group", { name: "Show jobs by status" });
    const failedOnly = within(filter).getByRole("button", { name: "Failed" });
    failedOnly.focus();
    fireEvent.click(failedOnly);
    expect(failedOnly.getAttribute("aria-pressed")).toBe("true");
    expect(await screen.findByText("No failed jobs")).toBeTruthy();
    // The filter pressed from the keyboard keeps the focus while the list below changes.
    expect(document.activeElement).toBe(failedOnly);
    expect(fetchMock).toHaveBeenCalledWith("/api/background-jobs?status=FAILED", expect.anything());
  });

  it("shows a loading state, then the reason a list could not be read, with a way to ask again", async () => {
    let answer = () => jsonResponse({ error: { code: "INTERNAL", message: "The database is not reachable." } }, 500);
    const fetchMock = vi.fn(async (url: string) => (url === "/api/background-jobs/scheduled" ? jsonResponse({ data: scheduled }) : answer()));
    vi.stubGlobal("fetch", fetchMock);
    renderSection(undefined, { withScheduled: false });
    expect(screen.getByText("Loading the background jobs…").closest("[role=status]")).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The list could not be read: The database is not reachable.");
    answer = () => jsonResponse({ data: [failed], nextCursor: null });
    await act(async () => fireEvent.click(within(alert).getByRole("button", { name: "Try again" })));
    expect(await screen.findByRole("table", { name: "Background jobs" })).toBeTruthy();
  });

  it("speaks German under de-DE", () => {
    const page = { data: [failed], nextCursor: null };
    stubApi(page);
    renderSection(page, { locale: "de-DE" });
    const row = rowOf(screen.getByRole("table", { name: "Hintergrundaufträge" }), "Webhook-Zustellung");
    expect(row.textContent).toContain("Fehlgeschlagen");
    expect(row.textContent).toContain("6 von 6");
    expect(within(row).getByRole("button", { name: /^Erneut versuchen: Webhook-Zustellung vom/ })).toBeTruthy();
    expect(rowOf(screen.getByRole("table", { name: "Geplante Hintergrundarbeit" }), "Tägliche Sicherung").textContent).toContain("Nie");
  });
});
