import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { intervalWorker } from "@/server/interval-worker";

/** A tick whose work the test finishes when it chooses. */
function heldWork() {
  const releases: (() => void)[] = [];
  const work = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { work, release: () => releases.shift()?.() };
}

describe("intervalWorker", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("ticks at once and every interval, never while the last tick still runs, and not after stop", async () => {
    const worker = intervalWorker("test-overlap", 1_000, "failed");
    const { work, release } = heldWork();
    worker.start(work);
    expect(worker.running).toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(work).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    release();
    worker.stop();
    expect(worker.running).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it("logs a failed tick and tries again on the next one", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const worker = intervalWorker("test-failure", 1_000, "Work failed; retrying.");
    const work = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    worker.start(work);
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledWith("Work failed; retrying.", expect.objectContaining({ message: "down" }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    worker.stop();
  });

  it("starts once however often it is started, and tick() runs the work now", async () => {
    const worker = intervalWorker("test-once", 60_000, "failed");
    const first = vi.fn().mockResolvedValue(undefined);
    const second = vi.fn().mockResolvedValue(undefined);
    worker.start(first);
    worker.start(second);
    // Another module copy names the same worker: still the one that runs.
    intervalWorker("test-once", 60_000, "failed").start(second);
    await vi.advanceTimersByTimeAsync(0);
    await worker.tick();
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).not.toHaveBeenCalled();
    worker.stop();
    await worker.tick();
    expect(first).toHaveBeenCalledTimes(2);
  });
});
