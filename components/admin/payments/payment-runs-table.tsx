"use client";

import { Banknote, Plus } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useLoadMore } from "@/components/ui/load-more";
import { usePaymentRunPages } from "@/hooks/use-payment-runs";
import { formatDate, formatTimestamp } from "@/lib/format/date";
import type { Page } from "@/lib/schemas/paging";
import type { PaymentRunView } from "@/lib/schemas/payment-runs";
import { CurrencyTotals } from "./currency-totals";
import { RUN_STATUS_LABEL } from "./payment-labels";

function columns(timeZone: string): ColumnDef<PaymentRunView>[] {
  return [
    {
      accessorKey: "reference",
      header: "Run",
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link href={`/admin/payments/${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {row.original.reference}
          </Link>
          <span className="text-xs text-muted-foreground">
            {formatTimestamp(row.original.createdAt, timeZone)}
            {row.original.createdBy ? ` by ${row.original.createdBy}` : ""}
          </span>
        </span>
      ),
    },
    { id: "entity", accessorFn: (r) => r.invoicingEntity.name, header: "Paid from" },
    {
      id: "status",
      accessorFn: (r) => RUN_STATUS_LABEL[r.status],
      header: "Status",
      cell: ({ row }) => (
        <span className="flex flex-col items-start gap-0.5">
          <StatusBadge status={row.original.status} label={RUN_STATUS_LABEL[row.original.status]} />
          {row.original.executedOn ? <span className="text-xs text-muted-foreground">on {formatDate(row.original.executedOn)}</span> : null}
        </span>
      ),
    },
    { id: "execution", accessorFn: (r) => r.executionDate, header: "Execution date", cell: ({ row }) => formatDate(row.original.executionDate) },
    { id: "totals", header: "Total", enableSorting: false, cell: ({ row }) => <CurrencyTotals totals={row.original.totals} /> },
  ];
}

const newRun = (
  <Button asChild size="sm">
    <Link href="/admin/payments/new">
      <Plus aria-hidden="true" />
      New payment run
    </Link>
  </Button>
);

/** Every payment run, newest first, a page at a time. */
export function PaymentRunsTable({ firstPage, timeZone }: { firstPage: Page<PaymentRunView>; timeZone: string }) {
  const pages = usePaymentRunPages(firstPage);
  const rows = useMemo(() => pages.data?.pages.flatMap((page) => page.data) ?? [], [pages.data]);
  const cols = useMemo(() => columns(timeZone), [timeZone]);
  const more = useLoadMore(pages, "payment runs");
  return (
    <div className="flex flex-col gap-3">
      {rows.length > 0 ? <div className="flex justify-end">{newRun}</div> : null}
      <DataTable
        columns={cols}
        data={rows}
        getRowId={(run) => run.id}
        caption="Payment runs"
        empty={
          <EmptyState
            icon={Banknote}
            title="No payment runs yet"
            description="Pay approved invoices in one go: choose them, download the SEPA file for your bank, and confirm when the bank has paid."
            action={newRun}
          />
        }
        more={more}
      />
    </div>
  );
}
