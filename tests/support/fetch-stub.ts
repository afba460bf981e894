import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * A recorded fetch that gives every call `answer`, installed afresh before each test; after each,
 * the rendered tree and the stub go.
 */
export function stubFetchEachTest(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}
