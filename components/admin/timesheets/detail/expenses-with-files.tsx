"use client";

import { useTranslations } from "next-intl";
import { FilePreviewDialog } from "@/components/files/file-preview-dialog";
import { expenseClaimColumns } from "@/components/timesheet/expense-claim-columns";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useFormat } from "@/hooks/use-format";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";

type Expense = TimesheetDetail["expenseRecords"][number];

const COLUMNS: ColumnDef<Expense>[] = [
  ...expenseClaimColumns<Expense>({ currencyOf: (expense) => expense.originalCurrency }),
  {
    id: "files",
    header: FilesHeader,
    cell: ({ row }) => <FilesCell files={row.original.files} />,
  },
];

function FilesHeader() {
  const t = useTranslations("admin.timesheets.expenseFiles");
  return t("files");
}

function FilesCell({ files }: { files: Expense["files"] }) {
  const t = useTranslations("admin.timesheets.expenseFiles");
  return files.length === 0 ? (
    <span className="text-xs text-muted-foreground">{t("noneAttached")}</span>
  ) : (
    <div className="flex flex-col items-start">
      {files.map((file) => (
        <FilePreviewDialog key={file.id} file={file} url={`/api/files/${file.id}`} />
      ))}
    </div>
  );
}

/** The expenses claimed, with each receipt and invoice opening in a preview. */
export function ExpensesWithFiles({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("admin.timesheets.expenseFiles");
  const format = useFormat();
  const period = format.month(timesheet.billingPeriod);
  return (
    <DataTable
      columns={COLUMNS}
      data={timesheet.expenseRecords}
      caption={t("caption", { period })}
      empty={<EmptyState title={t("emptyTitle")} description={t("emptyDescription", { period })} />}
      manualSorting
      containerClassName="max-h-96"
      // Bounded, so it scrolls on its own; expenses without files hold no control that takes the focus.
      scrollLabel={t("caption", { period })}
    />
  );
}
