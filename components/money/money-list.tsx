import type { Money } from "@/lib/domain/money";
import { formatMoney } from "@/lib/format/money";
import { cn } from "@/lib/cn";

/** Amounts in one or more currencies, one per line, digits aligned; nothing reads as a dash. */
export function MoneyList({ amounts, className }: { amounts: readonly Money[]; className?: string }) {
  if (amounts.length === 0) {
    return (
      <span className={cn("text-muted-foreground", className)}>
        <span aria-hidden="true">—</span>
        <span className="sr-only">None</span>
      </span>
    );
  }
  return (
    <span className={cn("inline-flex flex-col tabular-nums", className)}>
      {amounts.map((money) => (
        <span key={money.currency} className="whitespace-nowrap">
          {formatMoney(money.amount, money.currency)}
        </span>
      ))}
    </span>
  );
}
