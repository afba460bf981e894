import type { Metadata } from "next";
import { ContractorsTable } from "@/components/admin/contractors/contractors-table";
import { PageHeader } from "@/components/admin/page-header";
import { env } from "@/env";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listContractors } from "@/server/services/contractors/list-contractors";
import { listProjectOverview } from "@/server/services/projects/list-project-overview";

export const metadata: Metadata = { title: "Users" };

export default async function AdminContractorsPage() {
  await requirePageActor(["ADMIN"]);
  const db = await getDb();
  const [contractors, projects] = await Promise.all([listContractors(db), listProjectOverview(db)]);
  const invited = contractors.filter((contractor) => contractor.status === "INVITED").length;
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title="Users"
        description={`${contractors.length} ${contractors.length === 1 ? "contractor" : "contractors"}${invited > 0 ? `, ${invited} still invited (not signed in yet)` : ""}. A name opens their details.`}
      />
      <ContractorsTable contractors={contractors} timeZone={env.BUSINESS_TIME_ZONE} hasProjects={projects.length > 0} />
    </div>
  );
}
