"use client";

import { Briefcase } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, useMemo } from "react";
import { MoneyAmount } from "@/components/money/money-amount";
import { Badge } from "@/components/ui/badge";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { RecordLink } from "@/components/ui/record-link";
import { useFormat } from "@/hooks/use-format";
import type { ContractorDetails } from "@/lib/schemas/contractors";

type Engagement = ContractorDetails["engagements"][number];

function useColumns(): ColumnDef<Engagement>[] {
  const t = useTranslations("admin.contractors.engagements");
  const shared = useTranslations("admin.shared");
  const enums = useTranslations("enums");
  const format = useFormat();
  return useMemo(() => {
    const range = (start: string | null, end: string | null) => format.dateRange(start, end, shared("ongoing"));
    return [
  {
    id: "project",
    header: t("project"),
    cell: ({ row }) => (
      <>
        <RecordLink href={`/admin/projects/${row.original.project.id}`}>{row.original.project.name}</RecordLink>
        {row.original.project.archived ? (
          <Badge variant="outline" className="ml-2">
            {t("archived")}
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: "client", header: t("client"), cell: ({ row }) => row.original.project.client.name },
  {
    id: "engaged",
    header: t("engaged"),
    meta: { className: "whitespace-nowrap" },
    cell: ({ row }) => range(row.original.startDate, row.original.endDate),
  },
  {
    id: "rates",
    header: t("rates"),
    cell: ({ row }) =>
      row.original.engagements.length === 0 ? (
        <span className="text-muted-foreground">{t("noRates")}</span>
      ) : (
        <ul className="flex flex-col gap-0.5">
          {row.original.engagements.map((period) => (
            <li key={period.id} className="tabular-nums">
              {period.rates.map((rate, index) => (
                <Fragment key={rate.id}>
                  {index > 0 ? ", " : null}
                  {t.rich("ratePer", {
                    unit: enums(`rateUnit.${rate.frequency}`),
                    amount: () => <MoneyAmount amount={rate.amount} currency={rate.currency} />,
                  })}
                </Fragment>
              ))}{" "}
              <span className="text-muted-foreground">({range(period.startDate, period.endDate)})</span>
            </li>
          ))}
        </ul>
      ),
  },
    ] satisfies ColumnDef<Engagement>[];
  }, [t, shared, enums, format]);
}

/** The projects a contractor is on, with dates and the rates of each period. */
export function ContractorEngagements({ engagements }: { engagements: ContractorDetails["engagements"] }) {
  const t = useTranslations("admin.contractors.engagements");
  const columns = useColumns();
  return (
    <DataTable
      columns={columns}
      data={engagements}
      caption={t("caption")}
      manualSorting
      empty={
        <EmptyState
          icon={Briefcase}
          title={t("emptyTitle")}
          description={t("emptyDescription")}
        />
      }
    />
  );
}
