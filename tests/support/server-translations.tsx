import { createTranslator, NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import de from "@/messages/de";
import en from "@/messages/en";

/**
 * next-intl's server entry only works under React's server condition, which vitest does not set. A
 * test that renders a server page replaces it with this one, answered from the catalogue of the
 * locale the test chose:
 *   vi.mock("next-intl/server", () => import("@/tests/support/server-translations"));
 */
export const serverLocale = { current: "en-GB" };

const catalogueOf = (locale: string) => (locale.startsWith("de") ? de : en);

export async function getTranslations(namespace?: string) {
  return createTranslator({ locale: serverLocale.current, messages: catalogueOf(serverLocale.current), namespace: namespace as "handbook" });
}

/** What the root layout wraps every page in, so a page's client components speak too. */
export function WithCatalogue({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={serverLocale.current} messages={catalogueOf(serverLocale.current)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
