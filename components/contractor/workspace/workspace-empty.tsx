import { BookOpen, CalendarX, FolderKanban, SearchX } from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { Button, buttonVariants } from "@/components/ui/button";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import type { BillingPeriodInput } from "@/lib/domain/billing-period";
import { formatsFor } from "@/lib/format/formats";
import { useRefusalText } from "@/hooks/use-refusal-text";

function HandbookLink({ href }: { href: string }) {
  const t = useTranslations("contractor.workspace");
  return (
    <a href={href} className={buttonVariants({ variant: "outline" })}>
      <BookOpen aria-hidden="true" />
      {t("handbook")}
    </a>
  );
}

/** A state that is the whole page: its heading for screen readers, then what is empty and what to do. */
function EmptyPage({ heading, ...state }: EmptyStateProps & { heading: string }) {
  return (
    <div className="p-6">
      <h1 className="sr-only">{heading}</h1>
      <EmptyState {...state} />
    </div>
  );
}

/** No engagement at all: nothing to log until an administrator puts the contractor on a project. */
export function NoProjects({ handbookUrl }: { handbookUrl: string }) {
  const t = useTranslations("contractor.workspace");
  return (
    <EmptyPage
      heading={t("yourTimesheets")}
      icon={FolderKanban}
      title={t("noProjects.title")}
      description={t("noProjects.description")}
      action={<HandbookLink href={handbookUrl} />}
    />
  );
}

/** The URL names a project the contractor is not engaged on (an old or mistyped link). */
export function ProjectNotFound() {
  const t = useTranslations("contractor.workspace");
  return (
    <EmptyPage
      heading={t("projectNotFound.heading")}
      icon={SearchX}
      title={t("projectNotFound.title")}
      description={t("projectNotFound.description")}
      action={
        <Link href="/contractor" className={buttonVariants({ variant: "outline" })}>
          {t("openYourTimesheet")}
        </Link>
      }
    />
  );
}

/** An engagement whose first month has not been opened yet. */
export function NoTimesheetYet({ startDate }: { startDate: string }) {
  const t = useTranslations("contractor.workspace");
  // Not useFormat: this state renders on the server too.
  const format = formatsFor(useLocale());
  return (
    <EmptyState
      icon={CalendarX}
      title={t("noTimesheetYet.title")}
      description={t("noTimesheetYet.description", { date: format.date(startDate) })}
    />
  );
}

/** The timesheet or the projects could not be loaded; says what failed and offers a retry. */
export function LoadFailed({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  const t = useTranslations();
  const refusalText = useRefusalText();
  return (
    <EmptyState
      icon={CalendarX}
      title={t("contractor.workspace.loadFailed", { what })}
      description={refusalText(message)}
      action={
        <Button variant="outline" onClick={onRetry}>
          {t("common.retry")}
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
  fallback: { id: string; billingPeriod: BillingPeriodInput } | undefined;
  onOpen: (timesheetId: string) => void;
}) {
  const t = useTranslations("contractor.workspace");
  const format = formatsFor(useLocale());
  return (
    <EmptyState
      icon={SearchX}
      title={t("timesheetNotFound.title")}
      description={t("timesheetNotFound.description")}
      action={
        fallback ? (
          <Button variant="outline" onClick={() => onOpen(fallback.id)}>
            {t("openPeriod", { period: format.month(fallback.billingPeriod) })}
          </Button>
        ) : (
          <Link href="/contractor" className={buttonVariants({ variant: "outline" })}>
            {t("openYourTimesheet")}
          </Link>
        )
      }
    />
  );
}
