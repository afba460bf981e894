import type { ReactNode } from "react";
import { EmptyState, type EmptyStateProps } from "@/components/ui/empty-state";
import { DataTable, type DataTableProps } from "./data-table";

export interface TableSectionProps<TData> extends Omit<DataTableProps<TData>, "empty"> {
  /** What comes first (a note, filters, facts the list depends on). */
  intro?: ReactNode;
  /** The list's add control: above the rows on the right and, while there are none, the empty
   *  state's next step, so it is never shown twice. */
  add?: ReactNode;
  /** Shown instead of the table when there are no rows; its action is `add`. */
  empty: Omit<EmptyStateProps, "action">;
  /** What comes after the table (a dialog its rows open). */
  children?: ReactNode;
}

/** A settings-style section: a table with its add button above it and an empty state that offers it. */
export function TableSection<TData>({ intro, add, empty, children, ...table }: TableSectionProps<TData>) {
  return (
    <div className="flex flex-col gap-3">
      {intro}
      {add && table.data.length > 0 ? <div className="flex justify-end">{add}</div> : null}
      <DataTable {...table} empty={<EmptyState {...empty} action={add} />} />
      {children}
    </div>
  );
}
