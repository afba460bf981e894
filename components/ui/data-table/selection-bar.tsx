import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export interface DataTableSelectionBarProps {
  count: number;
  onClear: () => void;
  /** The batch actions for the selected rows. */
  children: ReactNode;
  /** What a row is, for the count: "timesheet" gives "3 timesheets selected". */
  noun?: string;
}

/** The bar over a table while rows are selected: the count, "Clear" and the batch actions. */
export function DataTableSelectionBar({ count, onClear, children, noun = "row" }: DataTableSelectionBarProps) {
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Actions for the selected rows"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 text-sm"
    >
      <span className="font-medium tabular-nums" aria-live="polite">
        {count} {noun}
        {count === 1 ? "" : "s"} selected
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Clear
      </Button>
      <span className="mx-1 h-4 w-px bg-border" aria-hidden="true" />
      {children}
    </div>
  );
}
