"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/field";
import type { FormDialogState } from "@/hooks/use-form-dialog";

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog. */
  trigger: ReactNode;
  /** useFormDialog's answer: the open state, the form's state and the submit. */
  dialog: FormDialogState;
  submitLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * The dialog every admin form lives in. Closing it does not clear what was typed: the form's
 * owner resets it when it opens for a new item (useFormDialog), so a failed save keeps the values.
 */
export function FormDialog({ title, description, trigger, dialog, submitLabel, children, className }: FormDialogProps) {
  const t = useTranslations("common");
  const { submitting, formError } = dialog.form;
  return (
    <Dialog open={dialog.open} onOpenChange={(next) => (submitting ? undefined : dialog.onOpenChange(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <form noValidate onSubmit={dialog.onSubmit} className="flex flex-col gap-4">
          {children}
          <FormError message={formError} />
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
