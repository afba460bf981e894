import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Announce the error as it appears (role="alert"): for a form sent from inside its field (a
   *  keyboard shortcut), where moving the focus to the field announces nothing, and for the small
   *  inline forms whose error has always been a live region. */
  live?: boolean;
  children: ReactNode;
}

/** The ids a field's control points at with aria-describedby. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** A label, the control, a hint and the field's error right under it: the one field of every form. */
export function FormField({ id, label, error, hint, className, live, children }: FormFieldProps) {
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={live ? "alert" : undefined} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
