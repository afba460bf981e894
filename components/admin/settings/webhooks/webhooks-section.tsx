"use client";

import { KeyRound, Pencil, Trash2, Webhook } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, TableSection, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { useDeleteWebhookEndpoint, useRotateWebhookSecret } from "@/hooks/use-webhook-endpoints";
import type { WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";
import { SigningSecretDialog } from "./signing-secret-dialog";
import { WebhookDeliveriesDialog } from "./webhook-deliveries-dialog";
import { WebhookEndpointFormDialog } from "./webhook-endpoint-form-dialog";

type ShownSecret = { secret: string; rotated: boolean } | null;

function EndpointActions({ endpoint, timeZone, showSecret }: { endpoint: WebhookEndpoint; timeZone: string; showSecret: (shown: ShownSecret) => void }) {
  const t = useTranslations("admin.webhooks.list");
  const common = useTranslations("common");
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const url = endpoint.url;
  return (
    <span className="flex justify-end gap-1">
      <WebhookDeliveriesDialog endpoint={endpoint} timeZone={timeZone} />
      <WebhookEndpointFormDialog endpoint={endpoint} trigger={<IconButton icon={Pencil} label={t("editLabel", { url })} />} />
      <ConfirmAction
        title={t("rotateTitle", { url })}
        actionLabel={t("rotate")}
        destructive={false}
        description={t("rotateDescription")}
        run={() => rotate.mutateAsync(endpoint.id)}
        done={(rotated) => showSecret({ secret: rotated.secret, rotated: true })}
        trigger={<IconButton icon={KeyRound} label={t("rotateLabel", { url })} />}
      />
      <ConfirmAction
        title={t("deleteTitle", { url })}
        actionLabel={common("delete")}
        description={t("deleteDescription")}
        run={() => remove.mutateAsync(endpoint.id)}
        done={{ title: t("deleted"), description: url }}
        trigger={<IconButton icon={Trash2} label={t("deleteLabel", { url })} />}
      />
    </span>
  );
}

function useColumns(timeZone: string, showSecret: (shown: ShownSecret) => void): ColumnDef<WebhookEndpoint>[] {
  const t = useTranslations("admin.webhooks.list");
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
    actionsColumn<WebhookEndpoint>(({ row }) => <EndpointActions endpoint={row.original} timeZone={timeZone} showSecret={showSecret} />, "w-40"),
  ] satisfies ColumnDef<WebhookEndpoint>[], [t, timeZone, showSecret]);
}

/** Where other systems hear about changes: endpoints, their secrets, and what was delivered. */
export function WebhooksSection({ endpoints, timeZone }: { endpoints: readonly WebhookEndpoint[]; timeZone: string }) {
  const [shown, setShown] = useState<ShownSecret>(null);
  const t = useTranslations("admin.webhooks.list");
  const cols = useColumns(timeZone, setShown);
  return (
    <TableSection
      columns={cols}
      data={endpoints}
      caption={t("caption")}
      add={<WebhookEndpointFormDialog onCreated={(secret) => setShown({ secret, rotated: false })} trigger={<AddButton>{t("newEndpoint")}</AddButton>} />}
      empty={{ icon: Webhook, title: t("emptyTitle"), description: t("emptyDescription") }}
    >
      <SigningSecretDialog secret={shown?.secret ?? null} rotated={shown?.rotated ?? false} onClose={() => setShown(null)} />
    </TableSection>
  );
}
