import { defaultTimesheet } from "@/lib/domain/selection";
import type { ProjectEngagement } from "@/lib/schemas/engagements";

export interface WorkspaceUrl {
  projectId?: string;
  timesheetId?: string;
}

export interface ResolvedWorkspace {
  /** The engagement shown, or undefined when the URL names a project that is not the contractor's. */
  engagement: ProjectEngagement | undefined;
  /** The timesheet shown: the one in the URL, else the domain's default choice. */
  timesheetId: string | undefined;
  /** What the project picker lists: engagements the 60-day rule leaves visible, plus the one shown. */
  pickable: ProjectEngagement[];
}

/**
 * Which project and timesheet the workspace shows for a URL. The project in the URL wins; a
 * timesheet of another project is ignored for it. Without a project, the timesheet's own project,
 * else the first visible one. A finished (hidden) project opens when a link names it, e.g. from History.
 */
export function resolveWorkspace(engagements: readonly ProjectEngagement[], url: WorkspaceUrl): ResolvedWorkspace {
  const owner = url.timesheetId ? engagements.find((e) => e.timesheets.some((t) => t.id === url.timesheetId)) : undefined;
  let engagement: ProjectEngagement | undefined;
  if (url.projectId) {
    const ofProject = engagements.filter((e) => e.project.id === url.projectId);
    engagement = ofProject.find((e) => e === owner) ?? ofProject[0];
  } else {
    engagement = owner ?? engagements.find((e) => !e.hidden) ?? engagements[0];
  }
  const pickable = engagements.filter((e) => !e.hidden || e === engagement);
  if (!engagement) return { engagement, timesheetId: undefined, pickable };
  // A timesheet the list does not know (not visible, or mistyped) is still asked for: the server decides.
  const keepUrlTimesheet = url.timesheetId !== undefined && (owner === undefined || owner === engagement);
  const timesheetId = keepUrlTimesheet ? url.timesheetId : defaultTimesheet(engagement.timesheets)?.id;
  return { engagement, timesheetId, pickable };
}
