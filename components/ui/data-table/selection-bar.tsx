import { useTranslations, type Messages } from "next-intl";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

/** What a selected row is, for the count ("3 timesheets selected"): one of the catalogue's nouns. */
export type SelectionNoun = keyof Messages["ui"]["selectionBar"]["selected"];

export interface DataTableSelectionBarProps {
  count: number;
  onClear: () => void;
  /** The batch actions for the selected rows. */
  children: ReactNode;
  /** What a row is, for the count: "timesheet" gives "3 timesheets selected". */
  noun?: SelectionNoun;
}

/** The bar over a table while rows are selected: the count, "Clear" and the batch actions. */
export function DataTableSelectionBar({ count, onClear, children, noun = "row" }: DataTableSelectionBarProps) {
  const t = useTranslations("ui.selectionBar");
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label={t("label")}
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 text-sm"
    >
      <span className="font-medium tabular-nums" aria-live="polite">
        {t(`selected.${noun}`, { count })}
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        {t("clear")}
      </Button>
      <span className="mx-1 h-4 w-px bg-border" aria-hidden="true" />
      {children}
    </div>
  );
}
