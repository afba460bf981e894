"use client";

import { Landmark, Pencil, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { countryLabel, enumLabel } from "@/lib/format/labels";
import type { InvoicingEntity } from "@/lib/schemas/invoicing-entities";
import { InvoicingEntityFormDialog } from "./invoicing-entity-form-dialog";

const columns: ColumnDef<InvoicingEntity>[] = [
  { accessorKey: "name", header: "Name", cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
  { id: "partyType", accessorFn: (e) => enumLabel(e.partyType), header: "Party type" },
  { id: "country", accessorFn: (e) => countryLabel(e.countryCode), header: "Country" },
  { id: "currency", accessorFn: (e) => e.currency ?? "—", header: "Currency" },
  { id: "vat", accessorFn: (e) => e.vatNumber ?? "—", header: "VAT number", enableSorting: false },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    meta: { className: "w-16 text-right" },
    cell: ({ row }) => (
      <InvoicingEntityFormDialog
        entity={row.original}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${row.original.name}`}>
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
    ),
  },
];

/** Whom contractors invoice: create and edit. */
export function InvoicingEntitiesSection({ entities }: { entities: readonly InvoicingEntity[] }) {
  const add = (
    <InvoicingEntityFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          New invoicing entity
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
        caption="Invoicing entities"
        empty={
          <EmptyState
            icon={Landmark}
            title="No invoicing entities yet"
            description="Add the company contractors invoice (your own company, usually); clients and projects can then name it."
            action={add}
          />
        }
      />
    </div>
  );
}
