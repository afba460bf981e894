import { describe, expect, it } from "vitest";
import { JOB_POLICIES, nextRunAt } from "@/server/jobs/policies";

const now = new Date("2026-11-28T12:00:00Z");
const wait = (at: Date | null) => (at ? at.getTime() - now.getTime() : null);

describe("the one retry rule", () => {
  it("doubles the wait from the kind's base and gives up at its max attempts", () => {
    const policy = JOB_POLICIES["daily-jobs"];
    const waits = Array.from({ length: policy.maxAttempts }, (_, i) => wait(nextRunAt(policy, i + 1, now)));
    expect(waits).toEqual([60_000, 120_000, 240_000, 480_000, null]);
  });

  it("follows a kind's published schedule where it has one (mail: 1 min ... 12 h, FAILED at the 6th)", () => {
    const waits = Array.from({ length: 6 }, (_, i) => wait(nextRunAt(JOB_POLICIES.mail, i + 1, now)));
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000, null]);
  });
});
