import "server-only";
// use-intl/core, not next-intl: the CLI and the test servers run under the react-server condition, where
// next-intl's entry pulls in a React provider that cannot load there.
import { createTranslator, type Messages, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { formatsFor, type Formats } from "@/lib/format/formats";
import { formatLocaleFor } from "@/lib/format/locale";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@/lib/i18n/languages";
import { CATALOGUES } from "./messages";

/**
 * The catalogue for what the server writes with nobody's browser at hand: e-mails, invoice PDFs,
 * export workbooks. Their language is the reader's stored choice (users.locale), else English;
 * their formats follow that language's default region (en-GB, de-DE), as there is no
 * Accept-Language to name another.
 *
 * Synchronous on purpose: a batch of mails (reminders, a closing of hundreds of timesheets) is
 * rendered inside one set-based statement builder, and the two catalogues (./messages.ts) are
 * small and already in the server's memory. Each translator is made once per language and
 * namespace, so its compiled messages serve every mail after the first.
 */

export type ServerNamespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
export type ServerTranslator<N extends ServerNamespace> = ReturnType<typeof createTranslator<Messages, N>>;

const translators = new Map<string, unknown>();

/**
 * make(language) at most once per language, then the same value again. Made at module level it
 * lasts as long as the server, right for what never changes (translators, formatters); made
 * inside a function it lasts for that call, right for one event's or one batch's data.
 */
export function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    // has(), not a truthiness check: a made value may itself be falsy.
    if (made.has(language)) return made.get(language) as T;
    const value = make(language);
    made.set(language, value);
    return value;
  };
}

/** The stored users.locale as a language: null, or anything unknown, reads as English. */
export function languageOrDefault(locale: unknown): Language {
  return isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
}

/** The formats locale of a server-written text: the language's default region (en-GB, de-DE). */
export function serverLocaleOf(language: Language): string {
  return formatLocaleFor(language, null);
}

/** `t` for one namespace in one language, e.g. translatorFor(language, "mail.newUser")("subject"). */
export function translatorFor<N extends ServerNamespace>(language: Language, namespace: N): ServerTranslator<N> {
  const key = `${language}\n${namespace}`;
  let translator = translators.get(key) as ServerTranslator<N> | undefined;
  if (!translator) {
    translator = createTranslator({ locale: serverLocaleOf(language), messages: CATALOGUES[language], namespace });
    translators.set(key, translator);
  }
  return translator;
}

/** Money, dates and numbers in the language's default region. */
export const formatFor: (language: Language) => Formats = perLanguage((language) => formatsFor(serverLocaleOf(language)));
