"use client";

import { KeyRound, Pencil, Plus, Trash2, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { useShowRefusal } from "@/components/admin/refusal-toast";
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
  const t = useTranslations("admin.webhooks.list");
  const common = useTranslations("common");
  const showRefusal = useShowRefusal();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const url = endpoint.url;
  return (
    <span className="flex justify-end gap-1">
      <WebhookDeliveriesDialog endpoint={endpoint} timeZone={timeZone} />
      <WebhookEndpointFormDialog
        endpoint={endpoint}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { url })}>
            <Pencil aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmDialog
        title={t("rotateTitle", { url })}
        actionLabel={t("rotate")}
        destructive={false}
        description={t("rotateDescription")}
        onConfirm={async () => {
          const rotated = await rotate.mutateAsync(endpoint.id).catch(showRefusal);
          showSecret({ secret: rotated.secret, rotated: true });
        }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={t("rotateLabel", { url })}>
            <KeyRound aria-hidden="true" />
          </Button>
        }
      />
      <ConfirmDialog
        title={t("deleteTitle", { url })}
        actionLabel={common("delete")}
        description={t("deleteDescription")}
        onConfirm={async () => {
          await remove.mutateAsync(endpoint.id).catch(showRefusal);
          toast({ title: t("deleted"), description: url });
        }}
        trigger={
          <Button variant="ghost" size="icon-sm" aria-label={t("deleteLabel", { url })}>
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </span>
  );
}

function useColumns(timeZone: string, showSecret: (shown: ShownSecret) => void): ColumnDef<WebhookEndpoint>[] {
  const t = useTranslations("admin.webhooks.list");
  const common = useTranslations("common");
  return useMemo(() => [
    {
      accessorKey: "url",
      header: t("url"),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span className="break-all font-medium">{row.original.url}</span>
          {row.original.description ? <span className="text-xs text-muted-foreground">{row.original.description}</span> : null}
        </span>
      ),
    },
    { id: "events", accessorFn: (e) => e.eventTypes.join(", "), header: t("events"), enableSorting: false, cell: ({ row }) => <span className="text-xs">{row.original.eventTypes.join(", ")}</span> },
    {
      id: "state",
      accessorFn: (e) => (e.enabled ? 0 : 1),
      header: t("status"),
      cell: ({ row }) => (
        <span className="flex flex-col gap-0.5">
          <Badge variant={row.original.enabled ? "secondary" : "destructive"}>{row.original.enabled ? t("enabled") : t("disabled")}</Badge>
          {row.original.disabledReason ? <span className="text-xs text-destructive">{row.original.disabledReason}</span> : null}
        </span>
      ),
    },
    {
      id: "actions",
      header: common("actions"),
      enableSorting: false,
      meta: { className: "w-40 text-right" },
      cell: ({ row }) => <EndpointActions endpoint={row.original} timeZone={timeZone} showSecret={showSecret} />,
    },
  ] satisfies ColumnDef<WebhookEndpoint>[], [t, common, timeZone, showSecret]);
}

/** Where other systems hear about changes: endpoints, their secrets, and what was delivered. */
export function WebhooksSection({ endpoints, timeZone }: { endpoints: readonly WebhookEndpoint[]; timeZone: string }) {
  const [shown, setShown] = useState<ShownSecret>(null);
  const t = useTranslations("admin.webhooks.list");
  const cols = useColumns(timeZone, setShown);
  const add = (
    <WebhookEndpointFormDialog
      onCreated={(secret) => setShown({ secret, rotated: false })}
      trigger={
        <Button variant="outline" size="sm">
          <Plus aria-hidden="true" />
          {t("newEndpoint")}
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
        caption={t("caption")}
        empty={
          <EmptyState
            icon={Webhook}
            title={t("emptyTitle")}
            description={t("emptyDescription")}
            action={add}
          />
        }
      />
      <SigningSecretDialog secret={shown?.secret ?? null} rotated={shown?.rotated ?? false} onClose={() => setShown(null)} />
    </div>
  );
}
