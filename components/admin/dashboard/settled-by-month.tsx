import { BarChart3 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SettledChart, type SettledChartMonth } from "./settled-chart";

export interface SettledByMonthProps {
  series: readonly { currency: string; months: readonly SettledChartMonth[] }[];
}

/** The last 12 months of settled (approved) amounts, one stacked chart per currency. */
export function SettledByMonth({ series }: SettledByMonthProps) {
  const t = useTranslations("admin.dashboard.settled");
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {series.length === 0 ? (
          <EmptyState icon={BarChart3} title={t("emptyTitle")} description={t("emptyDescription")} />
        ) : (
          // One currency under the other, each the card's full width (two side by side left each chart under half the page).
          <div className="flex flex-col gap-6">
            {series.map((entry) => (
              <SettledChart key={entry.currency} currency={entry.currency} months={entry.months} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
