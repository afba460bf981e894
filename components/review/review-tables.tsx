import { useTranslations } from "next-intl";
import { MoneyList } from "@/components/money/money-list";
import type { TimesheetReview } from "@/lib/schemas/reviews";

/** Fee, expenses and bonus totals, each per currency (one line per currency). */
export function ReviewTotals({ totals }: { totals: TimesheetReview["totals"] }) {
  const t = useTranslations("enums.component");
  const rows = [
    [t("TIMESHEET"), totals.fee],
    [t("EXPENSES"), totals.expenses],
    [t("BONUS"), totals.bonus],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-3">
      {rows.map(([label, amounts]) => (
        <div key={label} className="rounded-md border px-3 py-2">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-base font-semibold tabular-nums">
            <MoneyList amounts={amounts} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
