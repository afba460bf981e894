import { Flag, X } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { Money } from "@/lib/domain/money";
import { formatTimestamp } from "@/lib/format/date";
import { MoneyList } from "../money-list";
import { ComponentStatusBadge, TimesheetStatusBadge } from "../status-badges";
import { ExpenseClaimsTable, type ExpenseClaimItem } from "@/components/timesheet/expense-claims-table";
import { WorkRecordsTable, type WorkRecordItem } from "@/components/timesheet/work-records-table";

export interface TimesheetDetailSummary {
  id: string;
  contractorName: string;
  contractorEmail: string;
  projectId: string;
  projectName: string;
  clientName: string;
  periodName: string;
  status: string;
  feeStatus: string;
  expensesStatus: string;
  bonusStatus: string;
  flagged: boolean;
  submittedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
  totals: { fee: readonly Money[]; expenses: readonly Money[]; bonus: readonly Money[] };
}

export interface TimesheetDetailPanelProps {
  timesheet: TimesheetDetailSummary;
  records: readonly WorkRecordItem[];
  expenses: readonly ExpenseClaimItem[];
  closeHref: string;
  timeZone: string;
}

/** One timesheet above the list: who, what, which month, its statuses and totals, then its records and expenses. */
export function TimesheetDetailPanel({ timesheet, records, expenses, closeHref, timeZone }: TimesheetDetailPanelProps) {
  const components = [
    { name: "Fee", status: timesheet.feeStatus, amounts: timesheet.totals.fee },
    { name: "Expenses", status: timesheet.expensesStatus, amounts: timesheet.totals.expenses },
    { name: "Bonus", status: timesheet.bonusStatus, amounts: timesheet.totals.bonus },
  ];
  return (
    <Card aria-labelledby="timesheet-detail-heading" role="region">
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="timesheet-detail-heading" className="text-base font-semibold">
              {timesheet.contractorName} · {timesheet.periodName}
            </h2>
            <TimesheetStatusBadge status={timesheet.status} />
            {timesheet.flagged ? (
              <span className="inline-flex items-center gap-1 text-xs font-medium text-status-contested">
                <Flag aria-hidden="true" className="size-3.5 fill-current" /> Flagged
              </span>
            ) : null}
          </div>
          <p className="text-sm text-muted-foreground">
            <Link href={`/admin/projects/${timesheet.projectId}`} className="underline-offset-4 hover:underline">
              {timesheet.projectName}
            </Link>{" "}
            for {timesheet.clientName} · {timesheet.contractorEmail}
          </p>
        </div>
        <Link href={closeHref} aria-label="Close the timesheet detail" className={buttonVariants({ variant: "ghost", size: "icon-sm" })}>
          <X aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
          {components.map((component) => (
            <Fact key={component.name} term={component.name}>
              <div className="flex flex-col items-start gap-1">
                <ComponentStatusBadge status={component.status} />
                <MoneyList amounts={component.amounts} className="font-medium" />
              </div>
            </Fact>
          ))}
          <Fact term="Submitted">{formatTimestamp(timesheet.submittedAt, timeZone)}</Fact>
          <Fact term="Closed">{formatTimestamp(timesheet.closedAt, timeZone)}</Fact>
          <Fact term="Last change">{formatTimestamp(timesheet.updatedAt, timeZone)}</Fact>
        </dl>
        <section aria-labelledby="detail-records-heading" className="flex flex-col gap-2">
          <h3 id="detail-records-heading" className="text-sm font-semibold">
            Work logged <span className="font-normal text-muted-foreground">({records.length})</span>
          </h3>
          <WorkRecordsTable
            records={records}
            ariaLabel={`Work logged in ${timesheet.periodName}`}
            empty={{
              title: "No work logged",
              description: `The contractor has not logged any work for ${timesheet.periodName}. If the month is over, the timesheet is due: the contractor settles it, or says they did not work.`,
            }}
          />
        </section>
        <section aria-labelledby="detail-expenses-heading" className="flex flex-col gap-2">
          <h3 id="detail-expenses-heading" className="text-sm font-semibold">
            Expenses <span className="font-normal text-muted-foreground">({expenses.length})</span>
          </h3>
          <ExpenseClaimsTable
            expenses={expenses}
            ariaLabel={`Expenses of ${timesheet.periodName}`}
            empty={{
              title: "No expenses claimed",
              description: `No expense was claimed for ${timesheet.periodName}. The contractor adds expenses, with receipts, on the Expenses tab of the timesheet.`,
            }}
          />
        </section>
      </CardContent>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="text-sm tabular-nums">{children}</dd>
    </div>
  );
}
