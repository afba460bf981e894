"use client";

import { Landmark, Pencil, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { countryLabel } from "@/lib/format/labels";
import type { InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import { useCountryName } from "../country-name";
import { InvoicingEntityFormDialog } from "./invoicing-entity-form-dialog";

type Cell = { row: { original: InvoicingEntity } };

function Title({ name }: { name: "name" | "partyType" | "country" | "currency" | "vatNumber" }) {
  const t = useTranslations("admin.invoicing.columns");
  return t(name);
}

function ActionsTitle() {
  const t = useTranslations("common");
  return t("actions");
}

function PartyTypeCell({ row }: Cell) {
  const t = useTranslations("admin.shared.partyType");
  return t(row.original.partyType);
}

function CountryCell({ row }: Cell) {
  return useCountryName()(row.original.countryCode);
}

function EditCell({ row }: Cell) {
  const t = useTranslations("admin.invoicing");
  return (
    <InvoicingEntityFormDialog
      entity={row.original}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { name: row.original.name })}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    />
  );
}

// Constants: DataTable renders each cell as a component. Sorted by the stored values (the type, the country's table name).
const columns: ColumnDef<InvoicingEntity>[] = [
  { accessorKey: "name", header: () => <Title name="name" />, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { id: "partyType", accessorFn: (e) => e.partyType, header: () => <Title name="partyType" />, cell: PartyTypeCell },
  { id: "country", accessorFn: (e) => countryLabel(e.countryCode), header: () => <Title name="country" />, cell: CountryCell },
  { id: "currency", accessorFn: (e) => e.currency ?? "—", header: () => <Title name="currency" /> },
  { id: "vat", accessorFn: (e) => e.vatNumber ?? "—", header: () => <Title name="vatNumber" />, enableSorting: false },
  { id: "actions", header: ActionsTitle, enableSorting: false, meta: { className: "w-16 text-right" }, cell: EditCell },
];

/** Whom contractors invoice: create and edit. */
export function InvoicingEntitiesSection({ entities }: { entities: readonly InvoicingEntity[] }) {
  const t = useTranslations("admin.invoicing");
  const add = (
    <InvoicingEntityFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t("newEntity")}
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      {entities.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable
        columns={columns}
        data={entities}
        getRowId={(entity) => entity.id}
        caption={t("caption")}
        empty={
          <EmptyState
            icon={Landmark}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={add}
          />
        }
      />
    </div>
  );
}
