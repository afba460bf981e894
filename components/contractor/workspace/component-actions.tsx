"use client";

import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { usePrepareComponent, useResetComponent, useSubmitTimesheet } from "@/hooks/use-component-actions";
import { bonusPrepareRefusal } from "@/lib/domain/bonus-amount";
import type { IsoDate } from "@/lib/domain/dates";
import type { Component } from "@/lib/domain/reference";
import { COMPONENT_LABELS, componentStatusLabel, componentStatusOf } from "@/lib/domain/statuses";
import { BONUS_CLAIM_TIMESHEET_STATUSES, CONTRACTOR_RESETTABLE, EDITABLE_COMPONENT_STATUSES } from "@/lib/domain/transition-table";
import { afterReset, hasBonusAmount } from "@/lib/domain/transitions";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { AskAdministratorButton, needsAdministrator } from "./ask-administrator";
import { toastActionError } from "@/components/timesheet/action-error";
import { componentChanges, componentNoun, contractorCan, periodName, timesheetChange } from "./settlement-words";

const OPEN = ["INITIALIZED", "IN_PROGRESS", "DUE", "CONTESTED"];

export interface ComponentActionsProps {
  timesheet: TimesheetDetail;
  component: Component;
  today: IsoDate;
}

/** Prepare or reset the component of the open tab, and submit the timesheet, each after a confirmation. */
export function ComponentActions({ timesheet, component, today }: ComponentActionsProps) {
  const reasonId = useId();
  const prepare = usePrepareComponent(timesheet.id);
  const reset = useResetComponent(timesheet.id);
  const submit = useSubmitTimesheet(timesheet.id);
  const status = componentStatusOf(timesheet, component);
  const open = OPEN.includes(timesheet.status);
  // Once the fee and expenses went to review, the Bonus tab still settles a bonus that has an amount, alone.
  const claimsBonus = component === "BONUS" && BONUS_CLAIM_TIMESHEET_STATUSES.includes(timesheet.status) && hasBonusAmount(timesheet);
  if (!open && !claimsBonus && !CONTRACTOR_RESETTABLE.includes(status)) return null;

  const label = COMPONENT_LABELS[component];
  const period = periodName(timesheet);
  const tablePrepare = contractorCan("prepare", timesheet, today, component);
  // The table allows preparing an eligible bonus; the server also needs its amount (lib/domain/bonus-amount).
  const noBonusAmount = component === "BONUS" ? bonusPrepareRefusal(timesheet.bonusAmount) : null;
  const canPrepare = tablePrepare.ok && noBonusAmount ? { ok: false as const, reason: noBonusAmount } : tablePrepare;
  const canSubmit = contractorCan("submit", timesheet, today);
  const showPrepare = EDITABLE_COMPONENT_STATUSES.includes(status) && (open || claimsBonus);
  const showReset = CONTRACTOR_RESETTABLE.includes(status);
  const showSubmit = open || (claimsBonus && status === "PREPARED");
  const resetTo = afterReset(component, timesheet.billingPeriod, today);
  const refusals = [
    showPrepare && !canPrepare.ok ? canPrepare.reason : null,
    showSubmit && !canSubmit.ok ? canSubmit.reason : null,
  ].filter((reason, index, all): reason is string => reason !== null && all.indexOf(reason) === index);

  const run = (title: string, action: () => Promise<unknown>, done: string) =>
    action().then(
      () => toast({ title: done }),
      (error: unknown) => toastActionError(title, error),
    );

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap items-center justify-end gap-2">
        {showReset ? (
          <ConfirmDialog
            title={`Reset ${componentNoun(component)} of ${period}?`}
            actionLabel={`Reset ${label.toLowerCase()}`}
            trigger={<Button variant="outline">Reset {label.toLowerCase()}</Button>}
            onConfirm={() =>
              run(`Could not reset ${componentNoun(component)}`, () => reset.mutateAsync({ component, version: timesheet.version, resetStatus: resetTo }), `${label} reset`)
            }
            destructive={false}
            description={
              <>
                <p>
                  {label} goes back from {componentStatusLabel(status)} to {componentStatusLabel(resetTo)}: it is no longer ready to submit, and you can
                  change it again.
                </p>
              </>
            }
          />
        ) : null}
        {showPrepare ? (
          <ConfirmDialog
            title={`Prepare ${componentNoun(component)} of ${period}?`}
            actionLabel={`Prepare ${label.toLowerCase()}`}
            trigger={
              <Button variant="outline" disabled={!canPrepare.ok} aria-describedby={refusals.length > 0 ? reasonId : undefined}>
                Prepare {label.toLowerCase()}
              </Button>
            }
            onConfirm={() =>
              run(`Could not prepare ${componentNoun(component)}`, () => prepare.mutateAsync({ component, version: timesheet.version }), `${label} prepared`)
            }
            destructive={false}
            description={
              <>
                <p>
                  {label} becomes Prepared: it is sent for review when you submit {period}. While it is prepared it cannot change; reset it if you
                  need to correct something.
                </p>
              </>
            }
          />
        ) : null}
        {showSubmit ? (
          <ConfirmDialog
            title={`${timesheet.submitButtonText}?`}
            actionLabel={timesheet.submitButtonText}
            trigger={
              <Button disabled={!canSubmit.ok} aria-describedby={refusals.length > 0 ? reasonId : undefined}>
                {timesheet.submitButtonText}
              </Button>
            }
            onConfirm={() => run(`Could not submit ${period}`, () => submit.mutateAsync({ version: timesheet.version }), `${period} submitted`)}
            destructive={false}
            description={
              <>
                <p>Submitting {period} settles each component as follows:</p>
                {canSubmit.ok ? (
                  <ul className="list-disc pl-5">
                    {componentChanges(timesheet, canSubmit).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {canSubmit.ok ? <p>{timesheetChange(canSubmit)} Prepared components can no longer change unless a reviewer contests them.</p> : null}
              </>
            }
          />
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <p id={reasonId} className="max-w-md text-right text-xs text-muted-foreground">
          {refusals.join(" ")}
        </p>
      ) : null}
      {refusals.some(needsAdministrator) ? <AskAdministratorButton timesheet={timesheet} /> : null}
    </div>
  );
}
