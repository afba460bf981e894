import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/ui/page-header";
import { Pagination } from "@/components/admin/timesheets/pagination";
import { AdminTimesheetDetail } from "@/components/admin/timesheets/detail/admin-timesheet-detail";
import { TimesheetFilters } from "@/components/admin/timesheets/timesheet-filters";
import {
  TIMESHEET_PAGE_SIZE,
  TIMESHEETS_PATH,
  hasFilters,
  parseTimesheetSearch,
  timesheetListFilterOf,
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
import { enabledFeatures } from "@/server/config/feature-flags";
import { getTimesheetSummary } from "@/server/services/timesheets/get-timesheet-summary";
import { listTimesheetFilterOptions } from "@/server/services/timesheets/list-timesheet-filter-options";
import { listAdminTimesheets } from "@/server/services/timesheets/list-admin-timesheets";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.timesheets");
  return { title: t("title") };
}

export default async function AdminTimesheetsPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requirePageActor(["ADMIN"]);
  const search = parseTimesheetSearch(await searchParams);
  const db = await getDb();
  const [list, options, detail, t, tc] = await Promise.all([
    listAdminTimesheets(db, {
      filters: timesheetListFilterOf(search),
      sort: { by: search.sort, desc: search.dir === "desc" },
      page: search.page,
      pageSize: TIMESHEET_PAGE_SIZE,
    }),
    listTimesheetFilterOptions(db),
    search.timesheetId ? getTimesheetSummary(db, { timesheetId: search.timesheetId }) : null,
    getTranslations("admin.timesheets"),
    getTranslations("common"),
  ]);
  const shown: TimesheetSearch = { ...search, page: list.page };
  const timeZone = env.BUSINESS_TIME_ZONE;
  // The detail and the batch bar offer the expense exports only while expenses are on.
  return (
    <FeaturesProvider value={enabledFeatures()}>
      <div className="flex flex-col gap-5 p-6">
        <PageHeader title={t("title")} description={t("description")} />
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
              title={t("notFound.title")}
              description={t("notFound.description")}
              action={
                <Link href={timesheetSearchHref(shown, { timesheetId: undefined })} className={buttonVariants({ variant: "outline" })}>
                  {tc("close")}
                </Link>
              }
            />
          )
        ) : null}
        <TimesheetFilters search={search} projects={options.projects} contractors={options.contractors} currentYear={Number(businessToday().slice(0, 4))} />
        {list.total === 0 ? (
          <EmptyState
            title={hasFilters(search) ? t("empty.filteredTitle") : t("empty.title")}
            description={hasFilters(search) ? t("empty.filteredDescription") : t("empty.description")}
            action={
              hasFilters(search) ? (
                <Link href={TIMESHEETS_PATH} className={buttonVariants({ variant: "outline" })}>
                  {t("filters.clear")}
                </Link>
              ) : undefined
            }
          />
        ) : (
          <>
            <AdminTimesheetsTable rows={list.rows} total={list.total} search={shown} timeZone={timeZone} />
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
