import { TimesheetStatusBadge } from "@/components/admin/status-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateRange } from "@/lib/format/date";
import { nextStepFor } from "./next-step";
import { OverviewTimesheetsTable, type OverviewTimesheet } from "./overview-timesheets-table";

export interface EngagementOverviewProps {
  id: string;
  projectName: string;
  clientName: string;
  startDate: string;
  endDate: string | null;
  hidden: boolean;
  timesheets: readonly OverviewTimesheet[];
  defaultTimesheetId: string | null;
  /** A timesheet named in the URL (from History); otherwise the default one is highlighted. */
  selectedTimesheetId?: string;
}

/** Nothing to act on: the default choice fell through to an approved or closed month. */
const SETTLED = ["APPROVED", "CLOSED"];

/** One project of the contractor: its visible months, with the one to look at first highlighted. */
export function EngagementOverview(props: EngagementOverviewProps) {
  const chosen = props.timesheets.find((timesheet) => timesheet.id === props.defaultTimesheetId);
  const actionable = chosen !== undefined && !SETTLED.includes(chosen.status);
  const selectedId = props.timesheets.some((t) => t.id === props.selectedTimesheetId) ? props.selectedTimesheetId : chosen?.id;
  const headingId = `engagement-${props.id}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="text-base">
          {props.projectName}
        </CardTitle>
        <CardDescription>
          For {props.clientName} · engaged {formatDateRange(props.startDate, props.endDate)}
        </CardDescription>
        {props.hidden ? (
          <p className="text-xs text-muted-foreground">
            This engagement ended more than 60 days ago and every month is approved, so it is hidden from your overview.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {chosen && actionable ? (
          <div className="flex flex-wrap items-center gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            <span className="font-medium">Up next: {chosen.periodName}</span>
            <TimesheetStatusBadge status={chosen.status} />
            <span className="text-muted-foreground">{nextStepFor(chosen.status)}</span>
          </div>
        ) : null}
        {chosen && !actionable ? (
          <p className="text-sm text-muted-foreground">Nothing to settle on this project right now.</p>
        ) : null}
        {props.timesheets.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No timesheet yet. The first one opens with the first month of the engagement; come back then to log your work.
          </p>
        ) : (
          <OverviewTimesheetsTable
            projectName={props.projectName}
            timesheets={props.timesheets}
            upNextId={actionable ? chosen?.id : undefined}
            selectedId={selectedId}
          />
        )}
      </CardContent>
    </Card>
  );
}
