"use client";

import { KeyRound, Plus, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ShownOnceDialog } from "@/components/ui/shown-once-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useRevokeApiKey } from "@/hooks/use-api-keys";
import { formatTimestamp } from "@/lib/format/date";
import type { ApiKeyView } from "@/lib/schemas/api-keys";
import { ApiKeyFormDialog } from "./api-key-form-dialog";

const STATUS_LABEL = { ACTIVE: "Active", EXPIRED: "Expired", REVOKED: "Revoked" } as const;

function RevokeButton({ apiKey }: { apiKey: ApiKeyView }) {
  const revoke = useRevokeApiKey();
  return (
    <ConfirmDialog
      subject={`the key "${apiKey.name}"`}
      actionLabel="Revoke"
      description={`${apiKey.servicePrincipal.name} can no longer call the API with it; its next request is refused. This cannot be undone.`}
      onConfirm={async () => {
        await revoke.mutateAsync(apiKey.id).catch(showRefusal);
        toast({ title: "API key revoked", description: apiKey.name });
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Revoke the key ${apiKey.name}`}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}

function columns(timeZone: string): ColumnDef<ApiKeyView>[] {
  return [
    {
      accessorKey: "name",
      header: "Name",
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="font-medium">{row.original.name}</span>
          <code className="text-xs text-muted-foreground">{row.original.prefix}…</code>
        </span>
      ),
    },
    { id: "principal", accessorFn: (k) => k.servicePrincipal.name, header: "Service principal" },
    {
      id: "status",
      accessorFn: (k) => STATUS_LABEL[k.status],
      header: "Status",
      cell: ({ row }) => <Badge variant={row.original.status === "ACTIVE" ? "secondary" : "destructive"}>{STATUS_LABEL[row.original.status]}</Badge>,
    },
    {
      id: "created",
      accessorFn: (k) => k.createdAt,
      header: "Created",
      cell: ({ row }) => (
        <span className="text-xs">
          {formatTimestamp(row.original.createdAt, timeZone)}
          {row.original.createdBy ? ` by ${row.original.createdBy}` : ""}
        </span>
      ),
    },
    { id: "expires", accessorFn: (k) => k.expiresAt ?? "", header: "Expires", cell: ({ row }) => <span className="text-xs">{row.original.expiresAt ? formatTimestamp(row.original.expiresAt, timeZone) : "Never"}</span> },
    { id: "used", accessorFn: (k) => k.lastUsedAt ?? "", header: "Last used", cell: ({ row }) => <span className="text-xs">{row.original.lastUsedAt ? formatTimestamp(row.original.lastUsedAt, timeZone) : "Not yet"}</span> },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { className: "w-20 text-right" },
      cell: ({ row }) => (row.original.status === "REVOKED" ? null : <span className="flex justify-end"><RevokeButton apiKey={row.original} /></span>),
    },
  ];
}

/** Keys of service principals (other systems calling the API), made and revoked here. */
export function ApiKeysSection({ apiKeys, timeZone }: { apiKeys: readonly ApiKeyView[]; timeZone: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const cols = useMemo(() => columns(timeZone), [timeZone]);
  const principals = useMemo(() => [...new Set(apiKeys.map((k) => k.servicePrincipal.name))].sort(), [apiKeys]);
  const add = (
    <ApiKeyFormDialog
      principals={principals}
      onCreated={setShown}
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          New API key
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      {apiKeys.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable
        columns={cols}
        data={apiKeys}
        getRowId={(k) => k.id}
        caption="API keys"
        empty={<EmptyState icon={KeyRound} title="No API keys yet" description="Give payroll, accounting or a script its own key, with an expiry, that you can revoke on its own." action={add} />}
      />
      <ShownOnceDialog
        title="API key"
        testId="api-key"
        secret={shown}
        onClose={() => setShown(null)}
        description="Copy it now: it is not shown again. Send it as the x-api-key header."
      />
    </div>
  );
}
