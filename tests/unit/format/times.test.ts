import { describe, expect, it } from "vitest";
import { formatTimestamp } from "@/lib/format/date";

/** Spec point 3: times are shown as HH:mm (24-hour, two digits each), in the business time zone. */
describe("times are HH:mm", () => {
  it.each([
    ["2026-11-22T00:05:00.000Z", "UTC", /, 00:05$/],
    ["2026-11-22T15:07:59.999Z", "UTC", /, 15:07$/],
    ["2026-11-22 15:07:00.8+00", "Europe/Zurich", /, 16:07$/],
    ["2026-07-01T23:30:00Z", "Europe/Zurich", /, 01:30$/],
  ])("%s in %s", (value, zone, time) => {
    expect(formatTimestamp(value, zone)).toMatch(time);
    expect(formatTimestamp(value, zone)).not.toMatch(/AM|PM|:\d\d:\d\d/);
  });
});
