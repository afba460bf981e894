import "server-only";
import type { Component } from "@/lib/domain/reference";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";

/** The components in the words of the app's screens (Fee, Expenses, Bonus; the shared enums namespace), in the reader's language. */
export function componentName(component: Component, language: Language): string {
  return translatorFor(language, "enums")(`component.${component}`);
}
