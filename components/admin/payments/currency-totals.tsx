import { MoneyAmount } from "@/components/money/money-amount";
import type { CurrencyTotal } from "@/lib/schemas/payment-runs";

/** "€1,234.00 (3 invoices) · CHF 500.00 (1 invoice)": what a run or a selection pays, per currency. */
export function CurrencyTotals({ totals, empty = "Nothing" }: { totals: readonly CurrencyTotal[]; empty?: string }) {
  if (totals.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {totals.map((total) => (
        <li key={total.currency} className="whitespace-nowrap">
          <MoneyAmount amount={total.amount} currency={total.currency} className="font-medium" />{" "}
          <span className="text-muted-foreground">
            ({total.count} {total.count === 1 ? "invoice" : "invoices"})
          </span>
        </li>
      ))}
    </ul>
  );
}
