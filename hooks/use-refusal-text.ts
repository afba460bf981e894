"use client";

import { useLocale, useMessages, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { useFormat } from "@/hooks/use-format";
import { RATE_FREQUENCIES, type RateFrequency } from "@/lib/domain/reference";
import { englishText, refusalOfText, refusalRenderer, type Refusal, type RefusalCatalogue } from "@/lib/errors";

/** What a screen has of a refusal: the refusal itself, an error carrying one (ApiError), or only its English sentence. */
export type RefusalLike = Refusal | { message: string; refusal?: Refusal } | string;

function refusalIn(reason: RefusalLike): { refusal?: Refusal; message?: string } {
  if (typeof reason === "string") return { refusal: refusalOfText(reason), message: reason };
  if ("key" in reason) return { refusal: reason };
  return { refusal: reason.refusal ?? refusalOfText(reason.message), message: reason.message };
}

/**
 * A refusal in the reader's language: its key looked up in messages/<language>/errors.json (the
 * "api" section) like every other text, with its values. A sentence whose key is not known (one
 * better-auth wrote) shows as it came.
 */
export function useRefusalText(): (reason: RefusalLike) => string {
  const locale = useLocale();
  const catalogue = (useMessages() as { errors?: { api?: RefusalCatalogue } }).errors?.api;
  const render = useMemo(() => (catalogue ? refusalRenderer(locale, catalogue, englishText) : englishText), [locale, catalogue]);
  const format = useFormat();
  const enums = useTranslations("enums");
  return useCallback(
    (reason: RefusalLike) => {
      const { refusal, message } = refusalIn(reason);
      const text = refusal ? render(refusal) : (message ?? "");
      return readableValues(text, format.datesIn, (frequency) => enums(`rateFrequency.${frequency}`).toLowerCase());
    },
    [render, format, enums],
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
