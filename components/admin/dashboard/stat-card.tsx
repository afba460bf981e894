import Link from "next/link";
import { Card } from "@/components/ui/card";
import { statusTone } from "@/components/status/status-colors";
import { cn } from "@/lib/cn";
import type { TimesheetStatus } from "@/lib/domain/reference";

export interface StatCardProps {
  /** The status the count is about; gives the card its status colour. */
  status: TimesheetStatus;
  title: string;
  count: number;
  /** One line on what the number means. */
  hint: string;
  /** The filtered timesheet list behind the number. */
  href: string;
}

/** A count of timesheets in one status, linking to exactly those timesheets. */
export function StatCard({ status, title, count, hint, href }: StatCardProps) {
  const tone = statusTone(status);
  return (
    <Card className="relative overflow-hidden transition-colors hover:bg-muted/40">
      <span aria-hidden="true" className={cn("absolute inset-y-0 left-0 w-1", tone.dot)} />
      <Link
        href={href}
        className="flex flex-col gap-1 rounded-lg p-4 pl-5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="text-xs font-medium text-muted-foreground">{title}</span>
        <span className={cn("text-2xl font-semibold tabular-nums", tone.text)}>{count}</span>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </Link>
    </Card>
  );
}
