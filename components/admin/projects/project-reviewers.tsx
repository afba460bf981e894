"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useShowRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteReviewer } from "@/hooks/use-timesheet-reviewers";
import { ReviewerFormDialog } from "./reviewer-form-dialog";

type ReviewerItem = { id: string; name: string; email: string };

/** Who reviews the project's timesheets: add, edit, remove. */
export function ProjectReviewers({ projectId, reviewers }: { projectId: string; reviewers: readonly ReviewerItem[] }) {
  const t = useTranslations("admin.projects.reviewers");
  const common = useTranslations("common");
  const showRefusal = useShowRefusal();
  const remove = useDeleteReviewer();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>{t("title")}</CardTitle>
        <ReviewerFormDialog
          projectId={projectId}
          trigger={
            <Button variant="outline" size="sm">
              <Plus aria-hidden="true" />
              {t("add")}
            </Button>
          }
        />
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
                <ReviewerFormDialog
                  projectId={projectId}
                  reviewer={reviewer}
                  trigger={
                    <Button variant="ghost" size="icon-sm" aria-label={t("editLabel", { name: reviewer.name })}>
                      <Pencil aria-hidden="true" />
                    </Button>
                  }
                />
                <ConfirmDialog
                  title={t("removeTitle", { name: reviewer.name })}
                  actionLabel={common("remove")}
                  description={t("removeDescription")}
                  onConfirm={async () => {
                    await remove.mutateAsync(reviewer.id).catch(showRefusal);
                    toast({ title: t("removed"), description: reviewer.name });
                  }}
                  trigger={
                    <Button variant="ghost" size="icon-sm" aria-label={t("removeLabel", { name: reviewer.name })}>
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
