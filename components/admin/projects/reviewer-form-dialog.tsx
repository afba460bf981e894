"use client";

import { useState, type ReactNode } from "react";
import { FormDialog } from "@/components/admin/form-dialog";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreateReviewer, useUpdateReviewer } from "@/hooks/use-timesheet-reviewers";
import { useZodForm } from "@/hooks/use-zod-form";
import { createReviewerBody, updateReviewerBody } from "@/lib/schemas/reviews";

type Values = { name: string; email: string };
type ReviewerItem = { id: string; name: string; email: string };

export interface ReviewerFormDialogProps {
  projectId: string;
  reviewer?: ReviewerItem;
  trigger: ReactNode;
}

/** Adds a reviewer to the project or changes one's name and e-mail. */
export function ReviewerFormDialog({ projectId, reviewer, trigger }: ReviewerFormDialogProps) {
  const [open, setOpen] = useState(false);
  const create = useCreateReviewer();
  const update = useUpdateReviewer(reviewer?.id ?? "");
  const initial: Values = { name: reviewer?.name ?? "", email: reviewer?.email ?? "" };
  const form = useZodForm({
    schema: reviewer ? updateReviewerBody : createReviewerBody,
    initial,
    toInput: (values: Values) => (reviewer ? values : { ...values, projectId }),
  });

  function onOpenChange(next: boolean) {
    if (next && !open) form.reset(initial);
    setOpen(next);
  }

  const submit = form.handleSubmit(async (body) => {
    if (reviewer) await update.mutateAsync(body);
    else await create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]);
    setOpen(false);
    toast({ title: reviewer ? "Reviewer saved" : "Reviewer added", description: body.name });
  });

  return (
    <FormDialog
      title={reviewer ? `Edit ${reviewer.name}` : "Add a reviewer"}
      description="Reviewers approve or contest this project's timesheets through a review link; they need no account."
      trigger={trigger}
      open={open}
      onOpenChange={onOpenChange}
      onSubmit={submit}
      submitLabel={reviewer ? "Save reviewer" : "Add reviewer"}
      submitting={form.submitting}
      formError={form.formError}
    >
      <FormField id={form.idFor("name")} label="Name" error={form.errors.name}>
        <Input {...form.field("name")} autoComplete="name" />
      </FormField>
      <FormField id={form.idFor("email")} label="E-mail" error={form.errors.email}>
        <Input {...form.field("email")} type="email" autoComplete="email" />
      </FormField>
    </FormDialog>
  );
}
