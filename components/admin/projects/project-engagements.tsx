"use client";

import { UserMinus, Users } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { useRemoveProjectEngagement } from "@/hooks/use-project-engagements";
import { useFormat } from "@/hooks/use-format";
import type { ProjectContractor } from "@/lib/schemas/projects";
import { AddContractorDialog } from "./add-contractor-dialog";
import { EngagementPeriodDialog } from "./engagement-period-dialog";
import { EngagementPeriodTable } from "./engagement-period-table";

/** The day after the last period's end, where a next period would usually start. */
function nextStart(person: ProjectContractor): string {
  const last = person.engagements.at(-1);
  if (!last?.endDate) return person.startDate;
  const next = new Date(`${last.endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function PersonCard({ person }: { person: ProjectContractor }) {
  const t = useTranslations("admin.projects.engagements");
  const shared = useTranslations("admin.shared");
  const common = useTranslations("common");
  const format = useFormat();
  const remove = useRemoveProjectEngagement();
  const name = person.contractor.name;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <Link href={`/admin/contractors/${person.contractor.id}`} className="underline-offset-4 hover:underline">
              {name}
            </Link>
          </CardTitle>
          {person.contractor.active ? null : <Badge variant="destructive">{t("deactivated")}</Badge>}
          <Badge variant={person.expensesEligible ? "secondary" : "outline"}>{person.expensesEligible ? t("expensesEligible") : t("noExpenses")}</Badge>
          <Badge variant={person.bonusEligible ? "secondary" : "outline"}>{person.bonusEligible ? t("bonusEligible") : t("noBonus")}</Badge>
        </div>
        <CardDescription>
          {t("personDescription", {
            email: person.contractor.email,
            range: format.dateRange(person.startDate, person.endDate, shared("ongoing")),
            count: person.timesheetsCount,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {person.engagements.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noRates", { name })}</p>
        ) : (
          person.engagements.map((period) => <EngagementPeriodTable key={period.id} period={period} person={person} />)
        )}
        <div className="flex flex-wrap gap-2">
          <EngagementPeriodDialog projectEngagementId={person.id} contractorName={name} defaultStart={nextStart(person)} trigger={<AddButton>{t("addRates")}</AddButton>} />
          <ConfirmAction
            title={t("removeTitle", { name })}
            actionLabel={common("remove")}
            description={t("removeDescription")}
            run={() => remove.mutateAsync(person.id)}
            done={{ title: t("removed"), description: name }}
            trigger={
              <Button variant="ghost" size="sm">
                <UserMinus aria-hidden="true" />
                {t("removeButton")}
              </Button>
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}

export interface ProjectEngagementsProps {
  projectId: string;
  people: readonly ProjectContractor[];
  /** Whether any active contractor is not on the project yet. */
  hasCandidates: boolean;
  defaultStart: string;
}

/** Who works on the project, when, and at which rates; add, change, end or remove them. */
export function ProjectEngagements({ projectId, people, hasCandidates, defaultStart }: ProjectEngagementsProps) {
  const t = useTranslations("admin.projects.engagements");
  const noneToAddId = `${projectId}-none-to-add`;
  const add = (
    <AddContractorDialog
      projectId={projectId}
      onProject={people.map((person) => person.contractor.id)}
      hasCandidates={hasCandidates}
      defaultStart={defaultStart}
      describedBy={hasCandidates ? undefined : noneToAddId}
    />
  );
  const link = (chunks: ReactNode) => (
    <Link href="/admin/contractors" className="underline">
      {chunks}
    </Link>
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="engagements-heading" className="text-sm font-semibold">
          {t("heading")}
        </h2>
        {people.length > 0 ? (
          <div className="flex items-center gap-2">
            {/* A disabled button says nothing by itself (#47.9): the reason stands beside it. */}
            {hasCandidates ? null : (
              <p id={noneToAddId} className="text-xs text-muted-foreground">
                {t.rich("noneToAdd", { link })}
              </p>
            )}
            {add}
          </div>
        ) : null}
      </div>
      {people.length === 0 ? (
        <EmptyState
          icon={Users}
          title={t("emptyTitle")}
          description={
            !hasCandidates
              ? t.rich("emptyInvite", { link })
              : t("emptyAdd")
          }
          action={hasCandidates ? add : undefined}
        />
      ) : (
        <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
          {people.map((person) => (
            <PersonCard key={person.id} person={person} />
          ))}
        </div>
      )}
    </div>
  );
}
