"use client";

import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

export interface FormDialogProps {
  title: string;
  description?: ReactNode;
  /** The element that opens the dialog. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  submitting: boolean;
  /** The server's (or the schema's) message about the whole form, shown above the buttons. */
  formError: string | null;
  children: ReactNode;
  className?: string;
}

/**
 * The dialog every admin form lives in. Closing it does not clear what was typed: the form's
 * owner resets it when it opens for a new item, so a failed save keeps the values.
 */
export function FormDialog({ title, description, trigger, open, onOpenChange, onSubmit, submitLabel, submitting, formError, children, className }: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (submitting ? undefined : onOpenChange(next))}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : <DialogDescription className="sr-only">{title}</DialogDescription>}
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {children}
          {formError ? (
            <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" type="button" disabled={submitting} onClick={() => onOpenChange(false)}>
              Cancel
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
