import { Briefcase } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateRange } from "@/lib/format/date";
import { rateUnit } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { ContractorDetails } from "@/lib/schemas/contractors";

/** The projects a contractor is on, with dates and the rates of each period. */
export function ContractorEngagements({ engagements }: { engagements: ContractorDetails["engagements"] }) {
  if (engagements.length === 0) {
    return (
      <EmptyState
        icon={Briefcase}
        title="Not on a project yet"
        description="Open a project under Projects and add this contractor with a rate; their timesheets then open each month."
      />
    );
  }
  return (
    <Table>
      <caption className="sr-only">Engagements</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Project</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Engaged</TableHead>
          <TableHead>Rates</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {engagements.map((engagement) => (
          <TableRow key={engagement.id}>
            <TableCell>
              <Link href={`/admin/projects/${engagement.project.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
                {engagement.project.name}
              </Link>
              {engagement.project.archived ? (
                <Badge variant="outline" className="ml-2">
                  Archived
                </Badge>
              ) : null}
            </TableCell>
            <TableCell>{engagement.project.client.name}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateRange(engagement.startDate, engagement.endDate)}</TableCell>
            <TableCell>
              {engagement.engagements.length === 0 ? (
                <span className="text-muted-foreground">No rates yet</span>
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {engagement.engagements.map((period) => (
                    <li key={period.id} className="tabular-nums">
                      {period.rates.map((rate) => `${formatMoney(rate.amount, rate.currency)} per ${rateUnit(rate.frequency)}`).join(", ")}{" "}
                      <span className="text-muted-foreground">({formatDateRange(period.startDate, period.endDate)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
