"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import { useProjectEngagements } from "@/hooks/use-project-engagements";
import type { IsoDate } from "@/lib/domain/dates";
import { LOGGED_MESSAGES, logger } from "@/lib/logger";
import { resolveWorkspace } from "./resolve-workspace";
import { TimesheetWorkspace } from "./timesheet-workspace";
import { useWorkspaceUrl } from "./use-workspace-url";
import { LoadFailed, NoProjects, NoTimesheetYet, ProjectNotFound } from "./workspace-empty";
import { WorkspaceSkeleton } from "./workspace-skeleton";

export interface WorkspaceProps {
  /** The server's today (business time zone): what the action buttons are offered against. */
  today: IsoDate;
  handbookUrl: string;
}

/** The contractor's monthly workspace: picks the project and timesheet from the URL, then shows it. */
export function Workspace({ today, handbookUrl }: WorkspaceProps) {
  const t = useTranslations("contractor.workspace");
  const url = useWorkspaceUrl();
  const engagements = useProjectEngagements();
  const { projectId, timesheetId, settle } = url;
  const resolved = useMemo(
    () => (engagements.data ? resolveWorkspace(engagements.data, { projectId, timesheetId }) : undefined),
    [engagements.data, projectId, timesheetId],
  );
  const resolvedProjectId = resolved?.engagement?.project.id;
  const resolvedTimesheetId = resolved?.timesheetId;

  // The default choice goes into the URL too, so what is on screen can be reloaded and shared.
  useEffect(() => {
    if (resolvedProjectId && resolvedTimesheetId) settle({ projectId: resolvedProjectId, timesheetId: resolvedTimesheetId });
  }, [resolvedProjectId, resolvedTimesheetId, settle]);

  // Spec point 8: these empty states are also logged, once per state reached.
  const emptyState = !engagements.data
    ? null
    : engagements.data.length === 0
      ? "noProjects"
      : !resolved?.engagement
        ? "noCurrentTimesheetId"
        : !resolved.timesheetId
          ? "noTimesheets"
          : null;
  useEffect(() => {
    if (emptyState) logger.info(LOGGED_MESSAGES[emptyState], { projectId, timesheetId });
  }, [emptyState, projectId, timesheetId]);

  if (engagements.isPending) return <WorkspaceSkeleton label={t("loadingProjects")} />;
  if (engagements.isError) {
    return (
      <div className="p-6">
        <h1 className="sr-only">{t("yourTimesheets")}</h1>
        <LoadFailed what={t("yourProjects")} message={engagements.error.message} onRetry={() => void engagements.refetch()} />
      </div>
    );
  }
  if (engagements.data.length === 0) return <NoProjects handbookUrl={handbookUrl} />;
  if (!resolved?.engagement) return <ProjectNotFound />;
  if (!resolved.timesheetId) {
    return (
      <div className="p-6">
        <h1 className="sr-only">{resolved.engagement.project.name}</h1>
        <NoTimesheetYet startDate={resolved.engagement.startDate} />
      </div>
    );
  }
  return (
    <TimesheetWorkspace
      key={resolved.timesheetId}
      engagement={resolved.engagement}
      pickable={resolved.pickable}
      timesheetId={resolved.timesheetId}
      url={url}
      today={today}
    />
  );
}
