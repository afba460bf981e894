import Link from "next/link";
import { MoneyList } from "@/components/admin/money-list";
import { ComponentStatusBadge, TimesheetStatusBadge } from "@/components/admin/status-badges";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { totalsByCurrency } from "@/lib/domain/fees";
import type { Money } from "@/lib/domain/money";

export interface HistoryRow {
  id: string;
  projectId: string;
  projectName: string;
  periodName: string;
  status: string;
  feeStatus: string;
  expensesStatus: string;
  bonusStatus: string;
  fee: readonly Money[];
  expenses: readonly Money[];
  bonus: readonly Money[];
}

/** Past months across projects with what each component came to, and the sums of what is listed. */
export function HistoryTable({ rows }: { rows: readonly HistoryRow[] }) {
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
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableHead scope="row" colSpan={6} className="text-foreground">
            Total of the {rows.length} {rows.length === 1 ? "month" : "months"} listed
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
        </TableRow>
      </TableFooter>
    </Table>
  );
}
