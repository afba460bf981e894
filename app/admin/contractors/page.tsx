import type { Metadata } from "next";
import { ContractorsTable } from "@/components/admin/directory/contractors-table";
import { PageHeader } from "@/components/admin/page-header";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listContractors } from "@/server/services/contractors/list-contractors";

export const metadata: Metadata = { title: "Users" };

export default async function AdminContractorsPage() {
  await requirePageActor(["ADMIN"]);
  const contractors = await listContractors(await getDb());
  const invited = contractors.filter((contractor) => contractor.status === "INVITED").length;
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader
        title="Users"
        description={`${contractors.length} ${contractors.length === 1 ? "contractor" : "contractors"}${invited > 0 ? `, ${invited} still invited (not signed in yet)` : ""}. A name opens their timesheets.`}
      />
      <ContractorsTable contractors={contractors} />
    </div>
  );
}
