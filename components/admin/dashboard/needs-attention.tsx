"use client";

import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useFormat } from "@/hooks/use-format";
import type { TimesheetStatus } from "@/lib/domain/reference";
import { timesheetHref } from "@/lib/navigation/menu";

export interface AttentionTimesheet {
  id: string;
  contractorName: string;
  projectName: string;
  billingPeriod: { month: number; year: number };
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

function useColumns(): ColumnDef<AttentionTimesheet>[] {
  const t = useTranslations("admin.dashboard.attention");
  const format = useFormat();
  return useMemo(
    () => [
      {
        id: "contractor",
        header: t("contractor"),
        meta: { className: "w-1/3" },
        cell: ({ row }) => (
          <>
            <Link
              href={timesheetHref("admin", row.original.id)}
              className="font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {row.original.contractorName}
              <span className="sr-only">
                , {row.original.projectName}, {format.month(row.original.billingPeriod)}
              </span>
            </Link>
            {row.original.flagged ? <span className="ml-2 text-xs text-status-contested">{t("flagged")}</span> : null}
          </>
        ),
      },
      { id: "project", header: t("project"), meta: { className: "w-1/3" }, cell: ({ row }) => row.original.projectName },
      { id: "period", header: t("period"), meta: { className: "whitespace-nowrap" }, cell: ({ row }) => format.month(row.original.billingPeriod) },
      { id: "status", header: t("status"), meta: { className: "text-right" }, cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
    ],
    [t, format],
  );
}

/** The dashboard filter's timesheets, one table per status, each row opening the detail. */
export function NeedsAttention({ groups }: NeedsAttentionProps) {
  const t = useTranslations("admin.dashboard.attention");
  return (
    <section aria-labelledby="needs-attention-heading" className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 id="needs-attention-heading" className="text-sm font-semibold">
          {t("heading")}
        </h2>
        <p className="text-xs text-muted-foreground">{t("description")}</p>
      </div>
      {groups.length === 0 ? (
        <EmptyState
          icon={CircleCheck}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
        />
      ) : (
        groups.map((group) => <AttentionGroup key={group.status} {...group} />)
      )}
    </section>
  );
}

function AttentionGroup({ status, count, timesheets }: AttentionGroupProps) {
  const t = useTranslations("admin.dashboard.attention");
  const enums = useTranslations("enums");
  const columns = useColumns();
  const label = enums(`timesheetStatus.${status}`);
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
            {t("allOfStatus", { status })}
          </Link>
        ) : null}
      </div>
      <DataTable
        columns={columns}
        data={timesheets}
        caption={label}
        manualSorting
        containerClassName="max-h-none"
      />
    </div>
  );
}
