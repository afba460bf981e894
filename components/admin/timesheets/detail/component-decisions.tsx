"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useAdminResetComponent, useApproveComponent, useContestComponent } from "@/hooks/use-admin-timesheet-actions";
import { useFormat } from "@/hooks/use-format";
import type { IsoDate } from "@/lib/domain/dates";
import { COMPONENTS, type Component } from "@/lib/domain/reference";
import { componentStatusOf } from "@/lib/domain/statuses";
import type { Formats } from "@/lib/format/formats";
import { can } from "@/lib/domain/transition-table";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { MoneyList } from "@/components/money/money-list";
import { localTimeAmount, type EnumWords } from "@/lib/format/labels";
import { ComponentStatusBadge } from "@/components/status/timesheet-status-badges";
import { ContestDialog } from "./contest-dialog";
import { useRunAction } from "./use-run-action";
import { useRefusalText } from "@/hooks/use-refusal-text";

const TOTAL_OF: Record<Component, keyof TimesheetDetail["totals"]> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

/**
 * Approve, contest (with a reason) or reset each component. The transition table decides which
 * buttons are enabled and says why not; the server decides again on every click.
 */
export function ComponentDecisions({ timesheet, today }: { timesheet: TimesheetDetail; today: IsoDate }) {
  const approve = useApproveComponent(timesheet.id);
  const contest = useContestComponent(timesheet.id);
  const reset = useAdminResetComponent(timesheet.id);
  const run = useRunAction();
  const t = useTranslations("admin.timesheets.decisions");
  const refusalText = useRefusalText();
  const enums = useTranslations("enums");
  const format = useFormat();
  const state = { ...timesheet, billingPeriod: timesheet.billingPeriod };
  const busy = approve.isPending || contest.isPending || reset.isPending;

  return (
    <div className="grid gap-3 md:grid-cols-3">
      {COMPONENTS.map((component) => {
        const label = enums(`component.${component}`);
        const status = componentStatusOf(timesheet, component);
        const context = { actor: "ADMIN" as const, timesheet: state, today, component };
        const canApprove = can("approve", context);
        const canReset = can("reset", context);
        const version = timesheet.version;
        return (
          <section key={component} aria-label={t(`${component}.label`)} data-testid={`component-${component}`} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{label}</h3>
              <ComponentStatusBadge status={status} />
            </div>
            <MoneyList amounts={timesheet.totals[TOTAL_OF[component]]} className="text-base font-medium" />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={!canApprove.ok || busy}
                onClick={() => void run(t(`${component}.approveFailed`), t(`${component}.approved`), () => approve.mutateAsync({ component, version }))}
              >
                {t("approve")}
              </Button>
              <ContestDialog
                component={component}
                disabled={!canApprove.ok || busy}
                lines={contestableLines(timesheet, component, enums, format)}
                onContest={(reason, lines) =>
                  run(t(`${component}.contestFailed`), t(`${component}.contested`), () => contest.mutateAsync({ component, reason, lines, version }))
                }
              />
              {canReset.ok ? (
                <ConfirmDialog
                  title={t(`${component}.resetTitle`)}
                  actionLabel={t("reset")}
                  description={t(`${component}.resetDescription`, {
                    from: enums(`componentStatus.${status}`),
                    to: enums(`componentStatus.${canReset.next[TOTAL_KEYS[component]]}`),
                  })}
                  onConfirm={async () => {
                    await run(t(`${component}.resetFailed`), t(`${component}.resetDone`), () => reset.mutateAsync({ component, version }));
                  }}
                  trigger={
                    <Button size="sm" variant="ghost" disabled={busy}>
                      {t("reset")}
                    </Button>
                  }
                />
              ) : null}
            </div>
            {!canApprove.ok && status !== "APPROVED" ? <p className="text-xs text-muted-foreground">{refusalText(canApprove.reason)}</p> : null}
          </section>
        );
      })}
    </div>
  );
}

/** The lines of a component the administrator may contest one by one: the fee's records, the expenses. */
function contestableLines(timesheet: TimesheetDetail, component: Component, enums: EnumWords, format: Formats) {
  if (component === "TIMESHEET") {
    return {
      component,
      items: timesheet.timesheetRecords.map((record) => ({ id: record.id, date: record.date, description: record.workSummary, amount: localTimeAmount(enums, format, record.timeAmount, record.timeUnit) })),
    };
  }
  if (component === "EXPENSES") {
    return {
      component,
      items: timesheet.expenseRecords.map((expense) => ({ id: expense.id, date: expense.date, description: expense.details || enums(`expenseCategory.${expense.category}`), amount: format.money(expense.amount, expense.originalCurrency) })),
    };
  }
  return undefined;
}

const TOTAL_KEYS = { TIMESHEET: "feeStatus", EXPENSES: "expensesStatus", BONUS: "bonusStatus" } as const;
