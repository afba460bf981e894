import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, formatDatesIn, formatInvoiceDate, formatMonth, formatTimestamp } from "@/lib/format/date";

/** What Node's ICU writes (Node 20.20, ICU 78.2, CLDR 48) for the four locales the product supports first. */
const LOCALES = ["en-GB", "en-US", "de-DE", "de-CH"] as const;

describe("dates in en-GB, en-US, de-DE and de-CH", () => {
  it.each([
    ["2026-11-05", ["05 Nov 2026", "Nov 05, 2026", "05. Nov. 2026", "05. Nov. 2026"]],
    ["2027-03-01", ["01 Mar 2027", "Mar 01, 2027", "01. März 2027", "01. März 2027"]],
    // CLDR's British English abbreviates September "Sept"; the product's English keeps three letters.
    ["2026-09-30", ["30 Sep 2026", "Sep 30, 2026", "30. Sept. 2026", "30. Sept. 2026"]],
    ["2028-02-29T23:59:59Z", ["29 Feb 2028", "Feb 29, 2028", "29. Feb. 2028", "29. Feb. 2028"]],
  ] as const)("formatDate %s", (value, expected) => {
    expect(LOCALES.map((locale) => formatDate(value, locale))).toEqual(expected);
  });

  it("writes invoice dates dd MMMM yyyy, as each locale orders them", () => {
    expect(LOCALES.map((locale) => formatInvoiceDate("2026-11-24", locale))).toEqual([
      "24 November 2026",
      "November 24, 2026",
      "24. November 2026",
      "24. November 2026",
    ]);
    expect(formatInvoiceDate("2027-01-05", "de-DE")).toBe("05. Januar 2027");
    expect(formatInvoiceDate("2027-01-05")).toBe("05 January 2027");
  });

  it("writes billing periods by their month's name", () => {
    expect(LOCALES.map((locale) => formatMonth("2026-11", locale))).toEqual(["November 2026", "November 2026", "November 2026", "November 2026"]);
    expect(LOCALES.map((locale) => formatMonth("2027-03-15", locale))).toEqual(["March 2027", "March 2027", "März 2027", "März 2027"]);
    expect(formatMonth({ month: 12, year: 2026 }, "de-CH")).toBe("Dezember 2026");
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(formatMonth("2026-13", "de-DE")).toBe("2026-13");
  });

  it("writes moments with a 24-hour HH:mm in the time zone", () => {
    const moment = "2026-11-22 15:07:00.8+00";
    expect(LOCALES.map((locale) => formatTimestamp(moment, "Europe/Zurich", locale))).toEqual([
      "22 Nov 2026, 16:07",
      "Nov 22, 2026, 16:07",
      "22. Nov. 2026, 16:07",
      "22. Nov. 2026, 16:07",
    ]);
    expect(formatTimestamp("2026-09-30T22:30:00Z", "Europe/Zurich")).toBe("01 Oct 2026, 00:30");
    expect(formatTimestamp("2026-09-01T00:00:00Z", "UTC", "en-GB")).toBe("01 Sep 2026, 00:00");
    expect(formatTimestamp("2026-09-01T00:00:00Z", "UTC", "de-DE")).toBe("01. Sept. 2026, 00:00");
  });

  it("writes ranges and the dates inside sentences in the locale", () => {
    expect(formatDateRange("2026-11-05", null, "de-DE")).toBe("05. Nov. 2026 – ongoing");
    expect(formatDateRange("2026-11-05", null, "de-DE", "offen")).toBe("05. Nov. 2026 – offen");
    expect(formatDateRange(null, "2026-12-31", "en-US")).toBe("… – Dec 31, 2026");
    expect(formatDateRange(null, null, "de-CH")).toBe("—");
    expect(formatDatesIn("No DAILY rate found for date 2026-12-05", "de-DE")).toBe("No DAILY rate found for date 05. Dez. 2026");
  });

  it("shows anything that is not a calendar day as it is, in every locale", () => {
    for (const locale of LOCALES) {
      expect(formatDate("soon", locale)).toBe("soon");
      expect(formatDate("2026-13-01", locale)).toBe("2026-13-01");
      expect(formatDate("2026-02-30", locale)).toBe("2026-02-30");
      expect(formatDate(null, locale)).toBe("—");
      expect(formatInvoiceDate("2026-00-10", locale)).toBe("2026-00-10");
      expect(formatTimestamp("yesterday", "UTC", locale)).toBe("yesterday");
    }
  });
});
