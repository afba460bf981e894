"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/ui/refusal-toast";
import { MoneyAmount } from "@/components/money/money-amount";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteEngagementPeriod } from "@/hooks/use-engagements";
import { useFormat } from "@/hooks/use-format";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { EngagementPeriodDialog } from "./engagement-period-dialog";

type Period = ProjectContractor["engagements"][number];
type Rate = Period["rates"][number];

function Title({ name }: { name: "frequency" | "amount" | "currency" }) {
  const t = useTranslations("admin.projects.period");
  return t(name);
}

function FrequencyCell({ frequency }: { frequency: Rate["frequency"] }) {
  const enums = useTranslations("enums");
  return enums(`rateFrequency.${frequency}`);
}

const COLUMNS: ColumnDef<Rate>[] = [
  { id: "frequency", header: () => <Title name="frequency" />, cell: ({ row }) => <FrequencyCell frequency={row.original.frequency} /> },
  {
    id: "amount",
    header: () => <Title name="amount" />,
    meta: { className: "text-right tabular-nums" },
    cell: ({ row }) => <MoneyAmount amount={row.original.amount} currency={row.original.currency} />,
  },
  { id: "currency", header: () => <Title name="currency" />, cell: ({ row }) => row.original.currency },
];

/** One dated period: its rates, and edit (dates, rates, end) or delete (while no record uses its rates). */
export function EngagementPeriodTable({ period, person }: { period: Period; person: ProjectContractor }) {
  const t = useTranslations("admin.projects.period");
  const shared = useTranslations("admin.shared");
  const format = useFormat();
  const showRefusal = useShowRefusal();
  const remove = useDeleteEngagementPeriod();
  const range = format.dateRange(period.startDate, period.endDate, shared("ongoing"));
  return (
    <div className="rounded-md border">
      <div className="flex items-center justify-between gap-2 border-b px-2 py-1">
        <span className="text-xs text-muted-foreground">{t("valid", { range })}</span>
        <span className="flex gap-1">
          <EngagementPeriodDialog
            projectEngagementId={person.id}
            contractorName={person.contractor.name}
            period={period}
            defaultStart={period.startDate}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { range })}>
                <Pencil aria-hidden="true" />
              </Button>
            }
          />
          <ConfirmDialog
            title={t("deleteTitle", { range })}
            description={t("deleteDescription")}
            onConfirm={async () => {
              await remove.mutateAsync(period.id).catch(showRefusal);
              toast({ title: t("deleted"), description: person.contractor.name });
            }}
            trigger={
              <Button variant="ghost" size="icon-sm" aria-label={t("deleteLabel", { range })}>
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </span>
      </div>
      <DataTable
        columns={COLUMNS}
        data={period.rates}
        caption={t("caption", { name: person.contractor.name, range })}
        manualSorting
        containerClassName="max-h-none"
      />
    </div>
  );
}
