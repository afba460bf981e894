"use client";

import { Briefcase } from "lucide-react";
import Link from "next/link";
import { Fragment } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Badge } from "@/components/ui/badge";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { formatDateRange } from "@/lib/format/date";
import { rateUnit } from "@/lib/format/labels";
import type { ContractorDetails } from "@/lib/schemas/contractors";

type Engagement = ContractorDetails["engagements"][number];

const COLUMNS: ColumnDef<Engagement>[] = [
  {
    id: "project",
    header: "Project",
    cell: ({ row }) => (
      <>
        <Link href={`/admin/projects/${row.original.project.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.original.project.name}
        </Link>
        {row.original.project.archived ? (
          <Badge variant="outline" className="ml-2">
            Archived
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: "client", header: "Client", cell: ({ row }) => row.original.project.client.name },
  {
    id: "engaged",
    header: "Engaged",
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => formatDateRange(row.original.startDate, row.original.endDate),
  },
  {
    id: "rates",
    header: "Rates",
    cell: ({ row }) =>
      row.original.engagements.length === 0 ? (
        <span className="text-muted-foreground">No rates yet</span>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {row.original.engagements.map((period) => (
            <li key={period.id} className="tabular-nums">
              {period.rates.map((rate, index) => (
                <Fragment key={rate.id}>
                  {index > 0 ? ", " : null}
                  <MoneyAmount amount={rate.amount} currency={rate.currency} /> per {rateUnit(rate.frequency)}
                </Fragment>
              ))}{" "}
              <span className="text-muted-foreground">({formatDateRange(period.startDate, period.endDate)})</span>
            </li>
          ))}
        </ul>
      ),
  },
];

/** The projects a contractor is on, with dates and the rates of each period. */
export function ContractorEngagements({ engagements }: { engagements: ContractorDetails["engagements"] }) {
  return (
    <DataTable
      columns={COLUMNS}
      data={engagements}
      getRowId={(engagement) => engagement.id}
      caption="Engagements"
      manualSorting
      empty={
        <EmptyState
          icon={Briefcase}
          title="Not on a project yet"
          description="Open a project under Projects and add this contractor with a rate; their timesheets then open each month."
        />
      }
    />
  );
}
