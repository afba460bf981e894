import { afterEach, describe, expect, it, vi } from "vitest";
import { makeQueryClient } from "@/components/providers/query-client";
import { apiFetch, ApiError, NETWORK_MESSAGES } from "@/lib/api-client";

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A server that never answers: the request ends only when its signal aborts. */
function hangingFetch() {
  return vi.fn(
    (_path: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      }),
  );
}

describe("apiFetch when the request never reaches the server", () => {
  it("gives up after the timeout with a NETWORK error saying so, instead of waiting forever", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const error = await apiFetch("/api/timesheets", { timeoutMs: 20 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: NETWORK_MESSAGES.timeout });
  });

  it("says the server could not be reached when the browser is offline", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiFetch("/api/timesheets")).rejects.toMatchObject({ code: "NETWORK", message: NETWORK_MESSAGES.offline });
  });

  it("passes a cancellation by the caller through, as no failure to show", async () => {
    vi.stubGlobal("fetch", hangingFetch());
    const controller = new AbortController();
    const pending = apiFetch("/api/timesheets", { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it("sends queries and mutations even when the browser reports it is offline, so they fail instead of pausing", () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.networkMode).toBe("always");
    expect(defaults.mutations?.networkMode).toBe("always");
  });
});
