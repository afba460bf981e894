import type { Metadata } from "next";
import { Suspense } from "react";
import { PageHeader } from "@/components/admin/page-header";
import { ProjectsTable } from "@/components/admin/projects/projects-table";
import { SectionSkeleton } from "@/components/admin/section-skeleton";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listProjects } from "@/server/services/overview/list-projects";

export const metadata: Metadata = { title: "Projects" };

// No loading.tsx here: it would also wrap /admin/projects/[id], whose not-found must stay a real 404.
export default async function AdminProjectsPage() {
  await requirePageActor(["ADMIN"]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Projects" description="Open timesheets are those not yet approved or closed, of any month." />
      <Suspense fallback={<SectionSkeleton label="Loading projects…" />}>
        <ProjectList />
      </Suspense>
    </div>
  );
}

async function ProjectList() {
  const projects = await listProjects(await getDb());
  return <ProjectsTable projects={projects} />;
}
