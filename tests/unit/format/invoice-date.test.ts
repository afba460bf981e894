import { describe, expect, it } from "vitest";
import { formatInvoiceDate } from "@/lib/format/date";

describe("formatInvoiceDate (dd MMMM yyyy, spec point 3)", () => {
  it("writes the day, the month's full name and the year", () => {
    expect(formatInvoiceDate("2026-11-24")).toBe("24 November 2026");
    expect(formatInvoiceDate("2028-02-29")).toBe("29 February 2028");
    expect(formatInvoiceDate("2027-01-05")).toBe("05 January 2027");
  });

  it("leaves anything that is not a date as it is", () => {
    expect(formatInvoiceDate("soon")).toBe("soon");
    expect(formatInvoiceDate("2026-13-01")).toBe("2026-13-01");
  });
});
