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

/** What each flag of spec point 5 switches, in the words of the screens it changes. */
const FLAG_PURPOSE: Readonly<Record<string, string>> = {
  FEATURE_INVOICING: "Invoices: generating, uploading and downloading the contractors' invoices.",
  FEATURE_EXPENSES: "Expenses: the Expenses tab, expense records, expense exports and expense invoices.",
};

export interface FeatureFlag {
  name: string;
  on: boolean;
}

/**
 * The flags are environment variables read when the server starts, so the screen can only say
 * how they are set and how to change them.
 */
function FeatureFlags({ flags }: { flags: readonly FeatureFlag[] }) {
  return (
    <ul aria-label="Feature flags" className="flex flex-col divide-y rounded-md border text-sm">
      {flags.map((flag) => (
        <li key={flag.name} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2">
          <code className="text-xs font-medium">{flag.name}</code>
          <Badge variant={flag.on ? "secondary" : "outline"}>{flag.on ? "On" : "Off"}</Badge>
          {FLAG_PURPOSE[flag.name] ? <span className="text-muted-foreground">{FLAG_PURPOSE[flag.name]}</span> : null}
          <span className="basis-full text-xs text-muted-foreground">
            Set {flag.name}={flag.on ? "false" : "true"} in the server&apos;s environment and restart the server to switch it {flag.on ? "off" : "on"}.
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Feature flags (set in the environment, shown here) and the configuration entries (edited here). */
export function ConfigurationsSection({ entries, flags }: { entries: readonly Configuration[]; flags: readonly FeatureFlag[] }) {
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
      <FeatureFlags flags={flags} />
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
