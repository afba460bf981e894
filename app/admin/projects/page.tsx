import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PageHeader } from "@/components/ui/page-header";
import { ProjectsTable } from "@/components/admin/projects/projects-table";
import { SectionSkeleton } from "@/components/ui/section-skeleton";
import { projectListQuery } from "@/lib/schemas/projects";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";
import { countProjects, listProjects } from "@/server/services/projects/list-projects";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.projects");
  return { title: t("title") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The first page of 50; more load in the browser. */
const PAGE_SIZE = 50;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

// No loading.tsx here: it would also wrap /admin/projects/[id], whose not-found must stay a real 404.
export default async function AdminProjectsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageActor(["ADMIN"]);
  const t = await getTranslations("admin.projects");
  const params = await searchParams;
  // Each filter the API would refuse (a search too long, a client that is no uuid) is dropped alone, as on other screens.
  const q = projectListQuery.shape.q.safeParse(first(params.q));
  const client = projectListQuery.shape.clientId.safeParse(first(params.client));
  const filters = {
    q: (q.success ? q.data : undefined) ?? "",
    clientId: client.success ? client.data : undefined,
    includeArchived: first(params.archived) === "true",
  };
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <Suspense fallback={<SectionSkeleton label={t("loading")} />}>
        <ProjectList filters={filters} />
      </Suspense>
    </div>
  );
}

async function ProjectList({ filters }: { filters: { q: string; clientId?: string; includeArchived: boolean } }) {
  const db = await getDb();
  const [firstPage, counts, clients, entities] = await Promise.all([
    listProjects(db, { ...filters, q: filters.q === "" ? undefined : filters.q, limit: PAGE_SIZE }),
    countProjects(db, filters.clientId),
    listClients(db),
    listInvoicingEntities(db),
  ]);
  return (
    <ProjectsTable
      firstPage={firstPage}
      filters={filters}
      counts={counts}
      clients={clients.map(({ id, name }) => ({ id, name }))}
      invoicingEntities={entities.map(({ id, name }) => ({ id, name }))}
    />
  );
}
