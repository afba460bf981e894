import { StatusBadge } from "@/components/status/status-badge";
import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";
import { componentStatusLabel, timesheetStatusLabel, type ComponentStatuses } from "@/lib/domain/statuses";

/** A timesheet's own status, with the spec's label. */
export function TimesheetStatusBadge({ status }: { status: TimesheetStatus }) {
  return <StatusBadge status={status} label={timesheetStatusLabel(status)} />;
}

/** One component's status (fee, expenses or bonus), with the spec's label. */
export function ComponentStatusBadge({ status }: { status: ComponentStatus }) {
  return <StatusBadge status={status} label={componentStatusLabel(status)} />;
}

/** The three components side by side, each named, for places without a column per component. */
export function ComponentStatusList({ feeStatus, expensesStatus, bonusStatus }: ComponentStatuses) {
  const parts = [
    ["Fee", feeStatus],
    ["Expenses", expensesStatus],
    ["Bonus", bonusStatus],
  ] as const;
  return (
    <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {parts.map(([name, status]) => (
        <div key={name} className="flex items-center gap-1.5">
          <dt className="text-xs text-muted-foreground">{name}</dt>
          <dd>
            <ComponentStatusBadge status={status} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
