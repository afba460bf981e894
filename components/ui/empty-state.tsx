import type { LucideIcon } from "lucide-react";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export interface EmptyStateProps {
  /** What is empty, e.g. "No expenses yet". */
  title: string;
  /** What to do next, e.g. "Add the first expense of March 2025." */
  description?: ReactNode;
  /** The next step as a control (usually a Button). */
  action?: ReactNode;
  icon?: LucideIcon;
  className?: string;
}

/** Shown instead of an empty list: says what is empty and what to do next. */
export function EmptyState({ title, description, action, icon: Icon = Inbox, className }: EmptyStateProps) {
  return (
    <div
      data-testid="empty-state"
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6 text-muted-foreground" />
      <p className="text-sm font-medium">{title}</p>
      {description ? <div className="max-w-sm text-sm text-muted-foreground">{description}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
