// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, screen } from "@testing-library/react";
import { render } from "@/tests/support/render";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/hooks/query-keys";

const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));

const { LiveUpdates } = await import("@/components/shell/live-updates");

/** A stand-in for the browser's EventSource that the test drives frame by frame. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((message: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (message: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
  static latest(): FakeEventSource {
    const source = FakeEventSource.all[FakeEventSource.all.length - 1];
    if (!source) throw new Error("no EventSource was opened");
    return source;
  }
}

const A = "6d3a3c7e-54a4-4d4c-9b8a-0c1f0f7b1a01";
const B = "6d3a3c7e-54a4-4d4c-9b8a-0c1f0f7b1a02";

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of [queryKeys.timesheets.detail(A), queryKeys.timesheets.detail(B), queryKeys.timesheets.list({}), queryKeys.files.list(A), queryKeys.user.current]) {
    client.setQueryData(key, { cached: true });
  }
  render(
    <QueryClientProvider client={client}>
      <LiveUpdates refreshServerDataMs={1000} />
    </QueryClientProvider>,
  );
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.isStale())
      .map((query) => JSON.stringify(query.queryKey))
      .sort();
  return { client, stale };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  refresh.mockReset();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("live updates", () => {
  it("invalidates exactly the queries a change affects", () => {
    const { stale } = setup();
    act(() => FakeEventSource.latest().emit("ready"));
    act(() => FakeEventSource.latest().emit("change", { kind: "message", op: "INSERT", timesheetId: A, contractorId: null }));
    expect(stale()).toEqual([JSON.stringify(queryKeys.files.list(A)), JSON.stringify(queryKeys.timesheets.detail(A))].sort());
    act(() => FakeEventSource.latest().emit("change", { kind: "timesheet", op: "UPDATE", timesheetId: B, contractorId: null }));
    expect(stale()).toContain(JSON.stringify(queryKeys.timesheets.list({})));
    expect(stale()).not.toContain(JSON.stringify(queryKeys.user.current));
    // Server-rendered pages re-render once for a burst of changes.
    act(() => vi.advanceTimersByTime(1000));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("re-reads the calendar when the contractor's working days changed: their timesheets and their profile", () => {
    const { stale } = setup();
    act(() => FakeEventSource.latest().emit("ready"));
    act(() => FakeEventSource.latest().emit("change", { kind: "contractor", op: "UPDATE", contractorId: A }));
    expect(stale()).toEqual(
      [queryKeys.timesheets.detail(A), queryKeys.timesheets.detail(B), queryKeys.timesheets.list({}), queryKeys.user.current].map((key) => JSON.stringify(key)).sort(),
    );
  });

  it("says when it is disconnected, reconnects after 1, 2, 5 and 10 s, and refetches what it missed", () => {
    const { stale } = setup();
    act(() => FakeEventSource.latest().emit("ready"));
    expect(screen.getByTestId("live-status").dataset.live).toBe("live");
    expect(screen.queryByText(/Reconnecting/)).toBeNull();

    const delays: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = FakeEventSource.all.length;
      act(() => FakeEventSource.latest().onerror?.());
      expect(screen.getByText("Live updates paused. Reconnecting…")).toBeTruthy();
      let waited = 0;
      while (FakeEventSource.all.length === before) {
        act(() => vi.advanceTimersByTime(500));
        waited += 500;
      }
      delays.push(waited);
    }
    expect(delays).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(stale()).toEqual([]);
    act(() => FakeEventSource.latest().emit("ready"));
    expect(screen.getByTestId("live-status").dataset.live).toBe("live");
    expect(stale()).toHaveLength(5);
  });

  it("counts a stream silent past a heartbeat and the push timeout as dropped", () => {
    setup();
    act(() => FakeEventSource.latest().emit("ready"));
    act(() => vi.advanceTimersByTime(20_000));
    act(() => FakeEventSource.latest().emit("heartbeat"));
    act(() => vi.advanceTimersByTime(34_000));
    expect(screen.getByTestId("live-status").dataset.live).toBe("live");
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId("live-status").dataset.live).toBe("reconnecting");
    expect(FakeEventSource.all[0]?.closed).toBe(true);
  });
});
