import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/field";
import { cn } from "@/lib/cn";

export interface PageFormProps {
  /** The form's accessible name (a page may hold more than one form). */
  label: string;
  /** useZodForm's state: the save button waits while it saves; the form's own message shows above it. */
  form: { submitting: boolean; formError: string | null };
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The button's text while saving. */
  pendingLabel: string;
  className?: string;
  children: ReactNode;
}

/** A form that is a page of its own (profile, billing details): its fields, the form's message and one save button under them. */
export function PageForm({ label, form, onSubmit, submitLabel, pendingLabel, className, children }: PageFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className={cn("flex flex-col gap-5", className)} aria-label={label}>
      {children}
      <FormError message={form.formError} inline />
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
