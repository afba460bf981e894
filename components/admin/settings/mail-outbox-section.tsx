"use client";

import { Mail, RotateCw } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast/use-toast";
import { useRetryMail } from "@/hooks/use-mail-outbox";
import { MAIL_STATUSES } from "@/lib/domain/reference";
import { cn } from "@/lib/cn";
import { formatTimestamp } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";
import { MailMessageDialog } from "./mail-message-dialog";

const STATUS_VARIANT = { SENT: "secondary", PENDING: "outline", FAILED: "destructive" } as const;

function RetryButton({ mail }: { mail: OutboxMail }) {
  const retry = useRetryMail();
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      pending={retry.isPending}
      aria-label={`Retry the mail to ${mail.to}`}
      onClick={() =>
        void retry
          .mutateAsync(mail.id)
          .then(() => toast({ title: "Queued again", description: `The mail to ${mail.to} will be sent on the next round.` }))
          .catch((error: unknown) => {
            try {
              showRefusal(error);
            } catch {
              // shown as a toast
            }
          })
      }
    >
      <RotateCw aria-hidden="true" />
    </Button>
  );
}

/** When a mail left, or when it is tried next; without a mail server nothing is tried, so no time is promised. */
function sentOrNext(mail: OutboxMail, when: (value: string | null) => string, canSend: boolean): string {
  if (mail.sentAt) return when(mail.sentAt);
  if (mail.status !== "PENDING") return "—";
  return canSend ? `next ${when(mail.nextAttemptAt)}` : "not sent: no mail server";
}

function columns(timeZone: string, canSend: boolean): ColumnDef<OutboxMail>[] {
  const when = (value: string | null) => (value ? formatTimestamp(value, timeZone) : "—");
  return [
    { accessorKey: "to", header: "Recipient" },
    { id: "type", accessorFn: (m) => (m.notificationType ? enumLabel(m.notificationType) : "—"), header: "Type" },
    { accessorKey: "subject", header: "Subject", enableSorting: false },
    {
      accessorKey: "status",
      header: "Status",
      cell: ({ row }) => (
        <span className="flex flex-col gap-0.5">
          <Badge variant={STATUS_VARIANT[row.original.status as keyof typeof STATUS_VARIANT] ?? "outline"}>{enumLabel(row.original.status)}</Badge>
          {row.original.lastError ? <span className="text-xs text-destructive">{row.original.lastError}</span> : null}
        </span>
      ),
    },
    { accessorKey: "attempts", header: "Attempts", meta: { className: "text-right tabular-nums" } },
    { id: "created", accessorFn: (m) => m.createdAt, header: "Written", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => when(row.original.createdAt) },
    {
      id: "sent",
      accessorFn: (m) => m.sentAt ?? m.nextAttemptAt,
      header: "Sent / next try",
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => sentOrNext(row.original, when, canSend),
    },
    {
      id: "actions",
      header: "Actions",
      enableSorting: false,
      meta: { className: "w-20 text-right" },
      cell: ({ row }) => (
        <span className="flex justify-end gap-1">
          <MailMessageDialog mail={row.original} />
          {row.original.status === "FAILED" ? <RetryButton mail={row.original} /> : null}
        </span>
      ),
    },
  ];
}

export interface MailOutboxSectionProps {
  mails: readonly OutboxMail[];
  total: number;
  status: string | null;
  smtpConfigured: boolean;
  timeZone: string;
}

/** What was sent, what waits and what failed and why; bodies open one at a time. */
export function MailOutboxSection({ mails, total, status, smtpConfigured, timeZone }: MailOutboxSectionProps) {
  const filters = [null, ...MAIL_STATUSES] as const;
  // Rebuilt only when the time zone (a string) changes: new columns would remount every cell, so
  // each refresh of the page (after a retry, say) would close an open mail and drop the focus.
  const cols = useMemo(() => columns(timeZone, smtpConfigured), [timeZone, smtpConfigured]);
  return (
    <div className="flex flex-col gap-3">
      {smtpConfigured ? null : (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          No mail server is configured (<code>SMTP_HOST</code>, or <code>MAIL_TEST_BASE_URL</code> for a local mail catcher), so mail stays <strong>Pending</strong> here. Open a mail to read it, e.g. to pass an
          invitation link on yourself.
        </p>
      )}
      <nav aria-label="Filter the outbox by status" className="flex gap-1">
        {filters.map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/admin/settings?outbox=${value}#outbox` : "/admin/settings#outbox"}
            aria-current={status === value ? "page" : undefined}
            className={cn("rounded-md px-2.5 py-1 text-sm hover:bg-accent", status === value && "bg-accent font-medium")}
          >
            {value ? enumLabel(value) : "All"}
          </Link>
        ))}
        <span className="ml-auto self-center text-xs text-muted-foreground">
          {mails.length} of {total} shown, newest first
        </span>
      </nav>
      <DataTable
        columns={cols}
        data={mails}
        getRowId={(mail) => mail.id}
        caption="Mail outbox"
        empty={
          <EmptyState
            icon={Mail}
            title={status ? `No ${enumLabel(status).toLowerCase()} mail` : "No mail yet"}
            description="Invitations and notifications appear here as soon as they are written, before they are sent."
          />
        }
      />
    </div>
  );
}
