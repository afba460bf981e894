import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { businessToday, currentTime, setClock } from "@/server/clock";

afterEach(() => {
  setClock(null);
  delete process.env.SETTLE_CLOCK_FILE;
});

describe("the business clock tests can move", () => {
  it("is the machine's clock unless a test sets one", () => {
    const before = Date.now();
    expect(currentTime().getTime()).toBeGreaterThanOrEqual(before);
    setClock(new Date("2028-02-29T23:30:00Z"));
    expect(businessToday()).toBe("2028-02-29");
    setClock(null);
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("follows the file SETTLE_CLOCK_FILE names, re-read when it changes (a served process in the browser specs)", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "settle-clock-")), "clock");
    process.env.SETTLE_CLOCK_FILE = file;
    writeFileSync(file, "2026-12-01T08:00:00Z\n");
    expect(businessToday()).toBe("2026-12-01");
    writeFileSync(file, "2026-12-08T08:00:00Z\n");
    // A later modification time, as a second write would have on a real clock.
    utimesSync(file, new Date(), new Date(Date.now() + 2_000));
    expect(businessToday()).toBe("2026-12-08");
    writeFileSync(file, "not a time");
    utimesSync(file, new Date(), new Date(Date.now() + 4_000));
    expect(Math.abs(currentTime().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
