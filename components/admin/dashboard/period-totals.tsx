import Link from "next/link";
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
  const parts = [
    { title: "Fee", amounts: fee, hint: "Logged work × rates" },
    { title: "Expenses", amounts: expenses, hint: "Claims in the engagement currency" },
    { title: "Bonus", amounts: bonus, hint: "Bonus amounts set" },
  ];
  return (
    <section aria-labelledby="period-totals-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="period-totals-heading" className="text-sm font-semibold">
          Totals for {periodName}
        </h2>
        <p className="text-xs text-muted-foreground">
          Across{" "}
          <Link href={href} className="underline underline-offset-4 hover:text-foreground">
            {timesheetCount} {timesheetCount === 1 ? "timesheet" : "timesheets"}
          </Link>
          , whatever their status
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
