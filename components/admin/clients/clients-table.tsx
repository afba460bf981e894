"use client";

import { Building2, Pencil } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { createContext, use, useMemo, useState } from "react";
import { matchesQuery, SearchInput } from "@/components/ui/search-input";
import { AddButton } from "@/components/ui/add-button";
import { actionsColumn, SearchTable, type CellContext, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { IconButton } from "@/components/ui/icon-button";
import { URL_REQUESTS } from "@/lib/navigation/palette-actions";
import { countryLabel } from "@/lib/format/labels";
import type { Client } from "@/lib/schemas/clients";
import { useCountryName } from "@/hooks/use-country-name";
import { ClientFormDialog } from "./client-form-dialog";
import { DeleteClientButton } from "./delete-client-button";

type Entity = { id: string; name: string };

// DataTable renders a cell function as a component, so columns rebuilt from the page's props would
// remount every cell on each refresh (after a save, say: the focus could not return to the row's
// Edit button). The columns are a constant; the edit dialog reads the invoicing entities here.
const InvoicingEntitiesContext = createContext<readonly Entity[]>([]);

function ClientActions({ row }: CellContext<Client, unknown>) {
  const invoicingEntities = use(InvoicingEntitiesContext);
  const t = useTranslations("admin.clients");
  return (
    <span className="flex justify-end gap-1">
      <ClientFormDialog client={row.original} invoicingEntities={invoicingEntities} trigger={<IconButton icon={Pencil} label={t("editLabel", { name: row.original.name })} />} />
      <DeleteClientButton client={row.original} />
    </span>
  );
}

function Title({ name }: { name: "client" | "country" | "address" | "invoicingEntity" | "projects" }) {
  const t = useTranslations("admin.clients.columns");
  return t(name);
}

function CountryCell({ row }: CellContext<Client, unknown>) {
  return useCountryName()(row.original.countryCode);
}

const COLUMNS: ColumnDef<Client>[] = [
  { accessorKey: "name", header: () => <Title name="client" />, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  // Sorted by the reference table's (English) name; shown in the reader's language.
  { id: "country", accessorFn: (client) => countryLabel(client.countryCode), header: () => <Title name="country" />, cell: CountryCell },
  {
    id: "address",
    accessorFn: (client) => client.address ?? "",
    header: () => <Title name="address" />,
    enableSorting: false,
    cell: ({ row }) => <span className="line-clamp-2 whitespace-pre-line text-muted-foreground">{row.original.address ?? "—"}</span>,
  },
  { id: "invoicingEntity", accessorFn: (client) => client.invoicingEntity?.name ?? "—", header: () => <Title name="invoicingEntity" /> },
  {
    accessorKey: "projectsCount",
    header: () => <Title name="projects" />,
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) =>
      row.original.projectsCount > 0 ? (
        <Link href={`/admin/projects?client=${row.original.id}`} className="underline-offset-4 hover:underline">
          {row.original.projectsCount}
        </Link>
      ) : (
        0
      ),
  },
  actionsColumn(ClientActions, "w-24"),
];

/** The Clients screen: search, create, edit and delete (when unused). */
export function ClientsTable({ clients, invoicingEntities }: { clients: readonly Client[]; invoicingEntities: readonly Entity[] }) {
  const t = useTranslations("admin.clients");
  const countryName = useCountryName();
  const [query, setQuery] = useState("");
  const shown = useMemo(
    () => clients.filter((client) => matchesQuery(query, client.name, countryName(client.countryCode), client.address, client.invoicingEntity?.name)),
    [clients, query, countryName],
  );
  const newClient = (
    <ClientFormDialog
      invoicingEntities={invoicingEntities}
      openOnParam={URL_REQUESTS.newClient}
      trigger={
        <AddButton variant="default" size="default">
          {t("newClient")}
        </AddButton>
      }
    />
  );
  if (clients.length === 0) {
    return (
      <EmptyState
        icon={Building2}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
        action={newClient}
      />
    );
  }
  return (
    <InvoicingEntitiesContext value={invoicingEntities}>
      <SearchTable
        search={<SearchInput label={t("search")} value={query} onChange={setQuery} />}
        add={newClient}
        columns={COLUMNS}
        data={shown}
        caption={t("caption")}
        noMatch={{ title: t("noMatchTitle"), description: t("noMatchDescription") }}
      />
    </InvoicingEntitiesContext>
  );
}
