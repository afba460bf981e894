import "server-only";
import { eq } from "drizzle-orm";
import { EXPENSE_CATEGORIES } from "@/lib/domain/reference";
import { isComponentStatus, isTimesheetStatus } from "@/lib/domain/statuses";
import type { Formats } from "@/lib/format/formats";
import { enumLabel } from "@/lib/format/labels";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { user } from "@/server/db/schema";
import { formatFor, languageOrDefault, perLanguage, translatorFor, type ServerTranslator } from "@/server/i18n/translator";

/**
 * The words of a workbook: sheet names, column headers, labels, statuses and categories, in the
 * language of the person who asked for the export (their users.locale; English when they chose
 * none, or for an API key). A background export job writes in its owner's language.
 */
export interface ExportWords {
  language: Language;
  format: Formats;
  /** The workbook's own words: sheet names, column headers, labels. */
  t: ServerTranslator<"workbook">;
  /** The app's shared words (statuses, categories, frequencies...), as the screens show them. */
  enums: ServerTranslator<"enums">;
  timesheetStatus(status: unknown): string;
  componentStatus(status: unknown): string;
  /** An expense category as the screens name it; a value outside the list in words of its own. */
  category(category: string): string;
}

export const exportWords: (language: Language) => ExportWords = perLanguage((language) => {
  const enums = translatorFor(language, "enums");
  return {
    language,
    format: formatFor(language),
    t: translatorFor(language, "workbook"),
    enums,
    timesheetStatus: (status) => (isTimesheetStatus(status) ? enums(`timesheetStatus.${status}`) : enums("unknownStatus")),
    componentStatus: (status) => (isComponentStatus(status) ? enums(`componentStatus.${status}`) : enums("unknownStatus")),
    category: (category) =>
      (EXPENSE_CATEGORIES as readonly string[]).includes(category) ? enums(`expenseCategory.${category as (typeof EXPENSE_CATEGORIES)[number]}`) : enumLabel(category),
  };
});

/** The language of whoever exports right now: a person's stored choice; the API key's is English. */
export function exportLanguageOf(actor: Actor): Language {
  return actor.kind === "user" ? languageOrDefault(actor.locale) : DEFAULT_LANGUAGE;
}

/** The language of an export job's owner (users.locale); the installation's API key owns jobs in English. */
export async function ownerLanguage(db: DbOrTx, ownerUserId: string | null): Promise<Language> {
  if (ownerUserId === null) return DEFAULT_LANGUAGE;
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.id, ownerUserId));
  return languageOrDefault(row?.locale);
}
