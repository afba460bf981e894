"use client";

import { Pencil, Plus, Settings2, Trash2 } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteConfiguration } from "@/hooks/use-settings";
import type { Configuration } from "@/lib/schemas/configurations";
import { ConfigurationFormDialog } from "./configuration-form-dialog";

function DeleteConfiguration({ entry }: { entry: Configuration }) {
  const remove = useDeleteConfiguration();
  return (
    <ConfirmDialog
      subject={`configuration "${entry.key}"`}
      description="The app falls back to its built-in default for this setting."
      onConfirm={async () => {
        await remove.mutateAsync(entry.key).catch(showRefusal);
        toast({ title: "Configuration deleted", description: entry.key });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${entry.key}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

const columns: ColumnDef<Configuration>[] = [
  { accessorKey: "key", header: "Key", cell: ({ row }) => <code className="text-xs">{row.original.key}</code> },
  { id: "value", accessorFn: (c) => JSON.stringify(c.value), header: "Value", enableSorting: false, cell: ({ getValue }) => <code className="text-xs">{String(getValue())}</code> },
  { accessorKey: "description", header: "Description", enableSorting: false, cell: ({ row }) => row.original.description ?? "—" },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    meta: { className: "w-24 text-right" },
    cell: ({ row }) => (
      <span className="flex justify-end gap-1">
        <ConfigurationFormDialog
          entry={row.original}
          trigger={
            <Button variant="ghost" size="icon-sm" aria-label={`Edit ${row.original.key}`}>
              <Pencil aria-hidden="true" />
            </Button>
          }
        />
        <DeleteConfiguration entry={row.original} />
      </span>
    ),
  },
];

/** Feature flags (set in the environment, shown here) and the configuration entries (edited here). */
export function ConfigurationsSection({ entries, flags }: { entries: readonly Configuration[]; flags: readonly { name: string; on: boolean }[] }) {
  const add = (
    <ConfigurationFormDialog
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          New entry
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Feature flags (environment variables, change them in the deployment):</span>
        {flags.map((flag) => (
          <Badge key={flag.name} variant={flag.on ? "secondary" : "outline"}>
            <code>{flag.name}</code>: {flag.on ? "on" : "off"}
          </Badge>
        ))}
      </div>
      <div className="flex justify-end">{entries.length > 0 ? add : null}</div>
      <DataTable
        columns={columns}
        data={entries}
        getRowId={(entry) => entry.id}
        caption="Configuration entries"
        empty={
          <EmptyState
            icon={Settings2}
            title="No configuration entries"
            description="Everything runs on built-in defaults. Add an entry (e.g. reviewLinks.validityDays) to change one."
            action={add}
          />
        }
      />
    </div>
  );
}
