// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordTimeouts } from "@/tests/support/timeouts";

const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh, back: vi.fn(), prefetch: vi.fn() }),
}));

const { apiFetch, ApiError, isUnknownOutcome, NETWORK_MESSAGES, REQUEST_TIMEOUTS_MS } = await import("@/lib/api-client");
const { useInviteContractor, useResendInvitation } = await import("@/hooks/use-contractors");
const { useProjectEngagements } = await import("@/hooks/use-project-engagements");

/** Spec point 9's timeouts, as the calls pass them to AbortSignal.timeout. */
const timeouts = recordTimeouts();

/** A server that never answers: the request ends only when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_path: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  refresh.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("request timeouts (spec point 9)", () => {
  it("a timed-out write says plainly it may or may not have been saved; a timed-out read says try again", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const write = await apiFetch("/api/user", { method: "PUT", body: {} }).catch((caught: unknown) => caught);
    expect(write).toBeInstanceOf(ApiError);
    expect(write).toMatchObject({ code: "NETWORK", timedOut: true, message: NETWORK_MESSAGES.writeTimeout });
    expect(NETWORK_MESSAGES.writeTimeout).toContain("may or may not have been saved");
    expect(isUnknownOutcome(write)).toBe(true);
    const read = await apiFetch("/api/user").catch((caught: unknown) => caught);
    expect(read).toMatchObject({ timedOut: true, message: NETWORK_MESSAGES.timeout });
    expect(isUnknownOutcome(read)).toBe(false);
  });

  it("a request that is not cancelable ignores the caller's signal and runs to its timeout", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const pending = apiFetch("/api/x", { method: "POST", signal: controller.signal, cancelable: false }).catch((caught: unknown) => caught);
    controller.abort();
    expect(await pending).toMatchObject({ timedOut: true });
  });

  it("the project engagements list waits 10 s", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const { result } = renderHook(() => useProjectEngagements(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(timeouts).toEqual([REQUEST_TIMEOUTS_MS.projectEngagements]);
    expect(REQUEST_TIMEOUTS_MS.projectEngagements).toBe(10_000);
  });

  it("creating a contractor waits 30 s; sending an invitation 10 s, not cancelable; a timeout re-reads the page", async () => {
    const fetchMock = hangingFetch();
    vi.stubGlobal("fetch", fetchMock);
    const invite = renderHook(() => useInviteContractor(), { wrapper });
    await act(async () => {
      await invite.result.current.mutateAsync({ name: "Ada", email: "ada@example.com" } as never).catch(() => undefined);
    });
    expect(timeouts).toEqual([30_000]);
    expect(refresh).toHaveBeenCalledTimes(1);

    const resend = renderHook(() => useResendInvitation(), { wrapper });
    await act(async () => {
      await resend.result.current.mutateAsync("c1").catch(() => undefined);
    });
    expect(timeouts).toEqual([30_000, 10_000]);
    // Not cancelable: the request carries only the timeout's signal, nothing a caller could abort.
    const init = fetchMock.mock.calls[1]![1];
    expect(init.signal?.aborted).toBe(true);
    expect(REQUEST_TIMEOUTS_MS).toMatchObject({ contractorCreation: 30_000, sendInvitation: 10_000, billingDetailsSave: 15_000 });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
