import Link from "next/link";
import type { ComponentStatus, TimesheetStatus } from "@/lib/domain/reference";
import { MoneyList } from "@/components/money/money-list";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/status/timesheet-status-badges";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

const FILE_KIND: Record<string, string> = {
  FEE_INVOICE: "Fee invoice",
  BONUS_INVOICE: "Bonus invoice",
  EXPENSE_INVOICE: "Expense invoice",
  EXPENSE_RECEIPT: "Receipt",
};

/**
 * Past months across projects with what each component came to, and the sums of what is listed.
 * `complete` is false while older months are still to be loaded: the footer says so.
 */
export function HistoryTable({ rows, complete = true }: { rows: readonly HistoryRow[]; complete?: boolean }) {
  const sum = (pick: (row: HistoryRow) => readonly Money[]) => totalsByCurrency(rows.flatMap(pick));
  return (
    <Table aria-label="Past timesheets">
      <TableHeader>
        <TableRow>
          <TableHead>Period</TableHead>
          <TableHead>Project</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Fee</TableHead>
          <TableHead>Expenses</TableHead>
          <TableHead>Bonus</TableHead>
          <TableHead className="text-right">Fee total</TableHead>
          <TableHead className="text-right">Expenses total</TableHead>
          <TableHead className="text-right">Bonus total</TableHead>
          <TableHead>Files</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id}>
            <TableCell className="whitespace-nowrap">
              <Link
                href={`/contractor?projectId=${row.projectId}&timesheetId=${row.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {row.periodName}
                <span className="sr-only"> on {row.projectName}</span>
              </Link>
            </TableCell>
            <TableCell>{row.projectName}</TableCell>
            <TableCell>
              <TimesheetStatusBadge status={row.status} />
            </TableCell>
            <TableCell>
              <ComponentStatusBadge status={row.feeStatus} />
            </TableCell>
            <TableCell>
              <ComponentStatusBadge status={row.expensesStatus} />
            </TableCell>
            <TableCell>
              <ComponentStatusBadge status={row.bonusStatus} />
            </TableCell>
            <TableCell className="text-right">
              <MoneyList amounts={row.fee} />
            </TableCell>
            <TableCell className="text-right">
              <MoneyList amounts={row.expenses} />
            </TableCell>
            <TableCell className="text-right">
              <MoneyList amounts={row.bonus} />
            </TableCell>
            <TableCell>
              {row.files.length === 0 ? (
                <span className="text-xs text-muted-foreground">None</span>
              ) : (
                <ul className="flex flex-col gap-0.5 text-xs">
                  {row.files.map((file) => (
                    <li key={file.id}>
                      <a href={`/api/files/${file.id}`} download className="text-primary underline-offset-4 hover:underline">
                        {FILE_KIND[file.fileType] ?? file.fileType}: {file.originalName}
                      </a>
                      {file.outdated ? <span className="ml-1 text-muted-foreground">(outdated)</span> : null}
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" colSpan={6} className="text-foreground">
            Total of the {rows.length} {rows.length === 1 ? "month" : "months"} listed{complete ? "" : " so far (older months load below)"}
          </TableHead>
          <TableCell className="text-right">
            <MoneyList amounts={sum((row) => row.fee)} />
          </TableCell>
          <TableCell className="text-right">
            <MoneyList amounts={sum((row) => row.expenses)} />
          </TableCell>
          <TableCell className="text-right">
            <MoneyList amounts={sum((row) => row.bonus)} />
          </TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
