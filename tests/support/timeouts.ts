import { beforeEach, vi } from "vitest";

/**
 * The timeouts the calls pass to AbortSignal.timeout, recorded afresh for each test; each ends at
 * once so no test waits for seconds. The spy is the test's to restore (vi.restoreAllMocks).
 */
export function recordTimeouts(): number[] {
  const timeouts: number[] = [];
  const realTimeout = AbortSignal.timeout.bind(AbortSignal);
  beforeEach(() => {
    timeouts.length = 0;
    vi.spyOn(AbortSignal, "timeout").mockImplementation((ms: number) => {
      timeouts.push(ms);
      return realTimeout(1);
    });
  });
  return timeouts;
}
