import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { z } from "zod";
import { PageHeader } from "@/components/ui/page-header";
import { PageSection } from "@/components/ui/page-section";
import { ProjectActions } from "@/components/admin/projects/project-actions";
import { ProjectEngagements } from "@/components/admin/projects/project-engagements";
import { ProjectFacts } from "@/components/admin/projects/project-facts";
import { ProjectReviewers } from "@/components/admin/projects/project-reviewers";
import { SectionSkeleton } from "@/components/ui/section-skeleton";
import { parseTimesheetSearch } from "@/components/admin/timesheets/timesheet-search";
import { TimesheetsTable } from "@/components/admin/timesheets/timesheets-table";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { businessToday } from "@/server/clock";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";
import { hasContractorToAdd } from "@/server/services/contractors/list-contractors";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";
import { getProjectDetail } from "@/server/services/projects/get-project-detail";
import { listAdminTimesheets } from "@/server/services/timesheets/list-admin-timesheets";
import { getProject } from "@/server/services/projects/get-project";

// Static: a project's name is not put in metadata, which may render before the role check.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.projects.detail");
  return { title: t("title") };
}

const RECENT_TIMESHEETS = 12;

/**
 * No loading.tsx for this route (nor its parents): the project is looked up before anything
 * streams, so an unknown or malformed id is a real 404. The slower sections stream after.
 */
export default async function AdminProjectPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePageActor(["ADMIN"]);
  // A malformed id is a missing page, not a database error.
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const db = await getDb();
  const project = await getProjectDetail(db, { projectId: id.data });
  if (!project) notFound();
  const [editable, clients, entities, t] = await Promise.all([getProject(db, id.data), listClients(db), listInvoicingEntities(db), getTranslations("admin.projects")]);
  return (
    <div className="flex flex-col gap-6 p-6">
      <PageHeader
        title={project.name}
        backTo={{ href: "/admin/projects", label: t("detail.breadcrumb") }}
        description={
          <span className="flex items-center gap-2">
            {project.clientName}
            {project.archivedAt ? <Badge variant="outline">{t("archived")}</Badge> : null}
          </span>
        }
        actions={
          <ProjectActions
            project={editable}
            clients={clients.map(({ id, name }) => ({ id, name }))}
            invoicingEntities={entities.map(({ id, name }) => ({ id, name }))}
          />
        }
      />
      <ProjectFacts {...project} reviewers={<ProjectReviewers projectId={project.id} reviewers={editable.reviewers} />} />
      <section aria-labelledby="engagements-heading" className="flex flex-col gap-3">
        <Suspense fallback={<SectionSkeleton label={t("detail.loadingContractors")} rows={4} />}>
          <Engagements projectId={project.id} people={editable.engagements} defaultStart={project.startDate ?? businessToday()} />
        </Suspense>
      </section>
      <Suspense fallback={<SectionSkeleton label={t("detail.loadingRecent")} rows={6} />}>
        <RecentTimesheets projectId={project.id} projectName={project.name} />
      </Suspense>
    </div>
  );
}

async function Engagements({ projectId, people, defaultStart }: { projectId: string; people: Awaited<ReturnType<typeof getProject>>["engagements"]; defaultStart: string }) {
  const hasCandidates = await hasContractorToAdd(await getDb(), projectId);
  return <ProjectEngagements projectId={projectId} people={people} hasCandidates={hasCandidates} defaultStart={defaultStart} />;
}

async function RecentTimesheets({ projectId, projectName }: { projectId: string; projectName: string }) {
  const [recent, t] = await Promise.all([
    listAdminTimesheets(await getDb(), {
      filters: { projectId },
      sort: { by: "period", desc: true },
      page: 1,
      pageSize: RECENT_TIMESHEETS,
    }),
    getTranslations("admin.projects.detail"),
  ]);
  return (
    <PageSection
      id="recent"
      title={
        <>
          {t("recent")} <span className="font-normal text-muted-foreground">{t("recentCount", { shown: recent.rows.length, total: recent.total })}</span>
        </>
      }
      actions={
        recent.total > 0 ? (
          <Link href={`/admin/timesheets?project=${projectId}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
            {t("allOfProject")}
          </Link>
        ) : null
      }
    >
      {recent.total === 0 ? (
        <EmptyState
          title={t("recentEmptyTitle")}
          description={t("recentEmptyDescription")}
        />
      ) : (
        <TimesheetsTable
          rows={recent.rows}
          search={parseTimesheetSearch({})}
          timeZone={env.BUSINESS_TIME_ZONE}
          linkWithinList={false}
          caption={t("recentCaption", { project: projectName })}
        />
      )}
    </PageSection>
  );
}
