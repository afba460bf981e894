import { useLocale, useTranslations } from "next-intl";
import { formatsFor } from "@/lib/format/formats";
import { cn } from "@/lib/cn";

export interface MoneyAmountProps {
  /** A decimal string from the API; never a float. */
  amount: string | null | undefined;
  currency: string;
  className?: string;
}

/**
 * One amount in its currency, digits aligned: the one money cell of every table and summary.
 * No amount reads as a dash with "None" for screen readers.
 */
export function MoneyAmount({ amount, currency, className }: MoneyAmountProps) {
  const t = useTranslations("timesheet");
  // Not useFormat: these cells render in server components too.
  const format = formatsFor(useLocale());
  if (amount === null || amount === undefined || amount === "") {
    return (
      <span className={cn("text-muted-foreground", className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("money.none")}</span>
      </span>
    );
  }
  return <span className={cn("whitespace-nowrap tabular-nums", className)}>{format.money(amount, currency)}</span>;
}
