import { useTranslations } from "next-intl";
import { StatusBadge } from "@/components/status/status-badge";
import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";
import type { ComponentStatuses } from "@/lib/domain/statuses";
import { componentStatusWord, timesheetStatusWord } from "./status-words";

/** A timesheet's own status, with the spec's label. */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  const t = useTranslations("enums");
  return <StatusBadge status={status} label={timesheetStatusWord(t, status)} />;
}

/** One component's status (fee, expenses or bonus), with the spec's label. */
export function ComponentStatusBadge({ status }: { status: ComponentStatus }) {
  const t = useTranslations("enums");
  return <StatusBadge status={status} label={componentStatusWord(t, status)} />;
}

/** The three components side by side, each named, for places without a column per component. */
export function ComponentStatusList({ feeStatus, expensesStatus, bonusStatus }: ComponentStatuses) {
  const t = useTranslations("enums");
  const parts = [
    ["TIMESHEET", feeStatus],
    ["EXPENSES", expensesStatus],
    ["BONUS", bonusStatus],
  ] as const;
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {parts.map(([component, status]) => (
        <div key={component} className="flex items-center gap-1.5">
          <dt className="text-xs text-muted-foreground">{t(`component.${component}`)}</dt>
          <dd>
            <ComponentStatusBadge status={status} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
