import { History } from "lucide-react";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { z } from "zod";
import { PageHeader } from "@/components/ui/page-header";
import { HistoryFeeChart } from "@/components/contractor/history-fee-chart";
import { HistoryFilters } from "@/components/contractor/history-filters";
import { HistoryList } from "@/components/contractor/history-list";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { listContractorProjects } from "@/server/services/contractors/list-contractor-projects";
import { listContractorHistory } from "@/server/services/timesheets/list-contractor-history";
import { sumContractorFeesByMonth } from "@/server/services/timesheets/sum-contractor-fees-by-month";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("contractor.pages");
  return { title: t("history") };
}

type SearchParams = Record<string, string | string[] | undefined>;

const filterSchema = z.object({
  projectId: z.uuid().optional().catch(undefined),
  year: z.coerce.number().int().min(2000).max(9999).optional().catch(undefined),
});

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text === "" ? undefined : text;
}

export default async function ContractorHistoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const params = await searchParams;
  const { projectId, year } = filterSchema.parse({ projectId: first(params.projectId), year: first(params.year) });
  const contractorId = actor.contractorId;
  const db = await getDb();
  const today = businessToday();
  // The chart shows the filtered year, else the year of the last month that is over.
  const chartYear = year ?? BillingPeriod.current(today).previous().year;
  // The first page is rendered here; the list loads the next ones from GET /api/timesheets.
  const [projects, history, fees] = await Promise.all([
    contractorId ? listContractorProjects(db, contractorId) : Promise.resolve([]),
    listContractorHistory(db, actor, { today, projectId, year }),
    sumContractorFeesByMonth(db, actor, { today, year: chartYear, projectId }),
  ]);
  const filtered = projectId !== undefined || year !== undefined;
  const t = await getTranslations("contractor");
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title={t("pages.history")}
        description={t("history.description")}
      />
      <HistoryFilters projects={projects} years={history.years} projectId={projectId} year={year} />
      {history.data.length === 0 ? (
        <EmptyState
          icon={History}
          title={filtered ? t("history.noMatch") : t("history.none")}
          description={
            filtered ? t("history.noMatchDescription") : t("history.noneDescription")
          }
          action={
            <Link href={filtered ? "/contractor/history" : "/contractor"} className={buttonVariants({ variant: "outline" })}>
              {filtered ? t("history.clearFilters") : t("history.goToProjects")}
            </Link>
          }
        />
      ) : (
        <>
          <HistoryFeeChart year={chartYear} series={fees} />
          <HistoryList key={JSON.stringify(history.query)} query={history.query} firstPage={{ data: history.data, nextCursor: history.nextCursor }} />
        </>
      )}
    </div>
  );
}
