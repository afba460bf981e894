import { useLocale } from "next-intl";
import { useCallback } from "react";
import { countryName } from "@/lib/format/country-name";

/** countryName bound to the request's locale, for client components (no directive here: server components call countryName). */
export function useCountryName(): (code: string | null | undefined) => string {
  const locale = useLocale();
  return useCallback((code: string | null | undefined) => countryName(code, locale), [locale]);
}
