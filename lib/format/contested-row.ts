import { cn } from "@/lib/cn";
import { formatDate } from "@/lib/format/date";

/** How a contested line's row looks in every table: the contested colour and a bar at its start. */
export const CONTESTED_ROW_CLASS =
  "bg-status-contested/15 shadow-[inset_3px_0_0_var(--color-status-contested)] outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset";

/**
 * The row props that mark a contested line in a read-only table: highlighted, and named with its
 * reason for screen readers. Nothing for a line that is not contested.
 */
export function contestedRowProps(
  line: { date: string; what: string },
  reason: string | undefined,
  /** The row's name in the person's language (timesheet.contestedRow); English with en-GB dates when not given. */
  label?: string,
): { "aria-label"?: string; className?: string } {
  if (reason === undefined) return {};
  return { "aria-label": label ?? `${formatDate(line.date)}: ${line.what}. Contested: ${reason}`, className: cn(CONTESTED_ROW_CLASS) };
}
