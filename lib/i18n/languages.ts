/**
 * The interface's languages. English carries the specification's texts word for word; every other
 * language must have every key English has (tests/unit/i18n/catalogue.test.ts).
 */
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** Each language named in itself, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "Deutsch" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}
