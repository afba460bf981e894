"use client";

import { format } from "date-fns";
import { de as germanDates } from "date-fns/locale/de";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";
import { DayPicker, type DayButtonProps, type Modifiers } from "react-day-picker";
import { Button } from "@/components/ui/button";
import { toBillingPeriod, type BillingPeriodInput } from "@/lib/domain/billing-period";
import { bulkSelectDates } from "@/lib/domain/bulk-selection";
import { compareIsoDates, eachDayOfMonth, formatIsoDate, parseIsoDate, type IsoDate } from "@/lib/domain/dates";
import { allowsOneRecordPerDay, isDayDisabled } from "@/lib/domain/disabled-days";
import type { EngagementWithRates } from "@/lib/domain/rates";
import type { RateFrequency, Weekday } from "@/lib/domain/reference";
import { useFormat } from "@/hooks/use-format";
import { datesBetween } from "./fee-rules";
import { dayPickerClassNames, modifierClassNames } from "./record-date-picker-styles";

export interface RecordDatePickerProps {
  period: BillingPeriodInput;
  frequency: RateFrequency;
  engagements: readonly EngagementWithRates[];
  workingDays: readonly Weekday[];
  /** Dates that already hold a record (disabled for DAILY and MONTHLY, marked for all). */
  recordedDates: readonly IsoDate[];
  /** The business day: the bulk button takes no day after it (work not done yet). */
  today: IsoDate;
  selected: readonly IsoDate[];
  onSelectedChange: (dates: IsoDate[]) => void;
  /** Records cannot change (prepared, submitted…): the month is shown, nothing can be picked. */
  readOnly?: boolean;
}

// Calendar days travel as yyyy-MM-dd; DayPicker works in local Date objects at midnight.
const toDate = (date: IsoDate) => {
  const { year, month, day } = parseIsoDate(date);
  return new Date(year, month - 1, day);
};
const toIso = (date: Date): IsoDate => formatIsoDate(date.getFullYear(), date.getMonth() + 1, date.getDate());

/** DayPicker's own button, plus aria-disabled so assistive technology hears "unavailable" even on the focused day. */
function DayButton({ day: _day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return <button ref={ref} {...props} aria-disabled={modifiers.disabled || undefined} data-recorded={modifiers.recorded || undefined} />;
}

/** Day-based rates take several days at once; DayPicker only says so in its own selection modes. */
function MultiDayGrid(props: ComponentProps<"table">) {
  return <table {...props} aria-multiselectable="true" />;
}


/**
 * The month of the timesheet. Days the rules of spec point 5 refuse are disabled (not clickable);
 * recorded days are marked. A click picks a day (several for day-based rates, one for hours);
 * shift-click spans from the last clicked day, and the bulk button takes every allowed day.
 */
export function RecordDatePicker(props: RecordDatePickerProps) {
  const { period, frequency, selected, onSelectedChange, readOnly = false, today } = props;
  const t = useTranslations("contractor.fee.calendar");
  const formats = useFormat();
  // English keeps DayPicker's own names (date-fns' default); German names the days and months in German.
  const dateLocale = useLocale().startsWith("de") ? germanDates : undefined;
  const dayLabel = (date: Date, modifiers: Modifiers): string => {
    const parts = [format(date, dateLocale ? "EEEE, d. MMMM yyyy" : "EEEE, d MMMM yyyy", { locale: dateLocale })];
    if (modifiers.recorded) parts.push(t("hasRecord"));
    if (modifiers.disabled) parts.push(t("notAvailable"));
    if (modifiers.selected) parts.push(t("selected"));
    return parts.join(", ");
  };
  const selectionText = (): string => {
    if (selected.length === 0) return t("noDay");
    if (selected.length === 1) return t("oneDay", { date: formats.date(selected[0]) });
    return t("days", { count: selected.length });
  };
  const anchor = useRef<IsoDate | null>(null);
  const rules = { frequency, engagements: props.engagements, workingDays: props.workingDays, recordedDates: props.recordedDates };
  const isDisabled = (date: IsoDate) => isDayDisabled(date, rules);
  const { year, month } = toBillingPeriod(period);
  const monthDays = eachDayOfMonth(year, month);
  const allowed = monthDays.filter((date) => !isDisabled(date));
  // "Select all work days" picked the rest of the month too (#47.9): it stops at today. A click or a
  // shift-click span on later days still works, for days planned ahead on purpose.
  const notYet = (date: IsoDate) => compareIsoDates(date, today) > 0;
  const isBulkDisabled = (date: IsoDate) => isDisabled(date) || notYet(date);
  const bulkAllowed = allowed.filter((date) => !notYet(date));
  const bulk = allowsOneRecordPerDay(frequency);
  const allSelected = bulkAllowed.length > 0 && bulkAllowed.every((date) => selected.includes(date));

  function pick(date: Date, modifiers: Modifiers, event: MouseEvent) {
    if (modifiers.disabled) return;
    const day = toIso(date);
    if (event.shiftKey && anchor.current && anchor.current !== day) {
      onSelectedChange(bulkSelectDates({ dates: datesBetween(anchor.current, day), selected, frequency, period, isDisabled }));
    } else if (bulk) {
      onSelectedChange(selected.includes(day) ? selected.filter((d) => d !== day) : [...selected, day].sort(compareIsoDates));
    } else {
      onSelectedChange(selected.includes(day) ? [] : [day]);
    }
    anchor.current = day;
  }

  return (
    <div className="flex flex-col gap-2">
      <DayPicker
        month={new Date(year, month - 1, 1)}
        hideNavigation
        weekStartsOn={0}
        showOutsideDays={false}
        // Read only, without onDayClick, DayPicker renders days as text; none is greyed out as "not available".
        disabled={readOnly ? undefined : (date) => isDisabled(toIso(date))}
        modifiers={{ selected: readOnly ? [] : selected.map(toDate), recorded: props.recordedDates.map(toDate) }}
        modifiersClassNames={modifierClassNames}
        classNames={dayPickerClassNames}
        components={bulk && !readOnly ? { DayButton, MonthGrid: MultiDayGrid } : { DayButton }}
        locale={dateLocale}
        labels={{ labelDayButton: dayLabel, labelGrid: (date) => t("grid", { month: format(date, "MMMM yyyy", { locale: dateLocale }) }) }}
        onDayClick={readOnly ? undefined : pick}
        footer={readOnly ? undefined : selectionText()}
      />
      {readOnly ? null : bulk ? (
        <div className="flex flex-col gap-1">
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={bulkAllowed.length === 0}
            aria-describedby={bulkAllowed.length === 0 && allowed.length > 0 ? "bulk-not-yet" : undefined}
            onClick={() => onSelectedChange(bulkSelectDates({ dates: monthDays, selected, frequency, period, isDisabled: isBulkDisabled }))}
          >
            {allSelected ? t("clearAll") : t("selectAll")}
          </Button>
          {bulkAllowed.length === 0 && allowed.length > 0 ? (
            <p id="bulk-not-yet" className="text-xs text-muted-foreground">
              {t("notYet")}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t("hoursOneDay")}</p>
      )}
      <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-status-approved" /> {t("legendRecord")}
        </li>
        {readOnly ? (
          <li>{t("readOnly")}</li>
        ) : (
          <li>{t("greyed", { frequency, bulk: bulk ? "yes" : "no" })}</li>
        )}
      </ul>
    </div>
  );
}
