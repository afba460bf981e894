import { countryLabel } from "./labels";

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A country code as the reader names the country: English keeps the reference table's names
 * (countryLabel, the specification's words); another language asks Intl ("DE" → "Deutschland").
 * A missing code is a dash, an unknown one itself. One Intl.DisplayNames per locale, as building
 * one costs far more than asking it.
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
