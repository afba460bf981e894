"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import { showRefusal } from "@/components/admin/refusal-toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast/use-toast";
import { useDeleteReviewer } from "@/hooks/use-timesheet-reviewers";
import { ReviewerFormDialog } from "./reviewer-form-dialog";

type ReviewerItem = { id: string; name: string; email: string };

/** Who reviews the project's timesheets: add, edit, remove. */
export function ProjectReviewers({ projectId, reviewers }: { projectId: string; reviewers: readonly ReviewerItem[] }) {
  const remove = useDeleteReviewer();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Reviewers</CardTitle>
        <ReviewerFormDialog
          projectId={projectId}
          trigger={
            <Button variant="outline" size="sm">
              <Plus aria-hidden="true" />
              Add reviewer
            </Button>
          }
        />
      </CardHeader>
      <CardContent>
        {reviewers.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No reviewer yet. Add one so that submitted timesheets of this project can be approved or contested through a review link.
          </p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm" aria-label="Reviewers">
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
                    <Button variant="ghost" size="icon-sm" aria-label={`Edit reviewer ${reviewer.name}`}>
                      <Pencil aria-hidden="true" />
                    </Button>
                  }
                />
                <ConfirmDialog
                  subject={`reviewer ${reviewer.name}`}
                  actionLabel="Remove"
                  description="Their open review links stop working at once. Decisions they already made stay."
                  onConfirm={async () => {
                    await remove.mutateAsync(reviewer.id).catch(showRefusal);
                    toast({ title: "Reviewer removed", description: reviewer.name });
                  }}
                  trigger={
                    <Button variant="ghost" size="icon-sm" aria-label={`Remove reviewer ${reviewer.name}`}>
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
