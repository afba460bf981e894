// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useStartExportJob } from "@/hooks/use-export-jobs";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import { render } from "@/tests/support/render";
import { jsonResponse } from "../expenses/timesheet-fixture";

vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const { LiveUpdates } = await import("@/components/shell/live-updates");
const { ExportTray } = await import("@/components/shell/export-tray");

/** The browser's EventSource, driven by the test. */
class FakeEventSource {
  static latest: FakeEventSource | null = null;
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.latest = this;
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

const JOB_ID = "33333333-3333-4333-8333-333333333333";
const OWNER = "44444444-4444-4444-8444-444444444444";
let job: ExportJobView;
const reads = { started: 0, aborted: 0 };
/** The server answers the tray's list after 120 ms, the length of a real round trip under load. */
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  if (url === "/api/export-jobs" && init?.method === "POST") return jsonResponse({ data: job });
  if (url === "/api/export-jobs") {
    reads.started += 1;
    const signal = init?.signal;
    return new Promise<Response>((resolve, reject) => {
      const answer = { data: [job] };
      const timer = setTimeout(() => resolve(jsonResponse(answer)), 120);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        reads.aborted += 1;
        reject(new DOMException("Aborted", "AbortError"));
      });
    });
  }
  return jsonResponse({ error: { code: "NOT_FOUND", message: "Not found." } }, 404);
});

function StartButton() {
  const start = useStartExportJob();
  return (
    <button type="button" onClick={() => start.mutate({ kind: "timesheets", ids: ["55555555-5555-4555-8555-555555555555"] } as Parameters<typeof start.mutate>[0])}>
      Start
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("EventSource", FakeEventSource);
  vi.stubGlobal("fetch", fetchMock);
  reads.started = 0;
  reads.aborted = 0;
  job = {
    id: JOB_ID,
    kind: "timesheets",
    status: "QUEUED",
    total: 500,
    done: 0,
    bytes: 0,
    fileName: "timesheets.xlsx",
    error: null,
    createdAt: "2026-11-26T10:00:00.000000Z",
    finishedAt: null,
    expiresAt: null,
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the exports tray during one export", () => {
  it("reads the list a few times, never aborting a read, and ends showing the finished export", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    client.setQueryData(["export-jobs"], []);
    render(
      <QueryClientProvider client={client}>
        <LiveUpdates />
        <ExportTray />
        <StartButton />
      </QueryClientProvider>,
    );
    act(() => FakeEventSource.latest?.emit("ready"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Start" })));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const event = (op: string) => ({ kind: "export_job", op, jobId: JOB_ID, ownerUserId: OWNER });
    act(() => FakeEventSource.latest?.emit("change", event("INSERT")));
    // 2 % a step, one step every 40 ms: 50 progress events in 2 s, the last one the job done.
    for (let step = 1; step <= 50; step += 1) {
      job = { ...job, status: step === 50 ? "DONE" : "RUNNING", done: step * 10 };
      await act(async () => vi.advanceTimersByTimeAsync(40));
      act(() => FakeEventSource.latest?.emit("change", event("UPDATE")));
    }
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(reads.aborted).toBe(0);
    // At most one read each 500 ms while events come, and one for the last of them.
    expect(reads.started).toBeGreaterThanOrEqual(2);
    expect(reads.started).toBeLessThanOrEqual(6);
    expect(client.getQueryData<ExportJobView[]>(["export-jobs"])?.[0]).toMatchObject({ status: "DONE", done: 500 });
    expect(screen.getByTestId("export-tray").getAttribute("aria-label")).toBe("Exports");
  });
});
