import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientsTable } from "@/components/admin/clients/clients-table";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageActor } from "@/server/auth/page-actor";
import { getDb } from "@/server/db";
import { listClients } from "@/server/services/clients/list-clients";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.clients");
  return { title: t("title") };
}

export default async function AdminClientsPage() {
  await requirePageActor(["ADMIN"]);
  const db = await getDb();
  const [clients, entities, t] = await Promise.all([listClients(db), listInvoicingEntities(db), getTranslations("admin.clients")]);
  return (
    <div className="flex flex-col gap-5 p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ClientsTable clients={clients} invoicingEntities={entities.map(({ id, name }) => ({ id, name }))} />
    </div>
  );
}
