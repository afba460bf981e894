import type { Language } from "@/lib/i18n/languages";
import { refusalTranslator } from "./translate-refusal";

/**
 * Each language's table is loaded when a reader of that language first needs it: the German one
 * is some 50 kB of source, which English readers never download. English needs none, as the
 * messages are written in it.
 */
const LOADERS: Partial<Record<Language, () => Promise<(message: string) => string>>> = {
  de: () => import("./de").then(({ GERMAN_MESSAGES, GERMAN_PATTERNS }) => refusalTranslator({ messages: GERMAN_MESSAGES, patterns: GERMAN_PATTERNS })),
};

const loaded = new Map<Language, (message: string) => string>();
const loading = new Map<Language, Promise<unknown>>();

/** The language's translator once loaded; undefined while it loads, and for English. */
export function loadedRefusalTranslator(language: Language): ((message: string) => string) | undefined {
  return loaded.get(language);
}

/** Loads the language's table once, whoever asks first; resolves when loadedRefusalTranslator has it. */
export function loadRefusalTranslator(language: Language): Promise<unknown> {
  const load = LOADERS[language];
  if (!load) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = load().then((translate) => loaded.set(language, translate));
    loading.set(language, pending);
  }
  return pending;
}
