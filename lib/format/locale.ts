/**
 * The person's formatting locale: the BCP 47 tag (language and region, "de-CH") that amounts,
 * dates and numbers are written in. The interface language picks the words; the region picks the
 * separators, symbol placement and date order. The API never sees it: it stays locale-free.
 */
import { LANGUAGES, type Language } from "@/lib/i18n/languages";

/** A BCP 47 tag such as "en-GB" or "de-CH". */
export type FormatLocale = string;

/** What every formatter uses when it is given no locale: the product's own English. */
export const DEFAULT_FORMAT_LOCALE: FormatLocale = "en-GB";

/** The region each interface language falls back to when the browser names none. */
const DEFAULT_REGION_LOCALE: Record<Language, FormatLocale> = { en: "en-GB", de: "de-DE" };

type LanguageRange = { tag: string; language: string; quality: number };

/** A language range is `*` or letters and digits in dash-separated subtags (RFC 4647). */
const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;
const QUALITY = /^q=(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/**
 * An Accept-Language header's ranges, best first (ties keep the header's order). Entries that are
 * malformed (a bad range or a bad q) are dropped, as are q=0 entries, which mean "not this one".
 */
function languageRanges(acceptLanguage: string | null | undefined): LanguageRange[] {
  if (!acceptLanguage) return [];
  const ranges: (LanguageRange & { index: number })[] = [];
  for (const [index, entry] of acceptLanguage.split(",").entries()) {
    const [rawTag = "", ...parameters] = entry.split(";").map((part) => part.trim());
    if (!LANGUAGE_RANGE.test(rawTag)) continue;
    let quality = 1;
    const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    if (qualityParameter !== undefined) {
      if (!QUALITY.test(qualityParameter)) continue;
      quality = Number(qualityParameter.slice(2));
    }
    const tag = rawTag === "*" ? "*" : canonicalTag(rawTag);
    if (!tag) continue;
    ranges.push({ tag, language: tag === "*" ? "*" : (tag.split("-")[0] ?? "").toLowerCase(), quality, index });
  }
  return ranges
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag, language, quality }) => ({ tag, language, quality }));
}

function canonicalTag(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
}

/**
 * The locale to format in for someone who reads `language`: the first Accept-Language entry (by q)
 * in that language that names a region ("de-CH,de;q=0.9" for German → "de-CH"), else the
 * language's default region (en → en-GB, de → de-DE). Only language and region are kept, so a
 * header cannot switch the numbering system or the calendar.
 */
export function formatLocaleFor(language: Language, acceptLanguage: string | null | undefined): FormatLocale {
  for (const range of languageRanges(acceptLanguage)) {
    if (range.language !== language) continue;
    const region = new Intl.Locale(range.tag).region;
    if (region) return `${language}-${region}`;
  }
  return DEFAULT_REGION_LOCALE[language];
}

/**
 * The supported language the header prefers most, or null when it names none of them. `*` stands
 * for any language the header does not name otherwise (RFC 4647), so it picks the first supported
 * language that is not listed (and never one listed with q=0).
 */
export function languageOf(acceptLanguage: string | null | undefined): Language | null;
export function languageOf<L extends string>(acceptLanguage: string | null | undefined, supported: readonly L[]): L | null;
export function languageOf(acceptLanguage: string | null | undefined, supported: readonly string[] = LANGUAGES): string | null {
  const named = new Set(
    (acceptLanguage ?? "")
      .split(",")
      .map((entry) => (entry.split(";")[0] ?? "").trim().split("-")[0]?.toLowerCase())
      .filter((language): language is string => !!language && language !== "*"),
  );
  for (const range of languageRanges(acceptLanguage)) {
    if (range.language === "*") {
      const unnamed = supported.find((language) => !named.has(language));
      if (unnamed) return unnamed;
      continue;
    }
    const match = supported.find((language) => language === range.language);
    if (match) return match;
  }
  return null;
}
