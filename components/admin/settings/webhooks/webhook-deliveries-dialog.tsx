"use client";

import { History, RotateCw, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast/use-toast";
import { useResendWebhookDelivery, useSendTestEvent, useWebhookDeliveries } from "@/hooks/use-webhook-endpoints";
import { formatTimestamp } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/schemas/webhook-endpoints";

const STATUS_VARIANT = { DELIVERED: "secondary", PENDING: "outline", FAILED: "destructive" } as const;

const quietly = (error: unknown) => {
  try {
    showRefusal(error);
  } catch {
    // shown as a toast
  }
};

function ResendButton({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const resend = useResendWebhookDelivery(endpointId);
  return (
    <Button
      variant="ghost"
      size="sm"
      pending={resend.isPending}
      onClick={() =>
        void resend
          .mutateAsync(delivery.id)
          .then(() => toast({ title: "Queued again", description: `${delivery.eventType} is sent again within seconds.` }))
          .catch(quietly)
      }
    >
      <RotateCw aria-hidden="true" />
      Resend
    </Button>
  );
}

function columns(endpointId: string, timeZone: string): ColumnDef<WebhookDelivery>[] {
  return [
    { accessorKey: "eventType", header: "Event", cell: ({ row }) => <code className="text-xs">{row.original.eventType}</code> },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row }) => <Badge variant={STATUS_VARIANT[row.original.status]}>{enumLabel(row.original.status)}</Badge>,
    },
    { id: "code", accessorFn: (d) => d.responseStatus ?? "—", header: "Response", meta: { className: "tabular-nums" } },
    { id: "duration", accessorFn: (d) => (d.durationMs === null ? "—" : `${d.durationMs} ms`), header: "Duration", meta: { className: "tabular-nums whitespace-nowrap" } },
    { accessorKey: "attempts", header: "Attempts", meta: { className: "text-right tabular-nums" } },
    { id: "created", accessorFn: (d) => d.createdAt, header: "Written", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => formatTimestamp(row.original.createdAt, timeZone) },
    {
      id: "answer",
      header: "Answer (first 1 KB)",
      enableSorting: false,
      cell: ({ row }) => <span className="line-clamp-2 max-w-56 break-all font-mono text-xs">{row.original.responseBody ?? "—"}</span>,
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { className: "text-right" },
      cell: ({ row }) => (row.original.status === "FAILED" ? <ResendButton endpointId={endpointId} delivery={row.original} /> : null),
    },
  ];
}

/** An endpoint's last deliveries, "Send a test event", and "Resend" on a failed one. */
export function WebhookDeliveriesDialog({ endpoint, timeZone }: { endpoint: WebhookEndpoint; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const log = useWebhookDeliveries(open ? endpoint.id : null);
  const test = useSendTestEvent();
  const cols = useMemo(() => columns(endpoint.id, timeZone), [endpoint.id, timeZone]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={`Deliveries to ${endpoint.url}`}>
          <History aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-4xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
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
                .then(() => toast({ title: "Test event queued", description: "It is sent within seconds." }))
                .catch(quietly)
            }
          >
            <Send aria-hidden="true" />
            Send a test event
          </Button>
        </div>
        {log.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <DataTable
            columns={cols}
            data={log.data ?? []}
            getRowId={(delivery) => delivery.id}
            caption="Webhook deliveries"
            empty={<EmptyState icon={History} title="No deliveries yet" description="Events this endpoint subscribed to appear here as soon as they happen." />}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
