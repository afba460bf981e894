"use client";

import { useTranslations } from "next-intl";
import { BonusTab } from "@/components/contractor/bonus/bonus-tab";
import { ExpensesTab } from "@/components/contractor/expenses/expenses-tab";
import { FeeTab } from "@/components/contractor/fee/fee-tab";
import { useFeatures } from "@/components/providers/features";
import { StatusBadge } from "@/components/status/status-badge";
import { componentStatusWord } from "@/components/status/status-words";
import { useFormat } from "@/hooks/use-format";
import type { Formats } from "@/lib/format/formats";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { IsoDate } from "@/lib/domain/dates";
import type { Money } from "@/lib/domain/money";
import { COMPONENTS, type Component, type RateFrequency } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { ComponentActions } from "./component-actions";
import { ContestedNotice } from "./contested-notice";

const TOTAL_OF: Record<Component, keyof TimesheetDetail["totals"]> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

/** Nothing yet reads as zero in the engagement's currency rather than a dash. */
function totalText(format: Formats, amounts: readonly Money[], currency: string | undefined): string {
  if (amounts.length === 0) return currency ? format.money("0", currency) : "—";
  return format.moneyList(amounts);
}

export interface ComponentTabsProps {
  timesheet: TimesheetDetail;
  component: Component;
  onComponentChange: (component: Component) => void;
  today: IsoDate;
  /** The record form's rate as chosen (FeeTab). */
  rate?: RateFrequency;
  onRateChange?: (rate: RateFrequency) => void;
}

/**
 * Fee, Expenses and Bonus, each with the server's status and total, and the actions of the open one.
 * With expenses switched off (FEATURE_EXPENSES) there is no Expenses tab, whatever the address asks for.
 */
export function ComponentTabs({ timesheet, component, onComponentChange, today, rate, onRateChange }: ComponentTabsProps) {
  const t = useTranslations("contractor.workspace");
  const enums = useTranslations("enums");
  const format = useFormat();
  const features = useFeatures();
  const currency = timesheet.engagements.flatMap((engagement) => engagement.rates)[0]?.currency;
  const shown = COMPONENTS.filter((value) => value !== "EXPENSES" || features.expenses);
  const open = shown.includes(component) ? component : "TIMESHEET";
  return (
    <Tabs value={open} onValueChange={(value) => onComponentChange(shown.find((c) => c === value) ?? "TIMESHEET")}>
      <div className="flex flex-wrap items-end justify-between gap-3 border-b pb-2">
        <TabsList aria-label={t("tabs")} className="h-auto border-b-0">
          {shown.map((value) => {
            const status = componentStatusOf(timesheet, value);
            return (
              <TabsTrigger key={value} value={value} className="h-auto flex-col items-start gap-1 py-1.5">
                <span className="flex items-center gap-2">
                  {enums(`component.${value}`)}
                  <StatusBadge status={status} label={componentStatusWord(enums, status)} />
                </span>
                <span className="text-xs font-normal tabular-nums text-muted-foreground">
                  {totalText(format, timesheet.totals[TOTAL_OF[value]], currency)}
                </span>
              </TabsTrigger>
            );
          })}
        </TabsList>
        <ComponentActions timesheet={timesheet} component={open} today={today} />
      </div>
      <ContestedNotice timesheet={timesheet} component={open} />
      <TabsContent value="TIMESHEET">
        <FeeTab timesheet={timesheet} today={today} rate={rate} onRateChange={onRateChange} />
      </TabsContent>
      {features.expenses ? (
        <TabsContent value="EXPENSES">
          <ExpensesTab timesheet={timesheet} />
        </TabsContent>
      ) : null}
      <TabsContent value="BONUS">
        <BonusTab timesheet={timesheet} />
      </TabsContent>
    </Tabs>
  );
}
