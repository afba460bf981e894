"use client";

import { CalendarRange } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ComponentStatusList, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { RecordLink } from "@/components/ui/record-link";
import { useFormat } from "@/hooks/use-format";
import type { ContractorDetails } from "@/lib/schemas/contractors";

type RecentTimesheet = ContractorDetails["timesheets"]["recent"][number];

function useColumns(contractorId: string): ColumnDef<RecentTimesheet>[] {
  const t = useTranslations("admin.contractors.timesheets");
  const format = useFormat();
  return useMemo(() => [
    {
      id: "period",
      header: t("period"),
      cell: ({ row }) => (
        <RecordLink href={`/admin/timesheets?contractor=${contractorId}&timesheetId=${row.original.id}`}>{format.month(row.original.billingPeriod)}</RecordLink>
      ),
    },
    { id: "project", header: t("project"), cell: ({ row }) => row.original.project.name },
    { id: "status", header: t("status"), cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
    {
      id: "components",
      header: t("components"),
      cell: ({ row }) => (
        <ComponentStatusList feeStatus={row.original.feeStatus} expensesStatus={row.original.expensesStatus} bonusStatus={row.original.bonusStatus} />
      ),
    },
  ], [t, format, contractorId]);
}

/** The contractor's latest timesheets; each opens in the admin timesheets screen. */
export function ContractorTimesheets({ contractorId, timesheets }: { contractorId: string; timesheets: ContractorDetails["timesheets"] }) {
  const t = useTranslations("admin.contractors.timesheets");
  const cols = useColumns(contractorId);
  if (timesheets.total === 0) {
    return (
      <EmptyState
        icon={CalendarRange}
        title={t("emptyTitle")}
        description={t("emptyDescription")}
      />
    );
  }
  return <DataTable columns={cols} data={timesheets.recent} caption={t("caption")} manualSorting />;
}
