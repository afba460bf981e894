"use client";

import { useId } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { FormError, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useSaveTimesheetRecords } from "@/hooks/use-timesheet-records";
import { useZodForm } from "@/hooks/use-zod-form";
import type { IsoDate } from "@/lib/domain/dates";
import type { LoggedTime } from "@/lib/domain/day-hours";
import { TIME_UNIT_OF } from "@/lib/domain/fees";
import { findRate, type EngagementWithRates } from "@/lib/domain/rates";
import type { Rate } from "@/lib/schemas/engagements";
import { upsertTimesheetRecordsBody, WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { RateFrequency } from "@/lib/domain/reference";
import { formatDate } from "@/lib/format/date";
import { enumLabel, rateUnit } from "@/lib/format/labels";
import { defaultTimeAmount, quickTimeAmounts } from "./fee-rules";
import { toastRecordsSaveFailed } from "./fee-messages";
import { dayHoursProblem, DESCRIBE_THE_WORK, PICK_A_DAY, tightestDay } from "./record-checks";

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

/** The screen's words for the issue a user meets most; every other message is the schema's own. */
const wordsFor = (field: string, issue: { code: string; message: string }) => (field === "workSummary" && issue.code === "too_small" ? DESCRIBE_THE_WORK : issue.message);

/** One record per picked day, created in one request. A failed save keeps everything typed. */
export function RecordForm({ timesheetId, dates, frequency, frequencies, onFrequencyChange, engagements, monthDays, onSaved, records: logged = [] }: RecordFormProps) {
  const id = useId();
  const save = useSaveTimesheetRecords(timesheetId);
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
        timeAmount: values.timeAmount.trim(),
        timeUnit: unit,
      })),
    }),
    fieldOf,
    others: OTHERS,
    message: wordsFor,
    // What the body cannot say: that no day is picked, and hours past a day's 24 (the server checks them again under the timesheet's lock).
    check: (values, schemaErrors) => ({
      dates: dates.length === 0 ? PICK_A_DAY : undefined,
      timeAmount: unit === "HOURS" && !schemaErrors.timeAmount ? dayHoursProblem(logged, dates, values.timeAmount) : undefined,
    }),
  });
  const { timeAmount } = form.values;
  // The rate of the first picked day, else the first one in force this month.
  const rate = [...dates, ...monthDays].map((date) => findRate(engagements, frequency, date)).find((found) => found !== undefined);

  // The picked day with the fewest hours left: what the hours typed must fit in (the server checks it again).
  const tightest = unit === "HOURS" ? tightestDay(logged, dates) : undefined;
  const hoursLeftText = tightest ? `${tightest.left} h left on ${dates.length === 1 ? "that day" : formatDate(tightest.date)}` : undefined;
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
      toastRecordsSaveFailed();
      throw error;
    }
    // The counterpart and the time are usually the same for the next days logged. The save ends
    // only after the timesheet is read again, and its rows show before that: a summary typed for
    // the next day meanwhile stays, and so do days picked meanwhile (only the saved ones go).
    const submitted = form.values.workSummary;
    form.reset((current) => (current.workSummary === submitted ? { ...current, workSummary: "" } : current));
    onSaved(records.map((record) => record.date));
    toast({ title: records.length === 1 ? `Record of ${formatDate(records[0]?.date)} added` : `${records.length} records added` });
  });

  const amount = form.field("timeAmount");
  return (
    <form onSubmit={submit} noValidate aria-label="Log work" className="flex flex-col gap-3 rounded-md border p-4">
      <div className="flex flex-col gap-0.5">
        <h2 className="text-sm font-semibold">Log work</h2>
        <p id={form.idFor("dates")} className={form.errors.dates ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
          {form.errors.dates ?? (dates.length === 0 ? "Pick the days in the calendar." : `For ${dates.map((d) => formatDate(d)).join(", ")}`)}
        </p>
      </div>
      {frequencies.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-rate`}>Rate</Label>
          <Select id={`${id}-rate`} value={frequency} onChange={(e) => changeFrequency(frequencies.find((f) => f === e.target.value) ?? frequency)}
            options={frequencies.map((f) => ({ value: f, label: enumLabel(f) }))} />
        </div>
      ) : null}
      <FormField form={form} name="workSummary" label="Work summary">
        <Textarea rows={2} limit={WORK_SUMMARY_MAX} />
      </FormField>
      <FormField form={form} name="counterPart" label="Counterpart">
        <Input placeholder="Who the work was for" />
      </FormField>
      <FormField id={form.idFor("timeAmount")} label={`Time (${unit === "DAYS" ? "days, 1 or a fraction" : "hours"})`} error={form.errors.timeAmount}>
        <Input {...amount} inputMode="decimal" className="w-32" placeholder={unit === "DAYS" ? "1" : "e.g. 7.5"}
          aria-describedby={[amount["aria-describedby"], hoursLeftText ? hoursLeftId : undefined].filter(Boolean).join(" ") || undefined} />
        <div role="group" aria-label="Quick amounts" className="flex flex-wrap gap-1.5">
          {quickTimeAmounts(frequency).map((quick) => (
            <Button key={quick} type="button" size="sm" variant={timeAmount.trim() === quick ? "secondary" : "outline"}
              aria-pressed={timeAmount.trim() === quick} aria-label={unit === "DAYS" ? `${quick} day` : `${quick} ${quick === "1" ? "hour" : "hours"}`}
              onClick={() => form.set("timeAmount", quick)}>
              {quick} {unit === "DAYS" ? "d" : "h"}
            </Button>
          ))}
        </div>
        {hoursLeftText ? <p id={hoursLeftId} className="text-xs text-muted-foreground">{hoursLeftText}</p> : null}
      </FormField>
      {rate ? <p className="text-xs text-muted-foreground">At <MoneyAmount amount={rate.amount} currency={rate.currency} /> per {rateUnit(frequency)}</p> : null}
      <FormError message={form.formError} inline />
      <Button type="submit" pending={form.submitting} className="self-start">
        {dates.length > 1 ? `Add ${dates.length} records` : "Add record"}
      </Button>
    </form>
  );
}
