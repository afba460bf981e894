import { describe, expect, it } from "vitest";
import { CURRENCIES, WEEKDAYS } from "@/lib/domain/reference";

describe("reference lists", () => {
  it("has the spec's currencies and a Sunday-first week", () => {
    expect(CURRENCIES).toEqual(["USD", "EUR", "CHF", "SAR", "AED", "GBP"]);
    expect(WEEKDAYS[0]).toBe("SUNDAY");
  });
});
