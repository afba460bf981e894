"use client";

import { Pencil, Trash2 } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteEngagementPeriod } from "@/hooks/use-engagements";
import { formatDateRange } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { EngagementPeriodDialog } from "./engagement-period-dialog";

type Period = ProjectContractor["engagements"][number];
type Rate = Period["rates"][number];

const COLUMNS: ColumnDef<Rate>[] = [
  { id: "frequency", header: "Frequency", cell: ({ row }) => enumLabel(row.original.frequency) },
  {
    id: "amount",
    header: "Amount",
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.currency} />,
  },
  { id: "currency", header: "Currency", cell: ({ row }) => row.original.currency },
];

/** One dated period: its rates, and edit (dates, rates, end) or delete (while no record uses its rates). */
export function EngagementPeriodTable({ period, person }: { period: Period; person: ProjectContractor }) {
  const remove = useDeleteEngagementPeriod();
  const range = formatDateRange(period.startDate, period.endDate);
  return (
    <div className="rounded-md border">
      <div className="flex items-center justify-between gap-2 border-b px-2 py-1">
        <span className="text-xs text-muted-foreground">Valid {range}</span>
        <span className="flex gap-1">
          <EngagementPeriodDialog
            projectEngagementId={person.id}
            contractorName={person.contractor.name}
            period={period}
            defaultStart={period.startDate}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={`Edit the rates valid ${range}`}>
                <Pencil aria-hidden="true" />
              </Button>
            }
          />
          <ConfirmDialog
            subject={`the rates valid ${range}`}
            description="Refused while a timesheet record is paid at these rates. Untouched timesheets of months no other period covers are removed."
            onConfirm={async () => {
              await remove.mutateAsync(period.id).catch(showRefusal);
              toast({ title: "Rates deleted", description: person.contractor.name });
            }}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={`Delete the rates valid ${range}`}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </span>
      </div>
      <DataTable
        columns={COLUMNS}
        data={period.rates}
        getRowId={(rate) => rate.id}
        caption={`Rates of ${person.contractor.name} valid ${range}`}
        manualSorting
        containerClassName="max-h-none"
      />
    </div>
  );
}
