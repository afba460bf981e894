"use client";

import { KeyRound, Pencil, Plus, Trash2, Webhook } from "lucide-react";
import { useMemo, useState } from "react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteWebhookEndpoint, useRotateWebhookSecret } from "@/hooks/use-webhook-endpoints";
import type { WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookDeliveriesDialog } from "./webhook-deliveries-dialog";
import { WebhookEndpointFormDialog } from "./webhook-endpoint-form-dialog";

type ShownSecret = { secret: string; rotated: boolean } | null;

function EndpointActions({ endpoint, timeZone, showSecret }: { endpoint: WebhookEndpoint; timeZone: string; showSecret: (shown: ShownSecret) => void }) {
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  return (
    <span className="flex justify-end gap-1">
      <WebhookDeliveriesDialog endpoint={endpoint} timeZone={timeZone} />
      <WebhookEndpointFormDialog
        endpoint={endpoint}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Edit ${endpoint.url}`}>
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmDialog
        subject={`the signing secret of ${endpoint.url}`}
        actionLabel="Rotate"
        destructive={false}
        description="A new secret is shown once. The current one keeps signing beside it for 24 hours, so the receiver can switch."
        onConfirm={async () => {
          const rotated = await rotate.mutateAsync(endpoint.id).catch(showRefusal);
          showSecret({ secret: rotated.secret, rotated: true });
        }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Rotate the secret of ${endpoint.url}`}>
            <KeyRound aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmDialog
        subject={`the endpoint ${endpoint.url}`}
        description="Nothing more is sent there, and its delivery log is deleted with it."
        onConfirm={async () => {
          await remove.mutateAsync(endpoint.id).catch(showRefusal);
          toast({ title: "Endpoint deleted", description: endpoint.url });
        }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={`Delete ${endpoint.url}`}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </span>
  );
}

function columns(timeZone: string, showSecret: (shown: ShownSecret) => void): ColumnDef<WebhookEndpoint>[] {
  return [
    {
      accessorKey: "url",
      header: "URL",
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="break-all font-medium">{row.original.url}</span>
          {row.original.description ? <span className="text-xs text-muted-foreground">{row.original.description}</span> : null}
        </span>
      ),
    },
    { id: "events", accessorFn: (e) => e.eventTypes.join(", "), header: "Events", enableSorting: false, cell: ({ row }) => <span className="text-xs">{row.original.eventTypes.join(", ")}</span> },
    {
      id: "state",
      accessorFn: (e) => (e.enabled ? "Enabled" : "Disabled"),
      header: "Status",
      cell: ({ row }) => (
        <span className="flex flex-col gap-0.5">
          <Badge variant={row.original.enabled ? "secondary" : "destructive"}>{row.original.enabled ? "Enabled" : "Disabled"}</Badge>
          {row.original.disabledReason ? <span className="text-xs text-destructive">{row.original.disabledReason}</span> : null}
        </span>
      ),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { className: "w-40 text-right" },
      cell: ({ row }) => <EndpointActions endpoint={row.original} timeZone={timeZone} showSecret={showSecret} />,
    },
  ];
}

/** Where other systems hear about changes: endpoints, their secrets, and what was delivered. */
export function WebhooksSection({ endpoints, timeZone }: { endpoints: readonly WebhookEndpoint[]; timeZone: string }) {
  const [shown, setShown] = useState<ShownSecret>(null);
  const cols = useMemo(() => columns(timeZone, setShown), [timeZone]);
  const add = (
    <WebhookEndpointFormDialog
      onCreated={(secret) => setShown({ secret, rotated: false })}
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          New endpoint
        </Button>
      }
    />
  );
  return (
    <div className="flex flex-col gap-3">
      {endpoints.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable
        columns={cols}
        data={endpoints}
        getRowId={(endpoint) => endpoint.id}
        caption="Webhook endpoints"
        empty={
          <EmptyState
            icon={Webhook}
            title="No webhook endpoints yet"
            description="Tell payroll, accounting or chat when a timesheet is submitted, approved or closed, an invoice is issued or a contractor is invited."
            action={add}
          />
        }
      />
      <SigningSecretDialog secret={shown?.secret ?? null} rotated={shown?.rotated ?? false} onClose={() => setShown(null)} />
    </div>
  );
}
