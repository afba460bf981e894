"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { componentStatusWord } from "@/components/status/status-words";
import { useFormat } from "@/hooks/use-format";
import { usePrepareComponent, useResetComponent, useSubmitTimesheet } from "@/hooks/use-component-actions";
import { bonusPrepareRefusal } from "@/lib/domain/bonus-amount";
import type { IsoDate } from "@/lib/domain/dates";
import type { Component } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import { BONUS_CLAIM_TIMESHEET_STATUSES, CONTRACTOR_RESETTABLE, EDITABLE_COMPONENT_STATUSES } from "@/lib/domain/transition-table";
import { afterReset, hasBonusAmount } from "@/lib/domain/transitions";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { AskAdministratorButton, needsAdministrator } from "./ask-administrator";
import { toastActionError } from "@/components/timesheet/action-error";
import { componentChanges, contractorCan, submitText, timesheetChange } from "./settlement-words";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { englishText, type Refusal } from "@/lib/errors";

const OPEN = ["INITIALIZED", "IN_PROGRESS", "DUE", "CONTESTED"];

export interface ComponentActionsProps {
  timesheet: TimesheetDetail;
  component: Component;
  today: IsoDate;
}

/** Prepare or reset the component of the open tab, and submit the timesheet, each after a confirmation. */
export function ComponentActions({ timesheet, component, today }: ComponentActionsProps) {
  const t = useTranslations("contractor.actions");
  const refusalText = useRefusalText();
  const enums = useTranslations("enums");
  const format = useFormat();
  const reasonId = useId();
  const prepare = usePrepareComponent(timesheet.id);
  const reset = useResetComponent(timesheet.id);
  const submit = useSubmitTimesheet(timesheet.id);
  const status = componentStatusOf(timesheet, component);
  const open = OPEN.includes(timesheet.status);
  // Once the fee and expenses went to review, the Bonus tab still settles a bonus that has an amount, alone.
  const claimsBonus = component === "BONUS" && BONUS_CLAIM_TIMESHEET_STATUSES.includes(timesheet.status) && hasBonusAmount(timesheet);
  if (!open && !claimsBonus && !CONTRACTOR_RESETTABLE.includes(status)) return null;

  const label = enums(`component.${component}`);
  const period = format.month(timesheet.billingPeriod);
  const submitLabel = submitText(t, timesheet, period);
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
  ].filter((reason, index, all): reason is Refusal => reason !== null && all.findIndex((other) => other !== null && englishText(other) === englishText(reason)) === index);

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
            title={t("resetTitle", { component, period })}
            actionLabel={t("reset", { component })}
            trigger={<Button variant="outline">{t("reset", { component })}</Button>}
            onConfirm={() =>
              run(t("resetFailed", { component }), () => reset.mutateAsync({ component, version: timesheet.version, resetStatus: resetTo }), t("resetDone", { component }))
            }
            destructive={false}
            description={
              <>
                <p>
                  {t("resetDescription", { label, from: componentStatusWord(enums, status), to: componentStatusWord(enums, resetTo) })}
                </p>
              </>
            }
          />
        ) : null}
        {showPrepare ? (
          <ConfirmDialog
            title={t("prepareTitle", { component, period })}
            actionLabel={t("prepare", { component })}
            trigger={
              <Button variant="outline" disabled={!canPrepare.ok} aria-describedby={refusals.length > 0 ? reasonId : undefined}>
                {t("prepare", { component })}
              </Button>
            }
            onConfirm={() =>
              run(t("prepareFailed", { component }), () => prepare.mutateAsync({ component, version: timesheet.version }), t("prepareDone", { component }))
            }
            destructive={false}
            description={
              <>
                <p>
                  {t("prepareDescription", { label, period })}
                </p>
              </>
            }
          />
        ) : null}
        {showSubmit ? (
          <ConfirmDialog
            title={t("submitTitle", { action: submitLabel })}
            actionLabel={submitLabel}
            trigger={
              <Button disabled={!canSubmit.ok} aria-describedby={refusals.length > 0 ? reasonId : undefined}>
                {submitLabel}
              </Button>
            }
            onConfirm={() => run(t("submitFailed", { period }), () => submit.mutateAsync({ version: timesheet.version }), t("submitDone", { period }))}
            destructive={false}
            description={
              <>
                <p>{t("submitIntro", { period })}</p>
                {canSubmit.ok ? (
                  <ul className="list-disc pl-5">
                    {componentChanges(t, enums, timesheet, canSubmit).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                ) : null}
                {canSubmit.ok ? <p>{timesheetChange(t, enums, canSubmit)}</p> : null}
              </>
            }
          />
        ) : null}
      </div>
      {refusals.length > 0 ? (
        <p id={reasonId} className="max-w-md text-right text-xs text-muted-foreground">
          {refusals.map((reason) => refusalText(reason)).join(" ")}
        </p>
      ) : null}
      {refusals.some(needsAdministrator) ? <AskAdministratorButton timesheet={timesheet} /> : null}
    </div>
  );
}
