import type { Money } from "@/lib/domain/money";
import { useLocale, useTranslations } from "next-intl";
import { formatsFor } from "@/lib/format/formats";
import { cn } from "@/lib/cn";

/** Amounts in one or more currencies, one per line, digits aligned; nothing reads as a dash. */
export function MoneyList({ amounts, className }: { amounts: readonly Money[]; className?: string }) {
  const t = useTranslations("timesheet");
  // Not useFormat: these cells render in server components too.
  const format = formatsFor(useLocale());
  if (amounts.length === 0) {
    return (
      <span className={cn("text-muted-foreground", className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t("money.none")}</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex flex-col tabular-nums", className)}>
      {amounts.map((money) => (
        <span key={money.currency} className="whitespace-nowrap">
          {format.money(money.amount, money.currency)}
        </span>
      ))}
    </span>
  );
}
