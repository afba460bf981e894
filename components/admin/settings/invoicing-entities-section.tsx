"use client";

import { Landmark, Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { AddButton } from "@/components/ui/add-button";
import { actionsColumn, TableSection, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { countryLabel } from "@/lib/format/labels";
import type { InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import { useCountryName } from "@/hooks/use-country-name";
import { InvoicingEntityFormDialog } from "./invoicing-entity-form-dialog";

type Cell = { row: { original: InvoicingEntity } };

function Title({ name }: { name: "name" | "partyType" | "country" | "currency" | "vatNumber" }) {
  const t = useTranslations("admin.invoicing.columns");
  return t(name);
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
  return <InvoicingEntityFormDialog entity={row.original} trigger={<IconButton icon={Pencil} label={t("editLabel", { name: row.original.name })} />} />;
}

// Constants: DataTable renders each cell as a component. Sorted by the stored values (the type, the country's table name).
const columns: ColumnDef<InvoicingEntity>[] = [
  { accessorKey: "name", header: () => <Title name="name" />, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { id: "partyType", accessorFn: (e) => e.partyType, header: () => <Title name="partyType" />, cell: PartyTypeCell },
  { id: "country", accessorFn: (e) => countryLabel(e.countryCode), header: () => <Title name="country" />, cell: CountryCell },
  { id: "currency", accessorFn: (e) => e.currency ?? "—", header: () => <Title name="currency" /> },
  { id: "vat", accessorFn: (e) => e.vatNumber ?? "—", header: () => <Title name="vatNumber" />, enableSorting: false },
  actionsColumn(EditCell, "w-16"),
];

/** Whom contractors invoice: create and edit. */
export function InvoicingEntitiesSection({ entities }: { entities: readonly InvoicingEntity[] }) {
  const t = useTranslations("admin.invoicing");
  return (
    <TableSection
      columns={columns}
      data={entities}
      caption={t("caption")}
      add={<InvoicingEntityFormDialog trigger={<AddButton>{t("newEntity")}</AddButton>} />}
      empty={{ icon: Landmark, title: t("emptyTitle"), description: t("emptyDescription") }}
    />
  );
}
