"use client";

import { Banknote } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { StatusBadge } from "@/components/status/status-badge";
import { AddButton } from "@/components/ui/add-button";
import { TableSection, type ColumnDef } from "@/components/ui/data-table";
import { useLoadMore } from "@/components/ui/load-more";
import { RecordLink } from "@/components/ui/record-link";
import { useFormat } from "@/hooks/use-format";
import { usePaymentRunPages } from "@/hooks/use-payment-runs";
import type { Page } from "@/lib/schemas/paging";
import type { PaymentRunView } from "@/lib/schemas/payment-runs";
import { CurrencyTotals } from "./currency-totals";

function useColumns(timeZone: string): ColumnDef<PaymentRunView>[] {
  const t = useTranslations("admin.payments");
  const format = useFormat();
  return useMemo(() => [
    {
      accessorKey: "reference",
      header: t("runs.run"),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <RecordLink href={`/admin/payments/${row.original.id}`}>{row.original.reference}</RecordLink>
          <span className="text-xs text-muted-foreground">
            {row.original.createdBy
              ? t("runs.createdBy", { created: format.timestamp(row.original.createdAt, timeZone), name: row.original.createdBy })
              : format.timestamp(row.original.createdAt, timeZone)}
          </span>
        </span>
      ),
    },
    { id: "entity", accessorFn: (r) => r.invoicingEntity.name, header: t("runs.paidFrom") },
    {
      id: "status",
      accessorFn: (r) => t(`runStatus.${r.status}`),
      header: t("runs.status"),
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <StatusBadge status={row.original.status} label={t(`runStatus.${row.original.status}`)} />
          {row.original.executedOn ? <span className="text-xs text-muted-foreground">{t("runs.on", { date: format.date(row.original.executedOn) })}</span> : null}
        </span>
      ),
    },
    { id: "execution", accessorFn: (r) => r.executionDate, header: t("runs.executionDate"), cell: ({ row }) => format.date(row.original.executionDate) },
    { id: "totals", header: t("runs.total"), enableSorting: false, cell: ({ row }) => <CurrencyTotals totals={row.original.totals} /> },
  ] satisfies ColumnDef<PaymentRunView>[], [t, format, timeZone]);
}

/** Every payment run, newest first, a page at a time. */
export function PaymentRunsTable({ firstPage, timeZone }: { firstPage: Page<PaymentRunView>; timeZone: string }) {
  const pages = usePaymentRunPages(firstPage);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const t = useTranslations("admin.payments.runs");
  const cols = useColumns(timeZone);
  const more = useLoadMore(pages, t("loadMoreWhat"));
  return (
    <TableSection
      columns={cols}
      data={rows}
      caption={t("caption")}
      add={<AddButton href="/admin/payments/new" variant="default">{t("newRun")}</AddButton>}
      empty={{ icon: Banknote, title: t("emptyTitle"), description: t("emptyDescription") }}
      more={more}
    />
  );
}
