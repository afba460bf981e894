/**
 * Words for the upper-case values of the reference lists, for places that have no label table
 * of their own (expense categories, rate frequencies, weekdays, contractor statuses).
 */
import type { useTranslations } from "next-intl";
import { countryByCode } from "@/lib/domain/countries";
import type { Formats } from "./formats";

/** "ACCOMMODATION_AND_MEALS" → "Accommodation and meals". */
export function enumLabel(value: string): string {
  const words = value.toLowerCase().split("_").filter(Boolean).join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "1.04120000" → "1.0412": a stored decimal's trailing zeros are noise to a reader; the digits stay exact. */
export function withoutTrailingZeros(decimal: string): string {
  return decimal.includes(".") ? decimal.replace(/\.?0+$/, "") : decimal;
}

/** "2.00" DAYS → "2 days", "7.50" HOURS → "7.5 hours": trailing zeros are noise here. */
export function timeAmountLabel(amount: string, unit: string): string {
  const trimmed = withoutTrailingZeros(amount);
  const word = unit === "HOURS" ? "hour" : unit === "DAYS" ? "day" : enumLabel(unit).toLowerCase();
  return `${trimmed} ${word}${trimmed === "1" ? "" : "s"}`;
}

/** "CH" → "Switzerland"; an unknown or missing code reads as a dash or as itself. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return "—";
  return countryByCode(code)?.countryName ?? code;
}

/** The catalogue's "enums" namespace, as useTranslations("enums") / getTranslations("enums") returns it. */
export type EnumWords = ReturnType<typeof useTranslations<"enums">>;

/**
 * timeAmountLabel in the person's language and number format: "7.5 hours" in English, "7,5 Stunden"
 * in German (the amount through Intl, trailing zeros dropped).
 */
export function localTimeAmount(t: EnumWords, format: Pick<Formats, "number">, amount: string, unit: string): string {
  const trimmed = withoutTrailingZeros(amount);
  if (unit !== "HOURS" && unit !== "DAYS") return timeAmountLabel(amount, unit);
  return t(`timeAmount.${unit}`, { amount: format.number(trimmed), count: trimmed === "1" ? 1 : 2 });
}
