"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/hooks/use-format";
import { useSaveTimesheetRecords } from "@/hooks/use-timesheet-records";
import { useZodForm } from "@/hooks/use-zod-form";
import type { IsoDate } from "@/lib/domain/dates";
import type { LoggedTime } from "@/lib/domain/day-hours";
import { TIME_UNIT_OF } from "@/lib/domain/fees";
import { findRate, type EngagementWithRates } from "@/lib/domain/rates";
import type { Rate } from "@/lib/schemas/engagements";
import { upsertTimesheetRecordsBody, WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { RateFrequency } from "@/lib/domain/reference";
import { defaultTimeAmount, quickTimeAmounts } from "./fee-rules";
import { useFeeToasts } from "./fee-messages";
import { dayHoursProblem, tightestDay } from "./record-checks";

export interface RecordFormProps {
  timesheetId: string;
  dates: readonly IsoDate[];
  frequency: RateFrequency;
  /** More than one: the form asks which rate the work is logged at. */
  frequencies: readonly RateFrequency[];
  onFrequencyChange: (frequency: RateFrequency) => void;
  engagements: readonly EngagementWithRates<Rate>[];
  /** The days of the billing month, to find the rate in force when no day is picked yet. */
  monthDays: readonly IsoDate[];
  /** After the records are created: the picked days are cleared. */
  /** The days whose records were saved (the picker lets go of those, and only those). */
  onSaved: (days: IsoDate[]) => void;
  /** The month's records: an hourly day holds at most 24 hours, and the form says how many are left. */
  records?: readonly LoggedTime[];
}

type Values = { workSummary: string; counterPart: string; timeAmount: string };
const FIELDS: readonly (keyof Values)[] = ["workSummary", "counterPart", "timeAmount"];
/** The picked days have no control of the form, but their error has a place: the line naming them. */
const OTHERS = ["dates"] as const;

/** records.N.<field> is the form's field whatever the day; anything else (the timesheet, too many records) is the form's message. */
function fieldOf([head, index, key]: readonly PropertyKey[]): keyof Values | undefined {
  if (head !== "records" || typeof index !== "number") return undefined;
  return FIELDS.find((field) => field === key);
}


/** One record per picked day, created in one request. A failed save keeps everything typed. */
export function RecordForm({ timesheetId, dates, frequency, frequencies, onFrequencyChange, engagements, monthDays, onSaved, records: logged = [] }: RecordFormProps) {
  const t = useTranslations("contractor.fee");
  const enums = useTranslations("enums");
  const format = useFormat();
  const toasts = useFeeToasts();
  const id = useId();
  const save = useSaveTimesheetRecords(timesheetId);
  /** What was typed ("1,5" in German) as the API's decimal; text that is no number goes as typed, for the schema to refuse. */
  const decimal = (typed: string) => format.parseDecimal(typed.trim()) ?? typed.trim();
  const unit = TIME_UNIT_OF[frequency];
  const form = useZodForm({
    schema: upsertTimesheetRecordsBody,
    initial: { workSummary: "", counterPart: "", timeAmount: defaultTimeAmount(frequency) },
    // The body POST /api/timesheet-records parses, judged by its own schema. With no day picked yet the
    // typed fields are still judged, as one record on the month's first day (the check below keeps it from being sent).
    toInput: (values: Values) => ({
      timesheetId,
      records: (dates.length > 0 ? dates : monthDays.slice(0, 1)).map((date) => ({
        date,
        frequency,
        workSummary: values.workSummary.trim(),
        counterPart: values.counterPart.trim(),
        timeAmount: decimal(values.timeAmount),
        timeUnit: unit,
      })),
    }),
    fieldOf,
    others: OTHERS,
    // The screen's words for the issue a user meets most; every other message is the schema's own.
    message: (field, issue) => (field === "workSummary" && issue.code === "too_small" ? t("describeTheWork") : issue.message),
    // What the body cannot say: that no day is picked, and hours past a day's 24 (the server checks them again under the timesheet's lock).
    check: (values, schemaErrors) => ({
      dates: dates.length === 0 ? t("pickADay") : undefined,
      timeAmount: unit === "HOURS" && !schemaErrors.timeAmount ? dayHoursProblem(t, format, logged, dates, decimal(values.timeAmount)) : undefined,
    }),
  });
  const { timeAmount } = form.values;
  // The rate of the first picked day, else the first one in force this month.
  const rate = [...dates, ...monthDays].map((date) => findRate(engagements, frequency, date)).find((found) => found !== undefined);

  // The picked day with the fewest hours left: what the hours typed must fit in (the server checks it again).
  const tightest = unit === "HOURS" ? tightestDay(logged, dates) : undefined;
  const hoursLeftText = tightest
    ? dates.length === 1
      ? t("form.hoursLeftThatDay", { left: format.number(tightest.left) })
      : t("form.hoursLeft", { left: format.number(tightest.left), date: format.date(tightest.date) })
    : undefined;
  const hoursLeftId = `${id}-hours-left`;

  function changeFrequency(next: RateFrequency) {
    if (TIME_UNIT_OF[next] !== unit) form.set("timeAmount", defaultTimeAmount(next));
    onFrequencyChange(next);
  }

  const submit = form.handleSubmit(async ({ records }) => {
    try {
      await save.mutateAsync(records);
    } catch (error) {
      // The spec's toast stays generic; the server's words land on the fields they name, or under the form.
      toasts.saveFailed();
      throw error;
    }
    // The counterpart and the time are usually the same for the next days logged. The save ends
    // only after the timesheet is read again, and its rows show before that: a summary typed for
    // the next day meanwhile stays, and so do days picked meanwhile (only the saved ones go).
    const submitted = form.values.workSummary;
    form.reset((current) => (current.workSummary === submitted ? { ...current, workSummary: "" } : current));
    onSaved(records.map((record) => record.date));
    toast({ title: t("form.added", { count: records.length, date: format.date(records[0]?.date) }) });
  });

  const amount = form.field("timeAmount");
  return (
    <form onSubmit={submit} noValidate aria-label={t("form.title")} className="flex flex-col gap-3 rounded-md border p-4">
      <div className="flex flex-col gap-0.5">
        <h2 className="text-sm font-semibold">{t("form.title")}</h2>
        <p id={form.idFor("dates")} className={form.errors.dates ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
          {form.errors.dates ?? (dates.length === 0 ? t("form.pickDays") : t("form.forDates", { dates: dates.map((d) => format.date(d)).join(", ") }))}
        </p>
      </div>
      {frequencies.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-rate`}>{t("form.rate")}</Label>
          <Select id={`${id}-rate`} value={frequency} onChange={(e) => changeFrequency(frequencies.find((f) => f === e.target.value) ?? frequency)}
            options={frequencies.map((f) => ({ value: f, label: enums(`rateFrequency.${f}`) }))} />
        </div>
      ) : null}
      <FormField form={form} name="workSummary" label={t("form.workSummary")}>
        <Textarea rows={2} limit={WORK_SUMMARY_MAX} />
      </FormField>
      <FormField form={form} name="counterPart" label={t("form.counterPart")}>
        <Input placeholder={t("form.counterPartPlaceholder")} />
      </FormField>
      <FormField id={form.idFor("timeAmount")} label={t("form.time", { unit })} error={form.errors.timeAmount}>
        <Input {...amount} inputMode="decimal" className="w-32" placeholder={unit === "DAYS" ? format.number("1") : t("form.timePlaceholderHours", { example: format.number("7.5") })}
          aria-describedby={[amount["aria-describedby"], hoursLeftText ? hoursLeftId : undefined].filter(Boolean).join(" ") || undefined} />
        <div role="group" aria-label={t("form.quickAmounts")} className="flex flex-wrap gap-1.5">
          {quickTimeAmounts(frequency).map((quick) => (
            <Button key={quick} type="button" size="sm" variant={decimal(timeAmount) === quick ? "secondary" : "outline"}
              aria-pressed={decimal(timeAmount) === quick} aria-label={t("form.quick", { unit, amount: format.number(quick), count: quick === "1" ? 1 : 2 })}
              onClick={() => form.set("timeAmount", format.number(quick))}>
              {t("form.quickShort", { unit, amount: format.number(quick) })}
            </Button>
          ))}
        </div>
        {hoursLeftText ? <p id={hoursLeftId} className="text-xs text-muted-foreground">{hoursLeftText}</p> : null}
      </FormField>
      {rate ? <p className="text-xs text-muted-foreground">{t.rich("form.at", { unit: enums(`rateUnit.${frequency}`), amount: () => <MoneyAmount amount={rate.amount} currency={rate.currency} /> })}</p> : null}
      <FormError message={form.formError} inline />
      <Button type="submit" pending={form.submitting} className="self-start">
        {t("form.add", { count: Math.max(1, dates.length) })}
      </Button>
    </form>
  );
}
