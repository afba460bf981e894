"use client";

import { useTranslations } from "next-intl";
import { useFormat } from "@/hooks/use-format";
import { localTimeAmount } from "@/lib/format/labels";
import { isExpenseCategory, isRateFrequency } from "./enum-guards";

type ColumnName = "date" | "workSummary" | "counterPart" | "time" | "rate" | "category" | "details" | "amountPaid" | "exchangeRate" | "amount" | "receipts";

/** A column's header in the person's language (the columns themselves stay constants). */
export function ColumnWord({ name }: { name: ColumnName }) {
  const t = useTranslations("timesheet.columns");
  return <>{t(name)}</>;
}

/** A calendar date, "05 Nov 2026" / "05. Nov. 2026". */
export function DateText({ value }: { value: string }) {
  return <>{useFormat().date(value)}</>;
}

/** "7.5 hours", "7,5 Stunden". */
export function TimeAmountText({ amount, unit }: { amount: string; unit: string }) {
  const t = useTranslations("enums");
  return <>{localTimeAmount(t, useFormat(), amount, unit)}</>;
}

/** "hour", "day", "month" ("Stunde", "Tag", "Monat"). */
export function RateUnitText({ frequency }: { frequency: string }) {
  const t = useTranslations("enums");
  return <>{isRateFrequency(frequency) ? t(`rateUnit.${frequency}`) : frequency.toLowerCase()}</>;
}

/** An expense category's name. */
export function CategoryText({ category }: { category: string }) {
  const t = useTranslations("enums");
  return <>{isExpenseCategory(category) ? t(`expenseCategory.${category}`) : category}</>;
}

/** An exchange rate's digits in the person's number format. */
export function ExchangeRateText({ rate }: { rate: string }) {
  return <>{useFormat().exchangeRate(rate)}</>;
}
