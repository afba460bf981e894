"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { timesheetStatusLabel } from "@/lib/domain/statuses";

export interface AttentionTimesheet {
  id: string;
  contractorName: string;
  projectName: string;
  periodName: string;
  status: TimesheetStatus;
  flagged: boolean;
}

export interface AttentionGroupProps {
  status: TimesheetStatus;
  /** How many timesheets the group holds; `timesheets` are its first rows only. */
  count: number;
  timesheets: readonly AttentionTimesheet[];
}

export interface NeedsAttentionProps {
  groups: readonly AttentionGroupProps[];
}

const COLUMNS: ColumnDef<AttentionTimesheet>[] = [
  {
    id: "contractor",
    header: "Contractor",
    meta: { className: "w-1/3" },
    cell: ({ row }) => (
      <>
        <Link
          href={`/admin/timesheets?timesheetId=${row.original.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {row.original.contractorName}
          <span className="sr-only">
            , {row.original.projectName}, {row.original.periodName}
          </span>
        </Link>
        {row.original.flagged ? <span className="ml-2 text-xs text-status-contested">Flagged</span> : null}
      </>
    ),
  },
  { id: "project", header: "Project", meta: { className: "w-1/3" }, cell: ({ row }) => row.original.projectName },
  { id: "period", header: "Period", meta: { className: "whitespace-nowrap" }, cell: ({ row }) => row.original.periodName },
  { id: "status", header: "Status", meta: { className: "text-right" }, cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
];

/** The dashboard filter's timesheets, one table per status, each row opening the detail. */
export function NeedsAttention({ groups }: NeedsAttentionProps) {
  return (
    <section aria-labelledby="needs-attention-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="needs-attention-heading" className="text-sm font-semibold">
          Needs attention
        </h2>
        <p className="text-xs text-muted-foreground">
          Due, contested and submitted timesheets of any month, and everything else from the last two months on; oldest first (by month, then by
          last change).
        </p>
      </div>
      {groups.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title="Nothing needs attention"
          description="No timesheet is due, contested or waiting for review. New months appear here when they open."
        />
      ) : (
        groups.map((group) => <AttentionGroup key={group.status} {...group} />)
      )}
    </section>
  );
}

function AttentionGroup({ status, count, timesheets }: AttentionGroupProps) {
  const label = timesheetStatusLabel(status);
  const headingId = `attention-${status.toLowerCase()}`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="text-sm font-medium">
          {label}
        </h3>
        <span className="text-xs tabular-nums text-muted-foreground">{count}</span>
        {count > timesheets.length ? (
          <Link href={`/admin/timesheets?status=${status}`} className="ml-auto text-xs text-primary underline-offset-4 hover:underline">
            All {label.toLowerCase()} timesheets
          </Link>
        ) : null}
      </div>
      <DataTable
        columns={COLUMNS}
        data={timesheets}
        getRowId={(timesheet) => timesheet.id}
        caption={label}
        manualSorting
        containerClassName="max-h-none"
      />
    </div>
  );
}
