import { BarChart3 } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SettledChart, type SettledChartMonth } from "./settled-chart";

export interface SettledByMonthProps {
  series: readonly { currency: string; months: readonly SettledChartMonth[] }[];
}

/** The last 12 months of settled (approved) amounts, one stacked chart per currency. */
export function SettledByMonth({ series }: SettledByMonthProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Settled in the last 12 months</CardTitle>
        <CardDescription>Approved fee, expenses and bonus per billing month, per currency.</CardDescription>
      </CardHeader>
      <CardContent>
        {series.length === 0 ? (
          <EmptyState icon={BarChart3} title="Nothing settled yet" description="Amounts show here once timesheet components are approved." />
        ) : (
          <div className="grid gap-6 xl:grid-cols-2">
            {series.map((entry) => (
              <SettledChart key={entry.currency} currency={entry.currency} months={entry.months} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
