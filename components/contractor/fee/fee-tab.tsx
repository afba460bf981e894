"use client";

import { CircleSlash } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import { useToastActionError } from "@/components/timesheet/action-error";
import { RefusalNotice } from "@/components/contractor/workspace/ask-administrator";
import { InvoicePanel } from "@/components/contractor/invoices/invoice-panel";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { useFlagRecord } from "@/hooks/use-flags";
import { useFormat } from "@/hooks/use-format";
import { useUrlRequest } from "@/hooks/use-url-request";
import { useDeleteTimesheetRecords, useSaveTimesheetRecords } from "@/hooks/use-timesheet-records";
import { eachDayOfMonth, type IsoDate } from "@/lib/domain/dates";
import type { RateFrequency } from "@/lib/domain/reference";
import { can } from "@/lib/domain/transition-table";
import { URL_REQUESTS } from "@/lib/navigation/palette-actions";
import type { TimesheetDetail, TimesheetRecord } from "@/lib/schemas/timesheets";
import { CopyPreviousMonth } from "./copy-previous-month";
import { useFeeToasts } from "./fee-messages";
import { defaultFrequency, frequenciesIn } from "./fee-rules";
import { RecordDatePicker } from "./record-date-picker";
import type { RecordChanges } from "./record-edit-row";
import { RecordForm } from "./record-form";
import { RecordTable } from "./record-table";

export interface FeeTabProps {
  timesheet: TimesheetDetail;
  today: IsoDate;
  /** The rate the contractor chose, kept by the workspace across months (?rate=). */
  rate?: RateFrequency;
  onRateChange?: (rate: RateFrequency) => void;
}

/** The fee: the month's calendar and the form to log work, then the records with their totals. */
export function FeeTab({ timesheet, today, rate: chosen, onRateChange }: FeeTabProps) {
  const t = useTranslations("contractor.fee");
  const format = useFormat();
  const toasts = useFeeToasts();
  const toastActionError = useToastActionError();
  const frequencies = useMemo(() => frequenciesIn(timesheet.billingPeriod, timesheet.engagements), [timesheet.billingPeriod, timesheet.engagements]);
  // The choice holds while this month has that rate; otherwise Daily if the month has it, else its first rate.
  const frequency = chosen && frequencies.includes(chosen) ? chosen : defaultFrequency(frequencies);
  const [selected, setSelected] = useState<IsoDate[]>([]);
  const save = useSaveTimesheetRecords(timesheet.id);
  const remove = useDeleteTimesheetRecords(timesheet.id);
  const flagRecord = useFlagRecord(timesheet.id);
  // The table's own rule, asked only to offer editing; the server checks it again on every write.
  const decision = can("createRecord", { actor: "SUBCONTRACTOR", timesheet, today });
  const editable = decision.ok;
  const recordedDates = [...new Set(timesheet.timesheetRecords.map((record) => record.date))];
  const periodName = format.month(timesheet.billingPeriod);
  const logWork = useRef<HTMLDivElement>(null);

  // ?logWork=1 (the command palette's "Log work") lands on the calendar: its day to start from has
  // the focus (arrows move, Enter picks, Tab goes on to the form).
  useUrlRequest(URL_REQUESTS.logWork, () => {
    const area = logWork.current;
    area?.scrollIntoView({ block: "start" });
    area?.querySelector<HTMLElement>('[role="grid"] button[tabindex="0"], textarea')?.focus({ preventScroll: true });
  });

  async function update(record: TimesheetRecord, changes: RecordChanges) {
    try {
      await save.mutateAsync([{ id: record.id, version: record.version, date: record.date, rateId: record.rate.id, timeUnit: record.timeUnit, ...changes }]);
    } catch (error) {
      toasts.saveFailed();
      throw error;
    }
    toast({ title: t("recordSaved", { date: format.date(record.date) }) });
  }

  async function flag(record: TimesheetRecord, flagged: boolean) {
    try {
      await flagRecord.mutateAsync({ record, flagged });
    } catch (error) {
      toastActionError(flagged ? t("flagFailed") : t("clearFailed"), error);
      throw error;
    }
    toast({ title: flagged ? t("recordFlagged", { date: format.date(record.date) }) : t("recordFlagCleared", { date: format.date(record.date) }) });
  }

  function restore(record: TimesheetRecord) {
    const { date, rate, workSummary, counterPart, timeAmount, timeUnit } = record;
    save.mutate([{ date, rateId: rate.id, workSummary, counterPart, timeAmount, timeUnit }], {
      onSuccess: () => toast({ title: t("recordRestored", { date: format.date(date) }) }),
      onError: toasts.saveFailed,
    });
  }

  async function destroy(record: TimesheetRecord) {
    try {
      await remove.mutateAsync([record.id]);
    } catch (error) {
      toastActionError(t("deleteFailed"), error);
      throw error;
    }
    const title = t("recordDeleted", { date: format.date(record.date) });
    // Undo re-creates the record; its comments could not come back, so a commented record has no undo.
    if (record.messageThread) toast({ title });
    else toast({ title, action: { label: t("undo"), altText: t("restore", { date: format.date(record.date) }), onClick: () => restore(record) } });
  }

  return (
    <div className="flex flex-col gap-4">
      {!editable ? <RefusalNotice timesheet={timesheet} reason={decision.reason} /> : null}
      {frequency === undefined ? (
        <EmptyState
          icon={CircleSlash}
          title={t("noRate.title", { period: periodName })}
          description={t("noRate.description")}
        />
      ) : (
        <div ref={logWork} className="flex scroll-mt-4 flex-wrap items-start gap-4">
          <RecordDatePicker
            period={timesheet.billingPeriod}
            frequency={frequency}
            engagements={timesheet.engagements}
            workingDays={timesheet.workingDays}
            recordedDates={recordedDates}
            today={today}
            selected={selected}
            onSelectedChange={setSelected}
            readOnly={!editable}
          />
          {editable ? (
            <div className="min-w-80 max-w-xl flex-1">
              <RecordForm
                timesheetId={timesheet.id}
                dates={selected}
                frequency={frequency}
                frequencies={frequencies}
                onFrequencyChange={(next) => {
                  onRateChange?.(next);
                  setSelected([]);
                }}
                engagements={timesheet.engagements}
                monthDays={eachDayOfMonth(timesheet.billingPeriod.year, timesheet.billingPeriod.month)}
                onSaved={(saved) => setSelected((current) => current.filter((day) => !saved.includes(day)))}
                records={timesheet.timesheetRecords}
              />
            </div>
          ) : null}
        </div>
      )}
      {timesheet.timesheetRecords.length > 0 ? <InvoicePanel timesheet={timesheet} kind="TIMESHEET" editable={editable} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">{t("recordsOf", { period: periodName })}</h2>
        {editable ? <CopyPreviousMonth timesheet={timesheet} /> : null}
      </div>
      <RecordTable timesheet={timesheet} editable={editable} onUpdate={update} onDelete={destroy} onFlag={flag} />
    </div>
  );
}
