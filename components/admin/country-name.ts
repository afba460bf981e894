import { useLocale } from "next-intl";
import { useCallback } from "react";
import { countryLabel } from "@/lib/format/labels";

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A country code as the reader names the country: English keeps the reference table's names
 * (countryLabel, the specification's words); another language asks Intl ("DE" → "Deutschland").
 * A missing code is a dash, an unknown one itself.
 */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code || /^en(?:-|$)/i.test(locale)) return countryLabel(code);
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: "region", fallback: "none" });
    displayNames.set(locale, names);
  }
  try {
    return names.of(code) ?? countryLabel(code);
  } catch {
    return countryLabel(code);
  }
}

/** countryName bound to the request's locale, for client components (no directive here: server components call countryName). */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((code: string | null | undefined) => countryName(code, locale), [locale]);
}
