import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { DataTable, type DataTableProps } from "./data-table";

export interface SearchTableProps<TData> extends Omit<DataTableProps<TData>, "empty"> {
  /** The search box and any filters beside it. */
  search: ReactNode;
  /** The list's add control, at the end of the toolbar: it stays there when a search finds nothing. */
  add: ReactNode;
  /** What a search that finds nothing says (a list with nothing at all says so before it is searched). */
  noMatch: { title: string; description?: ReactNode };
}

/** A searched list (clients, projects, users): the search and the add button above the table, and "no match" when a search finds nothing. */
export function SearchTable<TData>({ search, add, noMatch, ...table }: SearchTableProps<TData>) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {search}
        {add}
      </div>
      <DataTable {...table} empty={<EmptyState {...noMatch} />} />
    </div>
  );
}
