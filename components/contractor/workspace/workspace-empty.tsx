import { BookOpen, CalendarX, FolderKanban, SearchX } from "lucide-react";
import Link from "next/link";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDate } from "@/lib/format/date";

function HandbookLink({ href }: { href: string }) {
  return (
    <a href={href} className={buttonVariants({ variant: "outline" })}>
      <BookOpen aria-hidden="true" />
      Contractor handbook
    </a>
  );
}

/** No engagement at all: nothing to log until an administrator puts the contractor on a project. */
export function NoProjects({ handbookUrl }: { handbookUrl: string }) {
  return (
    <div className="p-6">
      <h1 className="sr-only">Your timesheets</h1>
      <EmptyState
        icon={FolderKanban}
        title="You are not on a project yet"
        description="Your monthly timesheets appear here once an administrator engages you on a project. Ask the administrator who invited you (or your contact at the client) to add you; the handbook explains how settling works."
        action={<HandbookLink href={handbookUrl} />}
      />
    </div>
  );
}

/** The URL names a project the contractor is not engaged on (an old or mistyped link). */
export function ProjectNotFound() {
  return (
    <div className="p-6">
      <h1 className="sr-only">Project not found</h1>
      <EmptyState
        icon={SearchX}
        title="This project is not one of yours"
        description="The link may be old or mistyped. Pick one of your projects in the menu, or open your default timesheet."
        action={
          <Link href="/contractor" className={buttonVariants({ variant: "outline" })}>
            Open your timesheet
          </Link>
        }
      />
    </div>
  );
}

/** An engagement whose first month has not been opened yet. */
export function NoTimesheetYet({ startDate }: { startDate: string }) {
  return (
    <EmptyState
      icon={CalendarX}
      title="No timesheet yet"
      description={`The first timesheet of this project opens with its first month (the engagement starts ${formatDate(startDate)}). Come back then to log your work.`}
    />
  );
}

/** The timesheet or the projects could not be loaded; says what failed and offers a retry. */
export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <EmptyState
      icon={CalendarX}
      title={`${what} could not be loaded`}
      description={message}
      action={
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The URL names a timesheet that is not the contractor's (or no longer exists): say so, and offer a month that is. */
export function TimesheetNotFound({
  fallback,
  onOpen,
}: {
  fallback: { id: string; billingPeriod: { name: string } } | undefined;
  onOpen: (timesheetId: string) => void;
}) {
  return (
    <EmptyState
      icon={SearchX}
      title="This timesheet is not one of yours"
      description="The link may be old or mistyped, or the timesheet no longer exists. Choose a month with the month switcher above, or open your current one."
      action={
        fallback ? (
          <Button variant="outline" onClick={() => onOpen(fallback.id)}>
            Open {fallback.billingPeriod.name}
          </Button>
        ) : (
          <Link href="/contractor" className={buttonVariants({ variant: "outline" })}>
            Open your timesheet
          </Link>
        )
      }
    />
  );
}
