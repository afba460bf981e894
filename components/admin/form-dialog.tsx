"use client";

import { useTranslations } from "next-intl";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";
import type { FormDialogState } from "@/hooks/use-form-dialog";

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog. */
  trigger: ReactNode;
  /** useFormDialog's answer. */
  dialog: Pick<FormDialogState, "open" | "onOpenChange">;
  /** The form's state: a dialog cannot be closed while it saves; the form's own message shows above the buttons. */
  form: { submitting: boolean; formError: string | null };
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * The dialog every admin form lives in. Closing it does not clear what was typed: the form's
 * owner resets it when it opens for a new item (useFormDialog), so a failed save keeps the values.
 */
export function FormDialog({ title, description, trigger, dialog, form, onSubmit, submitLabel, children, className }: FormDialogProps) {
  const t = useTranslations("common");
  const { submitting } = form;
  return (
    <Dialog open={dialog.open} onOpenChange={(next) => (submitting ? undefined : dialog.onOpenChange(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          <FormError message={form.formError} />
          <DialogFooter>
            <Button variant="outline" type="button" disabled={submitting} onClick={() => dialog.onOpenChange(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" pending={submitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
