"use client";

import { Pencil, Trash2 } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteEngagementPeriod } from "@/hooks/use-engagement-admin";
import { formatDateRange } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { EngagementPeriodDialog } from "./engagement-period-dialog";

type Period = ProjectContractor["engagements"][number];

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
      <Table containerClassName="max-h-none">
        <caption className="sr-only">{`Rates of ${person.contractor.name} valid ${range}`}</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Frequency</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead>Currency</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {period.rates.map((rate) => (
            <TableRow key={rate.id}>
              <TableCell>{enumLabel(rate.frequency)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatMoney(rate.amount, rate.currency)}</TableCell>
              <TableCell>{rate.currency}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
