"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFormat } from "@/hooks/use-format";
import type { ExpenseLanguage } from "./expense-checks";
import { normalizeDecimal } from "./expense-form-values";

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
      // "64,50" in German, "64.50" in English: the API's decimal. What the locale cannot read goes
      // through the dialog's own reading (a lone decimal comma or point, "1,0412"), as it always
      // did; text that is no number stays as typed, for the schema to refuse.
      decimal: (text) => format.parseDecimal(text) ?? normalizeDecimal(text),
    }),
    [t, format],
  );
}
