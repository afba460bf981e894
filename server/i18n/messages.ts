import "server-only";
import type { Language } from "@/lib/i18n/languages";

/** One language's catalogue, loaded on demand so a page (or an e-mail) carries only its own. */
export async function messagesFor(language: Language) {
  return language === "de" ? (await import("@/messages/de")).default : (await import("@/messages/en")).default;
}
