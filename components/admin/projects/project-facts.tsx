import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateRange } from "@/lib/format/date";
import { countryLabel } from "@/lib/format/labels";
import { FactList } from "@/components/ui/fact-list";

export interface ProjectFactsProps {
  clientName: string;
  clientCountryCode: string | null;
  /** The project's own invoicing entity. */
  invoicingEntityName: string | null;
  /** The client's, which invoices the project when it names none of its own. */
  clientInvoicingEntityName: string | null;
  startDate: string | null;
  endDate: string | null;
  description: string | null;
  /** The reviewers' card, beside the details. */
  reviewers: ReactNode;
}

/** Who the invoices of the project are made out by: its own entity, else its client's (as generateInvoice decides). */
function invoicedBy({ invoicingEntityName, clientInvoicingEntityName }: ProjectFactsProps): string {
  if (invoicingEntityName) return invoicingEntityName;
  return clientInvoicingEntityName ? `${clientInvoicingEntityName} (the client's)` : "—";
}

/** The project's client, dates and invoicing entity beside the reviewers who approve its timesheets. */
export function ProjectFacts(props: ProjectFactsProps) {
  const facts = [
    ["Client", `${props.clientName} (${countryLabel(props.clientCountryCode)})`],
    ["Invoiced by", invoicedBy(props)],
    ["Dates", formatDateRange(props.startDate, props.endDate)],
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Details</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <FactList facts={facts} />
          {props.description ? <p className="text-sm text-muted-foreground">{props.description}</p> : null}
        </CardContent>
      </Card>
      {props.reviewers}
    </div>
  );
}
