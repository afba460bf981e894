import { useTranslations } from "next-intl";
import { MoneyAmount } from "@/components/money/money-amount";
import type { CurrencyTotal } from "@/lib/schemas/payment-runs";

/** "€1,234.00 (3 invoices) · CHF 500.00 (1 invoice)": what a run or a selection pays, per currency. */
export function CurrencyTotals({ totals, empty }: { totals: readonly CurrencyTotal[]; empty?: string }) {
  const t = useTranslations("admin.payments.totals");
  if (totals.length === 0) return <span className="text-muted-foreground">{empty ?? t("nothing")}</span>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {totals.map((total) => (
        <li key={total.currency} className="whitespace-nowrap">
          <MoneyAmount amount={total.amount} currency={total.currency} className="font-medium" />{" "}
          <span className="text-muted-foreground">{t("count", { count: total.count })}</span>
        </li>
      ))}
    </ul>
  );
}
