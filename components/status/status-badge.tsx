import { cn } from "@/lib/cn";
import { statusTone } from "./status-colors";

export interface StatusBadgeProps {
  /** The server's status value, e.g. "IN_PROGRESS". Unknown values get a neutral colour. */
  status: string;
  /** The label to show, from the domain's label table (e.g. "In progress"). */
  label: string;
  size?: "sm" | "md";
  className?: string;
}

/** A status chip in the status's one colour, with a dot so it reads without colour too. */
export function StatusBadge({ status, label, size = "sm", className }: StatusBadgeProps) {
  const tone = statusTone(status);
  return (
    <span
      data-status={status}
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full font-medium ring-1 ring-inset",
        size === "sm" ? "h-5 px-2 text-xs" : "h-6 px-2.5 text-sm",
        tone.badge,
        className,
      )}
    >
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", tone.dot)} />
      {label}
    </span>
  );
}
