import { BookOpen, FolderKanban } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { PageHeader } from "@/components/admin/page-header";
import { EngagementOverview } from "@/components/contractor/engagement-overview";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { env } from "@/env";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { getContractorOverview } from "@/server/services/overview/get-contractor-overview";

export const metadata: Metadata = { title: "Projects" };

type SearchParams = Record<string, string | string[] | undefined>;

/** A malformed id in the URL is treated like a project that is not the contractor's. */
function uuidParam(value: string | string[] | undefined): string | null | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === undefined || text === "") return undefined;
  const parsed = z.uuid().safeParse(text);
  return parsed.success ? parsed.data : null;
}

export default async function ContractorOverviewPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const actor = await requirePageActor(["SUBCONTRACTOR"]);
  const params = await searchParams;
  const projectId = uuidParam(params.projectId);
  const timesheetId = uuidParam(params.timesheetId) ?? undefined;
  const today = businessToday();
  const overview =
    actor.contractorId && projectId !== null
      ? await getContractorOverview(await getDb(), { contractorId: actor.contractorId, today, projectId })
      : { engagements: [], hiddenCount: 0 };
  const handbook = (
    <a href={env.NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <BookOpen aria-hidden="true" />
      Contractor handbook
    </a>
  );
  const filtered = projectId !== undefined;
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title={filtered && overview.engagements[0] ? overview.engagements[0].projectName : "Your projects"}
        description={`Current billing period: ${BillingPeriod.current(today).name}. Each project has one timesheet per month.`}
        breadcrumb={
          filtered ? (
            <Link href="/contractor" className="underline-offset-4 hover:underline">
              All projects
            </Link>
          ) : undefined
        }
        actions={handbook}
      />
      {overview.engagements.length === 0 ? (
        <EmptyState
          icon={FolderKanban}
          title={filtered ? "This project is not one of yours" : "You are not on a project yet"}
          description={
            filtered
              ? "Pick one of your projects in the menu, or see all of them."
              : "An administrator engages you on a project; its monthly timesheets appear here from its first month. The handbook explains how settling works."
          }
          action={filtered ? <Link href="/contractor" className={buttonVariants({ variant: "outline" })}>All projects</Link> : handbook}
        />
      ) : (
        overview.engagements.map((engagement) => (
          <EngagementOverview key={engagement.id} {...engagement} selectedTimesheetId={timesheetId} />
        ))
      )}
      {!filtered && overview.hiddenCount > 0 ? (
        <p className="text-sm text-muted-foreground">
          {overview.hiddenCount === 1 ? "One finished project is" : `${overview.hiddenCount} finished projects are`} hidden: ended
          more than 60 days ago with every month approved.{" "}
          <Link href="/contractor/history" className="text-primary underline-offset-4 hover:underline">
            See them in your history.
          </Link>
        </p>
      ) : null}
    </div>
  );
}
