/**
 * The country table of spec points 3 and 9, keyed by ISO 3166-1 alpha-2 code: name, currency,
 * currency symbol, usual numeric date format (where CLDR knows one) and ISO numeric code.
 * Antarctica has no currency of its own, hence the nulls.
 */
import { COUNTRIES_A_TO_L } from "./countries-a-l";
import { COUNTRIES_M_TO_Z } from "./countries-m-z";

export type CountryEntry = {
  countryName: string;
  currency: string | null;
  symbol: string | null;
  /** A date-fns pattern such as "dd.MM.yyyy". */
  dateFormat?: string;
  /** ISO 3166-1 numeric, three digits. */
  numericCode: string;
};

export const COUNTRIES = { ...COUNTRIES_A_TO_L, ...COUNTRIES_M_TO_Z } as const satisfies Record<string, CountryEntry>;
export type CountryCode = keyof typeof COUNTRIES;

export function isCountryCode(code: string): code is CountryCode {
  return Object.hasOwn(COUNTRIES, code);
}

/** Accepts lower-case codes, as some sources write them. */
export function countryByCode(code: string): CountryEntry | undefined {
  const upper = code.toUpperCase();
  return isCountryCode(upper) ? COUNTRIES[upper] : undefined;
}

/** Code and name pairs sorted by name, for the country selector. */
export const COUNTRY_OPTIONS: readonly { code: CountryCode; name: string }[] = (
  Object.entries(COUNTRIES) as [CountryCode, CountryEntry][]
)
  .map(([code, entry]) => ({ code, name: entry.countryName }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));
