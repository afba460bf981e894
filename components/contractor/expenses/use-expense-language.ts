"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFormat } from "@/hooks/use-format";
import type { ExpenseLanguage } from "./expense-checks";

/** The expense dialog's words and decimal reading in the person's language and locale. */
export function useExpenseLanguage(): ExpenseLanguage {
  const t = useTranslations("contractor.expenses");
  const format = useFormat();
  return useMemo(
    () => ({
      chooseDate: t("chooseDate"),
      chooseCategory: t("chooseCategory"),
      chooseCurrency: t("chooseCurrency"),
      enterAmount: (currency, digits) =>
        digits === 0
          ? t("enterWhole", { currency, example: "6450" })
          : t("enterAmount", { example: format.number("64.50"), digits }),
      dateInPeriod: (period) => t("dateInPeriod", { period: format.month(period) }),
      // "64,50" in German, "64.50" in English: the API's decimal. Text that is no number goes as typed, for the schema to refuse.
      decimal: (text) => format.parseDecimal(text) ?? text.trim(),
    }),
    [t, format],
  );
}
