import type { Metadata } from "next";
import { ClientsTable } from "@/components/admin/directory/clients-table";
import { PageHeader } from "@/components/admin/page-header";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";

export const metadata: Metadata = { title: "Clients" };

export default async function AdminClientsPage() {
  await requirePageActor(["ADMIN"]);
  const clients = (await listClients(await getDb())).map((client) => ({ ...client, projectCount: client.projectsCount }));
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Clients" description="The companies projects are done for." />
      <ClientsTable clients={clients} />
    </div>
  );
}
