import type { Metadata } from "next";
import { ClientsTable } from "@/components/admin/clients/clients-table";
import { PageHeader } from "@/components/admin/page-header";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

export const metadata: Metadata = { title: "Clients" };

export default async function AdminClientsPage() {
  await requirePageActor(["ADMIN"]);
  const db = await getDb();
  const [clients, entities] = await Promise.all([listClients(db), listInvoicingEntities(db)]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title="Clients" description="The companies projects are done for. A client with projects cannot be deleted." />
      <ClientsTable clients={clients} invoicingEntities={entities.map(({ id, name }) => ({ id, name }))} />
    </div>
  );
}
