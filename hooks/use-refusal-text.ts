"use client";

import { useLocale } from "next-intl";
import { useCallback } from "react";
import { languageOf } from "@/lib/format/locale";
import { translateRefusal } from "@/lib/i18n/refusals/translate-refusal";

/** The API's and the schemas' English messages in the reader's language (next-intl's locale is a full tag, "de-CH"). */
export function useRefusalText(): (message: string) => string {
  const language = languageOf(useLocale()) ?? "en";
  return useCallback((message: string) => translateRefusal(message, language), [language]);
}
