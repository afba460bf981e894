"use client";

import { Mail, RotateCw } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { Badge } from "@/components/ui/badge";
import { actionsColumn, TableSection, timestampColumn, type ColumnDef } from "@/components/ui/data-table";
import { IconButton } from "@/components/ui/icon-button";
import { toast } from "@/components/ui/toast/use-toast";
import { useFormat } from "@/hooks/use-format";
import { useRetryMail } from "@/hooks/use-mail-outbox";
import { MAIL_STATUSES, type MailStatus } from "@/lib/domain/reference";
import { cn } from "@/lib/cn";
import type { OutboxMail } from "@/lib/schemas/mail-outbox";
import { MailMessageDialog } from "./mail-message-dialog";

const STATUS_VARIANT = { SENT: "secondary", PENDING: "outline", FAILED: "destructive" } as const;

function RetryButton({ mail }: { mail: OutboxMail }) {
  const t = useTranslations("admin.mailOutbox");
  const showRefusal = useShowRefusal();
  const retry = useRetryMail();
  return (
    <IconButton
      icon={RotateCw}
      label={t("retryLabel", { to: mail.to })}
      pending={retry.isPending}
      onClick={() =>
        void retry
          .mutateAsync(mail.id)
          .then(() => toast({ title: t("queuedAgain"), description: t("queuedAgainDescription", { to: mail.to }) }))
          .catch((error: unknown) => {
            try {
              showRefusal(error);
            } catch {
              // shown as a toast
            }
          })
      }
    />
  );
}

/** When a mail left, or when it is tried next; without a mail server nothing is tried, so no time is promised. */
function sentOrNext(mail: OutboxMail, when: (value: string | null) => string, canSend: boolean, words: { next: (when: string) => string; noMailServer: string }): string {
  if (mail.sentAt) return when(mail.sentAt);
  if (mail.status !== "PENDING") return "—";
  return canSend ? words.next(when(mail.nextAttemptAt)) : words.noMailServer;
}

function useColumns(timeZone: string, canSend: boolean): ColumnDef<OutboxMail>[] {
  const t = useTranslations("admin.mailOutbox");
  const format = useFormat();
  return useMemo(() => {
    const when = (value: string | null) => (value ? format.timestamp(value, timeZone) : "—");
    const words = { next: (at: string) => t("next", { when: at }), noMailServer: t("noMailServer") };
    return [
    { accessorKey: "to", header: t("recipient") },
    { id: "type", accessorFn: (m) => (m.kind ? t(`types.${m.kind}`) : "—"), header: t("type") },
    { accessorKey: "subject", header: t("subject"), enableSorting: false },
    {
      accessorKey: "status",
      header: t("statusHeader"),
      cell: ({ row }) => (
        <span className="flex flex-col gap-0.5">
          <Badge variant={STATUS_VARIANT[row.original.status as keyof typeof STATUS_VARIANT] ?? "outline"}>{t(`status.${row.original.status}`)}</Badge>
          {row.original.lastError ? <span className="text-xs text-destructive">{row.original.lastError}</span> : null}
        </span>
      ),
    },
    { accessorKey: "attempts", header: t("attempts"), meta: { className: "text-right tabular-nums" } },
    timestampColumn<OutboxMail>({ id: "created", header: t("written"), at: (m) => m.createdAt, format, timeZone, className: "whitespace-nowrap" }),
    {
      id: "sent",
      accessorFn: (m) => m.sentAt ?? m.nextAttemptAt,
      header: t("sentOrNext"),
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => sentOrNext(row.original, when, canSend, words),
    },
    actionsColumn<OutboxMail>(({ row }) => (
      <span className="flex justify-end gap-1">
        <MailMessageDialog mail={row.original} />
        {row.original.status === "FAILED" ? <RetryButton mail={row.original} /> : null}
      </span>
    ), "w-20"),
    ] satisfies ColumnDef<OutboxMail>[];
  }, [t, format, timeZone, canSend]);
}

const isMailStatus = (value: string | null): value is MailStatus => (MAIL_STATUSES as readonly (string | null)[]).includes(value);

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
  const t = useTranslations("admin.mailOutbox");
  const cols = useColumns(timeZone, smtpConfigured);
  const intro = (
    <>
      {smtpConfigured ? null : (
        <p className="rounded-md border bg-muted/40 px-3 py-2 text-sm">
          {t.rich("noServer", { code: (chunks) => <code>{chunks}</code>, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
      )}
      <nav aria-label={t("filterLabel")} className="flex gap-1">
        {filters.map((value) => (
          <Link
            key={value ?? "all"}
            href={value ? `/admin/settings?outbox=${value}#outbox` : "/admin/settings#outbox"}
            aria-current={status === value ? "page" : undefined}
            className={cn("rounded-md px-2.5 py-1 text-sm hover:bg-accent", status === value && "bg-accent font-medium")}
          >
            {value ? t(`status.${value}`) : t("all")}
          </Link>
        ))}
        <span className="ml-auto self-center text-xs text-muted-foreground">{t("shown", { shown: mails.length, total })}</span>
      </nav>
    </>
  );
  return (
    <TableSection
      intro={intro}
      columns={cols}
      data={mails}
      caption={t("caption")}
      empty={{ icon: Mail, title: isMailStatus(status) ? t(`emptyOfStatus.${status}`) : t("emptyTitle"), description: t("emptyDescription") }}
    />
  );
}
