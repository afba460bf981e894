"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useFormat } from "@/hooks/use-format";
import { RATE_FREQUENCIES, type RateFrequency } from "@/lib/domain/reference";
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
  const format = useFormat();
  const enums = useTranslations("enums");
  return useCallback(
    (message: string) => readableValues(translate ? translate(message) : message, format.datesIn, (frequency) => enums(`rateFrequency.${frequency}`).toLowerCase()),
    [translate, format, enums],
  );
}

const RATE_NAMED = new RegExp(`\\b(${RATE_FREQUENCIES.join("|")}) rate\\b`, "g");

/**
 * The values an API message carries as data, as the reader reads them (#47.6): its yyyy-MM-dd
 * dates in the reader's date format, and a rate's frequency ("The DAILY rate") as the word
 * ("The daily rate"). German messages name the rate in the translation table already.
 */
function readableValues(message: string, datesIn: (text: string) => string, frequencyWord: (frequency: RateFrequency) => string): string {
  return datesIn(message.replace(RATE_NAMED, (_, frequency: RateFrequency) => `${frequencyWord(frequency)} rate`));
}
