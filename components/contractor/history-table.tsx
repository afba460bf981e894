"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";
import { DownloadLink } from "@/components/files/download-link";
import { MoneyList } from "@/components/money/money-list";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { LoadMoreProps } from "@/components/ui/load-more";
import { RecordLink } from "@/components/ui/record-link";
import { TableCell, TableRow } from "@/components/ui/table";
import { fileDownloadUrl } from "@/hooks/use-files";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";

export interface HistoryRow {
  id: string;
  projectId: string;
  projectName: string;
  periodName: string;
  status: TimesheetStatus;
  feeStatus: ComponentStatus;
  expensesStatus: ComponentStatus;
  bonusStatus: ComponentStatus;
  fee: readonly Money[];
  expenses: readonly Money[];
  bonus: readonly Money[];
  files: readonly { id: string; fileType: string; originalName: string; outdated: boolean }[];
}

type HistoryWords = ReturnType<typeof useTranslations<"contractor.history">>;
const FILE_KINDS = ["FEE_INVOICE", "BONUS_INVOICE", "EXPENSE_INVOICE", "EXPENSE_RECEIPT"] as const;
const isFileKind = (value: string): value is (typeof FILE_KINDS)[number] => (FILE_KINDS as readonly string[]).includes(value);

function historyColumns(t: HistoryWords): ColumnDef<HistoryRow>[] {
  return [
    {
      id: "period",
      header: t("columns.period"),
      meta: { className: "whitespace-nowrap" },
      cell: ({ row }) => (
        <RecordLink href={`/contractor?projectId=${row.original.projectId}&timesheetId=${row.original.id}`}>
          {row.original.periodName}
          <span className="sr-only">{t("onProject", { project: row.original.projectName })}</span>
        </RecordLink>
      ),
    },
    { id: "project", header: t("columns.project"), cell: ({ row }) => row.original.projectName },
    { id: "status", header: t("columns.status"), cell: ({ row }) => <TimesheetStatusBadge status={row.original.status} /> },
    { id: "feeStatus", header: t("columns.feeStatus"), cell: ({ row }) => <ComponentStatusBadge status={row.original.feeStatus} /> },
    { id: "expensesStatus", header: t("columns.expensesStatus"), cell: ({ row }) => <ComponentStatusBadge status={row.original.expensesStatus} /> },
    { id: "bonusStatus", header: t("columns.bonusStatus"), cell: ({ row }) => <ComponentStatusBadge status={row.original.bonusStatus} /> },
    { id: "fee", header: t("columns.fee"), meta: { className: "text-right" }, cell: ({ row }) => <MoneyList amounts={row.original.fee} /> },
    { id: "expenses", header: t("columns.expenses"), meta: { className: "text-right" }, cell: ({ row }) => <MoneyList amounts={row.original.expenses} /> },
    { id: "bonus", header: t("columns.bonus"), meta: { className: "text-right" }, cell: ({ row }) => <MoneyList amounts={row.original.bonus} /> },
    {
      id: "files",
      header: t("columns.files"),
      cell: ({ row }) =>
        row.original.files.length === 0 ? (
          <span className="text-xs text-muted-foreground">{t("noFiles")}</span>
        ) : (
          <ul className="flex flex-col gap-0.5 text-xs">
            {row.original.files.map((file) => (
              <li key={file.id}>
                <DownloadLink href={fileDownloadUrl(file.id)} fileName={file.originalName} className="text-primary underline-offset-4 hover:underline">
                  {isFileKind(file.fileType) ? t(`fileKind.${file.fileType}`) : file.fileType}: {file.originalName}
                </DownloadLink>
                {file.outdated ? <span className="ml-1 text-muted-foreground">{t("outdated")}</span> : null}
              </li>
            ))}
          </ul>
        ),
    },
  ];
}

/**
 * Past months across projects with what each component came to, and the sums of what is listed
 * in the table's footer. The rows keep the server's order (newest first): the headers do not sort.
 * `complete` is false while older months are still to be loaded: the sums say so.
 */
export function HistoryTable({ rows, complete = true, more }: { rows: readonly HistoryRow[]; complete?: boolean; more?: LoadMoreProps }) {
  const t = useTranslations("contractor.history");
  const columns = useMemo(() => historyColumns(t), [t]);
  const sum = (pick: (row: HistoryRow) => readonly Money[]) => totalsByCurrency(rows.flatMap(pick));
  const totals = [
    { label: t("columns.fee"), amounts: sum((row) => row.fee) },
    { label: t("columns.expenses"), amounts: sum((row) => row.expenses) },
    { label: t("columns.bonus"), amounts: sum((row) => row.bonus) },
  ];
  const footer = (
    <TableRow data-testid="history-totals">
      <TableCell colSpan={columns.length}>
        <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 text-sm">
          <p className="font-medium">
            {t(complete ? "totalOf" : "totalOfSoFar", { count: rows.length })}
          </p>
          <dl className="flex flex-wrap gap-x-6 gap-y-2">
            {totals.map(({ label, amounts }) => (
              <div key={label} className="flex flex-col items-end gap-0.5">
                <dt className="text-xs font-normal text-muted-foreground">{label}</dt>
                <dd className="font-medium">
                  <MoneyList amounts={amounts} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </TableCell>
    </TableRow>
  );
  return <DataTable columns={columns} data={rows} caption={t("caption")} manualSorting footer={footer} more={more} />;
}
