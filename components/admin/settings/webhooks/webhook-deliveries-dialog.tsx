"use client";

import { History, RotateCw, Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useMemo, useState } from "react";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { actionsColumn, DataTable, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useResendWebhookDelivery, useSendTestEvent, useWebhookDeliveries } from "@/hooks/use-webhook-endpoints";
import { useFormat } from "@/hooks/use-format";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";

const STATUS_VARIANT = { DELIVERED: "secondary", PENDING: "outline", FAILED: "destructive" } as const;

/** The refusal as a toast, and nothing more: the button stays as it was. */
function useQuietRefusal(): (error: unknown) => void {
  const showRefusal = useShowRefusal();
  return useCallback(
    (error: unknown) => {
      try {
        showRefusal(error);
      } catch {
        // shown as a toast
      }
    },
    [showRefusal],
  );
}

function ResendButton({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const t = useTranslations("admin.webhooks.deliveries");
  const quietly = useQuietRefusal();
  const resend = useResendWebhookDelivery(endpointId);
  return (
    <Button
      variant="ghost"
      size="sm"
      pending={resend.isPending}
      onClick={() =>
        void resend
          .mutateAsync(delivery.id)
          .then(() => toast({ title: t("queuedAgain"), description: t("queuedAgainDescription", { event: delivery.eventType }) }))
          .catch(quietly)
      }
    >
      <RotateCw aria-hidden="true" />
      {t("resend")}
    </Button>
  );
}

function useColumns(endpointId: string, timeZone: string): ColumnDef<WebhookDelivery>[] {
  const t = useTranslations("admin.webhooks.deliveries");
  const format = useFormat();
  return useMemo(() => [
    { accessorKey: "eventType", header: t("event"), cell: ({ row }) => <code className="text-xs">{row.original.eventType}</code> },
    {
      accessorKey: "status",
      header: t("statusHeader"),
      cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status]}>{t(`status.${row.original.status}`)}</Badge>,
    },
    { id: "code", accessorFn: (d) => d.responseStatus ?? "—", header: t("response"), meta: { className: "tabular-nums" } },
    {
      id: "duration",
      accessorFn: (d) => d.durationMs ?? -1,
      header: t("duration"),
      meta: { className: "tabular-nums whitespace-nowrap" },
      cell: ({ row }) => (row.original.durationMs === null ? "—" : t("durationMs", { ms: row.original.durationMs })),
    },
    { accessorKey: "attempts", header: t("attempts"), meta: { className: "text-right tabular-nums" } },
    timestampColumn<WebhookDelivery>({ id: "created", header: t("written"), at: (d) => d.createdAt, format, timeZone, className: "whitespace-nowrap" }),
    {
      id: "answer",
      header: t("answer"),
      enableSorting: false,
      cell: ({ row }) => <span className="line-clamp-2 max-w-56 break-all font-mono text-xs">{row.original.responseBody ?? "—"}</span>,
    },
    actionsColumn<WebhookDelivery>(({ row }) => (row.original.status === "FAILED" ? <ResendButton endpointId={endpointId} delivery={row.original} /> : null)),
  ] satisfies ColumnDef<WebhookDelivery>[], [t, format, endpointId, timeZone]);
}

/** An endpoint's last deliveries, "Send a test event", and "Resend" on a failed one. */
export function WebhookDeliveriesDialog({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const log = useWebhookDeliveries(open ? endpoint.id : null);
  const test = useSendTestEvent();
  const t = useTranslations("admin.webhooks.deliveries");
  const quietly = useQuietRefusal();
  const cols = useColumns(endpoint.id, timeZone);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={t("label", { url: endpoint.url })}>
          <History aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription className="break-all">{endpoint.url}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            disabled={!endpoint.enabled}
            pending={test.isPending}
            onClick={() =>
              void test
                .mutateAsync(endpoint.id)
                .then(() => toast({ title: t("testQueued"), description: t("testQueuedDescription") }))
                .catch(quietly)
            }
          >
            <Send aria-hidden="true" />
            {t("sendTest")}
          </Button>
        </div>
        {log.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <DataTable
            columns={cols}
            data={log.data ?? []}
            caption={t("caption")}
            empty={<EmptyState icon={History} title={t("emptyTitle")} description={t("emptyDescription")} />}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
