"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { AddButton } from "@/components/ui/add-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { IconButton } from "@/components/ui/icon-button";
import { useDeleteReviewer } from "@/hooks/use-timesheet-reviewers";
import { ReviewerFormDialog } from "./reviewer-form-dialog";

type ReviewerItem = { id: string; name: string; email: string };

/** Who reviews the project's timesheets: add, edit, remove. */
export function ProjectReviewers({ projectId, reviewers }: { projectId: string; reviewers: readonly ReviewerItem[] }) {
  const t = useTranslations("admin.projects.reviewers");
  const common = useTranslations("common");
  const remove = useDeleteReviewer();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t("title")}</CardTitle>
        <ReviewerFormDialog projectId={projectId} trigger={<AddButton>{t("add")}</AddButton>} />
      </CardHeader>
      <CardContent>
        {reviewers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label={t("listLabel")}>
            {reviewers.map((reviewer) => (
              <li key={reviewer.id} className="flex items-center gap-2">
                <span className="font-medium">{reviewer.name}</span>
                <a href={`mailto:${reviewer.email}`} className="min-w-0 flex-1 truncate text-muted-foreground underline-offset-4 hover:underline">
                  {reviewer.email}
                </a>
                <ReviewerFormDialog projectId={projectId} reviewer={reviewer} trigger={<IconButton icon={Pencil} label={t("editLabel", { name: reviewer.name })} />} />
                <ConfirmAction
                  title={t("removeTitle", { name: reviewer.name })}
                  actionLabel={common("remove")}
                  description={t("removeDescription")}
                  run={() => remove.mutateAsync(reviewer.id)}
                  done={{ title: t("removed"), description: reviewer.name }}
                  trigger={<IconButton icon={Trash2} label={t("removeLabel", { name: reviewer.name })} />}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
