import "server-only";
import type { Messages } from "use-intl/core";
import type { Language } from "@/lib/i18n/languages";
import de from "@/messages/de";
import en from "@/messages/en";

/**
 * Both catalogues, imported once for everything the server writes: pages (through request.ts) and
 * what is written with nobody's browser at hand (./translator.ts). A page still sends only its
 * reader's catalogue to the browser: request.ts hands next-intl that one. Loading them on demand
 * saved nothing, since the server's translators import both anyway.
 */
export const CATALOGUES: Record<Language, Messages> = { en, de: de as Messages };

/** One language's catalogue, for a page's request config. */
export function messagesFor(language: Language): Messages {
  return CATALOGUES[language];
}
