import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/components/admin/page-header";
import { Pagination } from "@/components/admin/timesheets/pagination";
import { AdminTimesheetDetail } from "@/components/admin/timesheets/detail/admin-timesheet-detail";
import { TimesheetFilters } from "@/components/admin/timesheets/timesheet-filters";
import {
  TIMESHEET_PAGE_SIZE,
  TIMESHEETS_PATH,
  hasFilters,
  parseTimesheetSearch,
  timesheetSearchHref,
  type RawSearchParams,
  type TimesheetSearch,
} from "@/components/admin/timesheets/timesheet-search";
import { AdminTimesheetsTable } from "@/components/admin/timesheets/admin-timesheets-table";
import { FeaturesProvider } from "@/components/providers/features";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { enabledFeatures } from "@/server/invoices/feature-flags";
import { getTimesheetDetail } from "@/server/services/timesheets/get-timesheet-detail";
import { listTimesheetFilterOptions } from "@/server/services/timesheets/list-timesheet-filter-options";
import { listAdminTimesheets } from "@/server/services/timesheets/list-admin-timesheets";

export const metadata: Metadata = { title: "Timesheets" };

export default async function AdminTimesheetsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requirePageActor(["ADMIN"]);
  const search = parseTimesheetSearch(await searchParams);
  const db = await getDb();
  const [list, options, detail] = await Promise.all([
    listAdminTimesheets(db, {
      filters: {
        status: search.status,
        projectId: search.project,
        contractorId: search.contractor,
        period: search.period,
        flagged: search.flagged,
      },
      sort: { by: search.sort, desc: search.dir === "desc" },
      page: search.page,
      pageSize: TIMESHEET_PAGE_SIZE,
    }),
    listTimesheetFilterOptions(db),
    search.timesheetId ? getTimesheetDetail(db, { timesheetId: search.timesheetId }) : null,
  ]);
  const shown: TimesheetSearch = { ...search, page: list.page };
  const timeZone = env.BUSINESS_TIME_ZONE;
  // The detail and the batch bar offer the expense exports only while expenses are on.
  return (
    <FeaturesProvider value={enabledFeatures()}>
      <div className="flex flex-col gap-5 p-6">
        <PageHeader title="Timesheets" description="Every contractor's month on every project. Select rows for batch actions; open a period to review and settle it." />
        {search.timesheetId ? (
          detail ? (
            <AdminTimesheetDetail
              key={detail.id}
              timesheetId={detail.id}
              heading={detail}
              closeHref={timesheetSearchHref(shown, { timesheetId: undefined })}
              timeZone={timeZone}
              today={businessToday()}
            />
          ) : (
            <EmptyState
              title="Timesheet not found"
              description="The timesheet in the address does not exist any more. Pick one from the list below."
              action={
                <Link href={timesheetSearchHref(shown, { timesheetId: undefined })} className={buttonVariants({ variant: "outline" })}>
                  Close
                </Link>
              }
            />
          )
        ) : null}
        <TimesheetFilters search={search} projects={options.projects} contractors={options.contractors} currentYear={Number(businessToday().slice(0, 4))} />
        {list.total === 0 ? (
          <EmptyState
            title={hasFilters(search) ? "No timesheet matches these filters" : "No timesheets yet"}
            description={
              hasFilters(search)
                ? "Widen the filters, or clear them to see every timesheet."
                : "Timesheets open every month for each contractor engaged on a project. Engage a contractor on a project to start."
            }
            action={
              hasFilters(search) ? (
                <Link href={TIMESHEETS_PATH} className={buttonVariants({ variant: "outline" })}>
                  Clear filters
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <AdminTimesheetsTable rows={list.rows} search={shown} timeZone={timeZone} />
            <Pagination
              page={list.page}
              pageCount={list.pageCount}
              total={list.total}
              pageSize={TIMESHEET_PAGE_SIZE}
              hrefFor={(page) => timesheetSearchHref(shown, { page })}
            />
          </>
        )}
      </div>
    </FeaturesProvider>
  );
}
