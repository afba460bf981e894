import { describe, expect, it } from "vitest";
import { DEFAULT_FORMAT_LOCALE, formatLocaleFor, languageOf } from "@/lib/format/locale";

describe("formatLocaleFor: the region the person's browser names for the chosen language", () => {
  it.each([
    ["de", "de-CH,de;q=0.9", "de-CH"],
    ["de", "de-CH,de;q=0.9,en-US;q=0.8,en;q=0.7", "de-CH"],
    ["en", "de-CH,de;q=0.9,en-US;q=0.8,en;q=0.7", "en-US"],
    ["de", "en-US,en;q=0.9,de-AT;q=0.5,de-CH;q=0.6", "de-CH"],
    ["en", "en-us;q=0.5, en-AU;q=0.7", "en-AU"],
    ["en", "en-GB,en;q=0.9", "en-GB"],
    ["de", "de-de", "de-DE"],
    ["de", "de-Latn-CH", "de-CH"],
    ["de", "de-CH-u-nu-arab", "de-CH"],
  ] as const)("%s with %j → %s", (language, header, locale) => {
    expect(formatLocaleFor(language, header)).toBe(locale);
  });

  it("falls back to en-GB and de-DE when the header names no region for the language", () => {
    expect(formatLocaleFor("en", "de-CH,de;q=0.9,en;q=0.8")).toBe("en-GB");
    expect(formatLocaleFor("de", "en-US,en;q=0.9")).toBe("de-DE");
    expect(formatLocaleFor("de", "de")).toBe("de-DE");
    expect(formatLocaleFor("en", "*")).toBe("en-GB");
    expect(formatLocaleFor("en", "")).toBe("en-GB");
    expect(formatLocaleFor("en", null)).toBe(DEFAULT_FORMAT_LOCALE);
    expect(formatLocaleFor("de", undefined)).toBe("de-DE");
  });

  it("skips entries refused with q=0 and entries it cannot read", () => {
    expect(formatLocaleFor("de", "de-AT;q=0, de-CH;q=0.5")).toBe("de-CH");
    expect(formatLocaleFor("de", "de-AT;q=abc, de-CH;q=0.5")).toBe("de-CH");
    expect(formatLocaleFor("de", "de-AT;q=1.5, de-CH;q=0.5")).toBe("de-CH");
    expect(formatLocaleFor("de", "de_AT, de-CH;q=0.5")).toBe("de-CH");
    expect(formatLocaleFor("de", ";;,,de-,-CH")).toBe("de-DE");
    expect(formatLocaleFor("de", "de-ZZZZZZZZZ")).toBe("de-DE");
  });
});

describe("languageOf: the supported language the header prefers", () => {
  it.each([
    ["de-CH,de;q=0.9,en;q=0.8", "de"],
    ["en-US,en;q=0.9", "en"],
    ["fr-CH, fr;q=0.9, de;q=0.7, en;q=0.8", "en"],
    ["fr-CH, fr;q=0.9, de;q=0.8, en;q=0.8", "de"],
    ["DE-ch", "de"],
    ["fr, *;q=0.1", "en"],
    ["*", "en"],
    ["en;q=0, *", "de"],
    ["en;q=0, de;q=0, *", null],
    ["fr-CH, fr;q=0.9", null],
    ["de;q=nope, en;q=0.2", "en"],
    ["", null],
  ] as const)("%j → %s", (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it("knows no language without a header, and picks among the languages it is given", () => {
    expect(languageOf(null)).toBeNull();
    expect(languageOf(undefined)).toBeNull();
    expect(languageOf("fr-CH, de;q=0.5", ["fr", "de"])).toBe("fr");
    expect(languageOf("it, *;q=0.5", ["de"])).toBe("de");
  });
});
