"use client";

import { useTranslations } from "next-intl";
import { CommentsButton } from "@/components/contractor/comments/comments-button";
import { StatusBadge } from "@/components/status/status-badge";
import { timesheetStatusWord } from "@/components/status/status-words";
import { useFormat } from "@/hooks/use-format";
import type { ProjectEngagement } from "@/lib/schemas/engagements";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { TimesheetExports } from "./timesheet-exports";
import { TimesheetFlag } from "./timesheet-flag";
import { PeriodSwitcher } from "./period-switcher";
import { ProjectPicker } from "./project-picker";

export interface WorkspaceHeaderProps {
  engagement: ProjectEngagement;
  pickable: readonly ProjectEngagement[];
  /** Undefined while the timesheet loads: the pickers work before it arrives. */
  timesheet: TimesheetDetail | undefined;
  timesheetId: string;
  onSelectProject: (projectId: string) => void;
  onSelectTimesheet: (timesheetId: string) => void;
}

/** Project, month, the timesheet's status and flag, and its comments: the row above the tabs. */
export function WorkspaceHeader({ engagement, pickable, timesheet, timesheetId, onSelectProject, onSelectTimesheet }: WorkspaceHeaderProps) {
  const listed = engagement.timesheets.find((t) => t.id === timesheetId);
  const current = timesheet ?? listed;
  const t = useTranslations("contractor.workspace");
  const enums = useTranslations("enums");
  const format = useFormat();
  const periodName = current ? format.month(current.billingPeriod) : undefined;
  return (
    <header className="flex flex-col gap-2">
      <h1 className="sr-only">
        {periodName ? t("heading", { project: engagement.project.name, period: periodName }) : engagement.project.name}
      </h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ProjectPicker engagements={pickable} projectId={engagement.project.id} onSelect={onSelectProject} />
        <PeriodSwitcher
          timesheets={engagement.timesheets}
          current={current ? { id: timesheetId, billingPeriod: current.billingPeriod } : undefined}
          onSelect={onSelectTimesheet}
        />
        {current ? (
          <div className="flex items-center gap-1.5">
            <span className="sr-only">{t("statusLabel")}</span>
            <StatusBadge status={current.status} label={timesheetStatusWord(enums, current.status)} size="md" />
          </div>
        ) : null}
        {timesheet ? <TimesheetFlag timesheet={timesheet} /> : null}
        {timesheet ? (
          <div className="ml-auto flex items-center gap-2">
            <TimesheetExports timesheetId={timesheet.id} expenses={timesheet.expensesStatus !== "NOT_ELIGIBLE"} />
            <CommentsButton timesheet={timesheet} />
          </div>
        ) : null}
      </div>
      {current ? <p className="text-sm text-muted-foreground">{t(`nextStep.${current.status}`)}</p> : null}
    </header>
  );
}
