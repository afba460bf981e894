import Link from "next/link";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { Money } from "@/lib/domain/money";
import { MoneyList } from "@/components/money/money-list";

export interface PeriodTotalsProps {
  periodName: string;
  timesheetCount: number;
  fee: readonly Money[];
  expenses: readonly Money[];
  bonus: readonly Money[];
  /** The timesheet list filtered to the period. */
  href: string;
}

/** What the current period is worth so far, per component and currency. */
export function PeriodTotals({ periodName, timesheetCount, fee, expenses, bonus, href }: PeriodTotalsProps) {
  const t = useTranslations("admin.dashboard");
  const parts = [
    { title: t("components.fee"), amounts: fee, hint: t("totals.feeHint") },
    { title: t("components.expenses"), amounts: expenses, hint: t("totals.expensesHint") },
    { title: t("components.bonus"), amounts: bonus, hint: t("totals.bonusHint") },
  ];
  return (
    <section aria-labelledby="period-totals-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="period-totals-heading" className="text-sm font-semibold">
          {t("totals.heading", { period: periodName })}
        </h2>
        <p className="text-xs text-muted-foreground">
          {t.rich("totals.across", {
            count: timesheetCount,
            link: (chunks) => (
              <Link href={href} className="underline underline-offset-4 hover:text-foreground">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-3">
        {parts.map((part) => (
          <Card key={part.title}>
            <CardHeader>
              <CardTitle>{part.title}</CardTitle>
              <CardDescription>{part.hint}</CardDescription>
            </CardHeader>
            <CardContent>
              <MoneyList amounts={part.amounts} className="text-lg font-semibold" />
            </CardContent>
          </Card>
        ))}
      </div>
    </section>
  );
}
