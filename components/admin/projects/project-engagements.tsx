import { Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDateRange } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";

export interface EngagementItem {
  id: string;
  contractorName: string;
  contractorEmail: string;
  startDate: string;
  endDate: string | null;
  expensesEligible: boolean;
  bonusEligible: boolean;
  engagements: readonly {
    id: string;
    startDate: string;
    endDate: string | null;
    rates: readonly { id: string; frequency: string; amount: string; currency: string }[];
  }[];
}

/** Who works on the project, from when to when, and at which rates in each dated period. */
export function ProjectEngagements({ people }: { people: readonly EngagementItem[] }) {
  if (people.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No contractor is engaged on this project"
        description="Engage a contractor with a start date and a rate; their monthly timesheets then open here."
      />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
      {people.map((person) => (
        <Card key={person.id}>
          <CardHeader>
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>{person.contractorName}</CardTitle>
              <Badge variant={person.expensesEligible ? "secondary" : "outline"}>
                {person.expensesEligible ? "Expenses eligible" : "No expenses"}
              </Badge>
              <Badge variant={person.bonusEligible ? "secondary" : "outline"}>
                {person.bonusEligible ? "Bonus eligible" : "No bonus"}
              </Badge>
            </div>
            <CardDescription>
              {person.contractorEmail} · engaged {formatDateRange(person.startDate, person.endDate)}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {person.engagements.length === 0 ? (
              <p className="text-sm text-muted-foreground">No rates yet: add an engagement period with a rate before work can be logged.</p>
            ) : (
              person.engagements.map((engagement) => (
                <Table key={engagement.id} className="caption-top" containerClassName="max-h-none">
                  <caption className="px-1 pb-1 text-left text-xs text-muted-foreground">
                    {formatDateRange(engagement.startDate, engagement.endDate)}
                  </caption>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Frequency</TableHead>
                      <TableHead className="text-right">Amount</TableHead>
                      <TableHead>Currency</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {engagement.rates.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={3} className="text-muted-foreground">
                          No rate in this period
                        </TableCell>
                      </TableRow>
                    ) : null}
                    {engagement.rates.map((rate) => (
                      <TableRow key={rate.id}>
                        <TableCell>{enumLabel(rate.frequency)}</TableCell>
                        <TableCell className="text-right tabular-nums">{formatMoney(rate.amount, rate.currency)}</TableCell>
                        <TableCell>{rate.currency}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              ))
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
