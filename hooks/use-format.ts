"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";
import { formatsFor, type Formats } from "@/lib/format/formats";

/** Amounts, dates and numbers the way the signed-in person reads them (the request's locale, server/i18n). */
export function useFormat(): Formats {
  const locale = useLocale();
  return useMemo(() => formatsFor(locale), [locale]);
}
