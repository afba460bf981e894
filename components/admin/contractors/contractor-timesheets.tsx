"use client";

import { CalendarRange } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { ComponentStatusList, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import type { ContractorDetails } from "@/lib/schemas/contractors";

type RecentTimesheet = ContractorDetails["timesheets"]["recent"][number];

function columns(contractorId: string): ColumnDef<RecentTimesheet>[] {
  return [
    {
      id: "period",
      header: "Period",
      cell: ({ row }) => (
        <Link
          href={`/admin/timesheets?contractor=${contractorId}&timesheetId=${row.original.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {row.original.billingPeriod.name}
        </Link>
      ),
    },
    { id: "project", header: "Project", cell: ({ row }) => row.original.project.name },
    { id: "status", header: "Status", cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
    {
      id: "components",
      header: "Fee, expenses, bonus",
      cell: ({ row }) => (
        <ComponentStatusList feeStatus={row.original.feeStatus} expensesStatus={row.original.expensesStatus} bonusStatus={row.original.bonusStatus} />
      ),
    },
  ];
}

/** The contractor's latest timesheets; each opens in the admin timesheets screen. */
export function ContractorTimesheets({ contractorId, timesheets }: { contractorId: string; timesheets: ContractorDetails["timesheets"] }) {
  const cols = useMemo(() => columns(contractorId), [contractorId]);
  if (timesheets.total === 0) {
    return (
      <EmptyState
        icon={CalendarRange}
        title="No timesheets yet"
        description="A timesheet opens every month once the contractor is on a project with a rate."
      />
    );
  }
  return <DataTable columns={cols} data={timesheets.recent} getRowId={(timesheet) => timesheet.id} caption="Latest timesheets" manualSorting />;
}
