"use client";

import { useId, useState, type FormEvent } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useSaveTimesheetRecords } from "@/hooks/use-timesheet-records";
import type { IsoDate } from "@/lib/domain/dates";
import type { LoggedTime } from "@/lib/domain/day-hours";
import { TIME_UNIT_OF } from "@/lib/domain/fees";
import { findRate, type EngagementWithRates } from "@/lib/domain/rates";
import type { Rate } from "@/lib/schemas/engagements";
import type { RateFrequency } from "@/lib/domain/reference";
import { formatDate } from "@/lib/format/date";
import { enumLabel, rateUnit } from "@/lib/format/labels";
import { defaultTimeAmount, quickTimeAmounts } from "./fee-rules";
import { problemText, toastRecordsSaveFailed } from "./fee-messages";
import { bodyProblems, dayHoursProblem, PICK_A_DAY, tightestDay, type RecordProblems } from "./record-checks";

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
  onSaved: () => void;
  /** The month's records: an hourly day holds at most 24 hours, and the form says how many are left. */
  records?: readonly LoggedTime[];
}

type Errors = RecordProblems & { server?: string };

/** One record per picked day, created in one request. A failed save keeps everything typed. */
export function RecordForm({ timesheetId, dates, frequency, frequencies, onFrequencyChange, engagements, monthDays, onSaved, records: logged = [] }: RecordFormProps) {
  const id = useId();
  const save = useSaveTimesheetRecords(timesheetId);
  const [workSummary, setWorkSummary] = useState("");
  const [counterPart, setCounterPart] = useState("");
  const [timeAmount, setTimeAmount] = useState(defaultTimeAmount(frequency));
  const [errors, setErrors] = useState<Errors>({});
  const unit = TIME_UNIT_OF[frequency];
  // The rate of the first picked day, else the first one in force this month.
  const rate = [...dates, ...monthDays].map((date) => findRate(engagements, frequency, date)).find((found) => found !== undefined);

  // The picked day with the fewest hours left: what the hours typed must fit in (the server checks it again).
  const tightest = unit === "HOURS" ? tightestDay(logged, dates) : undefined;
  const hoursLeftText = tightest ? `${tightest.left} h left on ${dates.length === 1 ? "that day" : formatDate(tightest.date)}` : undefined;

  function changeFrequency(next: RateFrequency) {
    if (TIME_UNIT_OF[next] !== unit) setTimeAmount(defaultTimeAmount(next));
    onFrequencyChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const recordOn = (date: IsoDate) => ({ date, frequency, workSummary: workSummary.trim(), counterPart: counterPart.trim(), timeAmount: timeAmount.trim(), timeUnit: unit });
    const records = dates.map(recordOn);
    // The body POST /api/timesheet-records parses, judged by its own schema. With no day picked yet the
    // typed fields are still judged, as one record on the month's first day (nothing is sent then).
    const judged = dates.length > 0 ? records : monthDays.slice(0, 1).map(recordOn);
    const found: Errors = bodyProblems({ timesheetId, records: judged });
    if (dates.length === 0) found.dates = PICK_A_DAY;
    if (unit === "HOURS" && !found.timeAmount) found.timeAmount = dayHoursProblem(logged, dates, timeAmount);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate(records, {
      onSuccess: () => {
        setWorkSummary("");
        onSaved();
        toast({ title: records.length === 1 ? `Record of ${formatDate(records[0]?.date)} added` : `${records.length} records added` });
      },
      onError: (error) => {
        toastRecordsSaveFailed();
        setErrors({ server: problemText(error) });
      },
    });
  }

  const described = (field: keyof Errors) => (errors[field] ? `${id}-${field}` : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label="Log work" className="flex flex-col gap-3 rounded-md border p-4">
      <div className="flex flex-col gap-0.5">
        <h2 className="text-sm font-semibold">Log work</h2>
        <p id={`${id}-dates`} className={errors.dates ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
          {errors.dates ?? (dates.length === 0 ? "Pick the days in the calendar." : `For ${dates.map((d) => formatDate(d)).join(", ")}`)}
        </p>
      </div>
      {frequencies.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-rate`}>Rate</Label>
          <Select id={`${id}-rate`} value={frequency} onChange={(e) => changeFrequency(frequencies.find((f) => f === e.target.value) ?? frequency)}
            options={frequencies.map((f) => ({ value: f, label: enumLabel(f) }))} />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-summary`}>Work summary</Label>
        <Textarea id={`${id}-summary`} rows={2} value={workSummary} onChange={(e) => setWorkSummary(e.target.value)}
          aria-invalid={errors.workSummary ? true : undefined} aria-describedby={described("workSummary")} maxLength={2000} />
        {errors.workSummary ? <p id={`${id}-workSummary`} className="text-xs text-destructive">{errors.workSummary}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-counterpart`}>Counterpart</Label>
        <Input id={`${id}-counterpart`} value={counterPart} onChange={(e) => setCounterPart(e.target.value)} maxLength={200} placeholder="Who the work was for"
          aria-invalid={errors.counterPart ? true : undefined} aria-describedby={described("counterPart")} />
        {errors.counterPart ? <p id={`${id}-counterPart`} className="text-xs text-destructive">{errors.counterPart}</p> : null}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-amount`}>Time ({unit === "DAYS" ? "days, 1 or a fraction" : "hours"})</Label>
        <Input id={`${id}-amount`} inputMode="decimal" value={timeAmount} onChange={(e) => setTimeAmount(e.target.value)} className="w-32"
          placeholder={unit === "DAYS" ? "1" : "e.g. 7.5"} aria-invalid={errors.timeAmount ? true : undefined}
          aria-describedby={[described("timeAmount"), hoursLeftText ? `${id}-hours-left` : undefined].filter(Boolean).join(" ") || undefined} />
        <div role="group" aria-label="Quick amounts" className="flex flex-wrap gap-1.5">
          {quickTimeAmounts(frequency).map((amount) => (
            <Button key={amount} type="button" size="sm" variant={timeAmount.trim() === amount ? "secondary" : "outline"}
              aria-pressed={timeAmount.trim() === amount} aria-label={unit === "DAYS" ? `${amount} day` : `${amount} ${amount === "1" ? "hour" : "hours"}`}
              onClick={() => setTimeAmount(amount)}>
              {amount} {unit === "DAYS" ? "d" : "h"}
            </Button>
          ))}
        </div>
        {errors.timeAmount ? <p id={`${id}-timeAmount`} className="text-xs text-destructive">{errors.timeAmount}</p> : null}
        {hoursLeftText ? <p id={`${id}-hours-left`} className="text-xs text-muted-foreground">{hoursLeftText}</p> : null}
      </div>
      {rate ? <p className="text-xs text-muted-foreground">At <MoneyAmount amount={rate.amount} currency={rate.currency} /> per {rateUnit(frequency)}</p> : null}
      {errors.server ?? errors.other ? <p role="alert" className="text-sm text-destructive">{errors.server ?? errors.other}</p> : null}
      <Button type="submit" pending={save.isPending} className="self-start">
        {dates.length > 1 ? `Add ${dates.length} records` : "Add record"}
      </Button>
    </form>
  );
}
