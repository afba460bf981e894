import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatsFor } from "@/lib/format/formats";
import { FactList } from "@/components/ui/fact-list";
import { countryName } from "@/lib/format/country-name";

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
function invoicedBy({ invoicingEntityName, clientInvoicingEntityName }: ProjectFactsProps, clientsEntity: (entity: string) => string): string {
  if (invoicingEntityName) return invoicingEntityName;
  return clientInvoicingEntityName ? clientsEntity(clientInvoicingEntityName) : "—";
}

/** The project's client, dates and invoicing entity beside the reviewers who approve its timesheets. */
// Rendered by the server page and by tests alike: the locale comes from next-intl, not from a client hook.
export function ProjectFacts(props: ProjectFactsProps) {
  const t = useTranslations("admin.projects.facts");
  const shared = useTranslations("admin.shared");
  const locale = useLocale();
  const format = formatsFor(locale);
  const facts = [
    [t("client"), `${props.clientName} (${countryName(props.clientCountryCode, locale)})`],
    [t("invoicedBy"), invoicedBy(props, (entity) => t("clientsEntity", { entity }))],
    [t("dates"), format.dateRange(props.startDate, props.endDate, shared("ongoing"))],
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>{t("details")}</CardTitle>
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
