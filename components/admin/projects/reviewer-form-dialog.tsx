"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { NameEmailFields } from "@/components/ui/name-email-fields";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateReviewer, useUpdateReviewer } from "@/hooks/use-timesheet-reviewers";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { updateReviewerBody } from "@/lib/schemas/reviews";

type Values = { name: string; email: string };
type ReviewerItem = { id: string; name: string; email: string };

export interface ReviewerFormDialogProps {
  projectId: string;
  reviewer?: ReviewerItem;
  trigger: ReactNode;
}

/** Adds a reviewer to the project or changes one's name and e-mail. */
export function ReviewerFormDialog({ projectId, reviewer, trigger }: ReviewerFormDialogProps) {
  const t = useTranslations("admin.projects.reviewerForm");
  const create = useCreateReviewer();
  const update = useUpdateReviewer(reviewer?.id ?? "");
  const initial: Values = { name: reviewer?.name ?? "", email: reviewer?.email ?? "" };
  const form = useZodForm({
    // A reviewer's own fields, judged alike in both modes; a new one is added to this project.
    schema: updateReviewerBody,
    initial,
  });

  const dialog = useFormDialog(form, () => initial, async (body) => {
    if (reviewer) await update.mutateAsync(body);
    else await create.mutateAsync({ ...body, projectId });
    toast({ title: reviewer ? t("saved") : t("added"), description: body.name });
  });

  return (
    <FormDialog
      title={reviewer ? t("editTitle", { name: reviewer.name }) : t("addTitle")}
      description={t("description")}
      trigger={trigger}
      dialog={dialog}
      submitLabel={reviewer ? t("save") : t("add")}
    >
      <NameEmailFields form={form} nameLabel={t("name")} emailLabel={t("email")} />
    </FormDialog>
  );
}
