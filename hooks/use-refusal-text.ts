"use client";

import { useLocale } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { languageOf } from "@/lib/format/locale";
import { loadedRefusalTranslator, loadRefusalTranslator } from "@/lib/i18n/refusals/tables";

/**
 * The API's and the schemas' English messages in the reader's language (next-intl's locale is a
 * full tag, "de-CH"). The language's table loads on first use; until it has, a message shows as
 * it came. The toaster is always mounted, so a German page has the table long before a refusal.
 */
export function useRefusalText(): (message: string) => string {
  const language = languageOf(useLocale()) ?? "en";
  const translate = loadedRefusalTranslator(language);
  const [, setLoads] = useState(0);
  useEffect(() => {
    if (translate) return;
    let live = true;
    void loadRefusalTranslator(language).then(() => {
      if (live && loadedRefusalTranslator(language)) setLoads((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [language, translate]);
  return useCallback((message: string) => (translate ? translate(message) : message), [translate]);
}
