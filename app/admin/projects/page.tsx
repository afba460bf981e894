import type { Metadata } from "next";
import { Suspense } from "react";
import { z } from "zod";
import { PageHeader } from "@/components/admin/page-header";
import { ProjectsTable } from "@/components/admin/projects/projects-table";
import { SectionSkeleton } from "@/components/admin/section-skeleton";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";
import { listProjectOverview } from "@/server/services/projects/list-project-overview";

export const metadata: Metadata = { title: "Projects" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// No loading.tsx here: it would also wrap /admin/projects/[id], whose not-found must stay a real 404.
export default async function AdminProjectsPage({ searchParams }: { searchParams: SearchParams }) {
  await requirePageActor(["ADMIN"]);
  const client = z.uuid().safeParse((await searchParams).client);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Projects" description="Open timesheets are those not yet approved or closed, of any month." />
      <Suspense fallback={<SectionSkeleton label="Loading projects…" />}>
        <ProjectList clientId={client.success ? client.data : undefined} />
      </Suspense>
    </div>
  );
}

async function ProjectList({ clientId }: { clientId?: string }) {
  const db = await getDb();
  const [projects, clients, entities] = await Promise.all([listProjectOverview(db), listClients(db), listInvoicingEntities(db)]);
  return (
    <ProjectsTable
      projects={projects}
      clients={clients.map(({ id, name }) => ({ id, name }))}
      invoicingEntities={entities.map(({ id, name }) => ({ id, name }))}
      clientId={clientId}
    />
  );
}
