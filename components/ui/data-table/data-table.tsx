"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type OnChangeFn,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { Fragment, useRef, type ComponentProps, type ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { LoadMore, type LoadMoreProps } from "@/components/ui/load-more";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { DataTableColumnHeader } from "./column-header";

declare module "@tanstack/react-table" {
  // Type parameters must match TanStack's declaration to merge, even where unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes for the column's header and cells, e.g. "text-right" for money. */
    className?: string;
    /** The column's name for screen readers when its header is an icon. */
    label?: string;
  }
}

export type { CellContext, ColumnDef, RowSelectionState, SortingState };

export interface DataTableProps<TData> {
  /** One entry per column; a screen supplies these and nothing else about the table. Keep them
   *  stable (a module constant or memoised): a cell function renders as a component, so a new
   *  function on every render remounts its cells (and drops their focus and open dialogs); what
   *  changes reaches the cells through `createColumnsContext` (components/ui/cell-context). */
  columns: ColumnDef<TData>[];
  data: readonly TData[];
  /** A stable key per row (selection is keyed on it, so it survives sorting and refetches): the
   *  row's `id` unless this says otherwise. */
  getRowId?: (row: TData) => string;
  /** What the table lists, for screen readers. */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Turns on the checkbox column; the selection is owned by the screen (it drives batch actions). */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Rows that cannot be chosen show a disabled checkbox. */
  canSelectRow?: (row: TData) => boolean;
  /** Names a row in its checkbox label: "Select {rowLabel}" (in the reader's language). */
  rowLabel?: (row: TData) => string;
  /** Sorting state; with `manualSorting` the rows are already sorted (by the server) and the
   *  table only reports header clicks through `onSortingChange`. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  manualSorting?: boolean;
  /** Marks the row that is open elsewhere on the screen (a detail panel). */
  isRowActive?: (row: TData) => boolean;
  /** Cursor paging: "Load more …" under the rows (and under the footer), which also loads by itself as it scrolls into view. */
  more?: LoadMoreProps;
  containerClassName?: string;
  /** Names the scrolling container and lets the keyboard reach it (see `Table`), for tables
   *  whose height is bounded so they scroll on their own. */
  scrollLabel?: string;
  /** What a row's `<tr>` carries beyond the table's own: `data-*` attributes (a test id, a row's
   *  outcome), and focus and keyboard behaviour, a name and extra classes for tables whose rows are
   *  themselves operated (e.g. one tab stop with arrow keys between rows). `index` is the row's
   *  position as shown. */
  rowProps?: (row: TData, index: number) => DataTableRowProps;
  /** Replaces a row as a whole, e.g. with an edit row of inputs; `undefined` keeps the default
   *  row. The replacement is a `<tr>` that spans every column itself (the checkbox one too). */
  renderRow?: (row: TData, index: number) => ReactNode | undefined;
  /** Rows under the body inside `<tfoot>`, e.g. totals; their cells span the columns themselves. */
  footer?: ReactNode;
}

const hasId = (row: unknown): row is { id: string } => typeof row === "object" && row !== null && "id" in row && typeof row.id === "string";

/** The key selection is stored under, so it survives sorting and refetches. */
function rowIdOf<TData>(getRowId: ((row: TData) => string) | undefined, row: TData): string {
  if (getRowId) return getRowId(row);
  if (hasId(row)) return row.id;
  throw new Error("A DataTable row without a string id needs getRowId.");
}

/** `data-*` attributes of a row. */
export type RowDataAttributes = Record<`data-${string}`, string | number | boolean | undefined>;

/** What a screen may set on a row's `<tr>`; its selected state stays the table's. */
export type DataTableRowProps = Pick<ComponentProps<"tr">, "ref" | "tabIndex" | "onFocus" | "onKeyDown" | "aria-label" | "className"> & RowDataAttributes;

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === "function" ? (updater as (old: T) => T)(current) : updater;
}

/**
 * The one data table: columns come from the screen; sorting, selection (with shift-click
 * ranges), the empty state and "load more" live here once, on TanStack Table. A screen whose
 * rows are edited in place adds row behaviour (`rowProps`), swaps a row (`renderRow`) and
 * totals (`footer`) without leaving it.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  caption,
  empty,
  rowSelection,
  onRowSelectionChange,
  canSelectRow,
  rowLabel,
  sorting,
  onSortingChange,
  manualSorting = false,
  isRowActive,
  more,
  containerClassName,
  scrollLabel,
  rowProps,
  renderRow,
  footer,
}: DataTableProps<TData>) {
  const t = useTranslations("ui.dataTable");
  const selectable = rowSelection !== undefined && onRowSelectionChange !== undefined;
  const lastToggled = useRef<number | null>(null);
  const shiftHeld = useRef(false);

  const handleSorting: OnChangeFn<SortingState> = (updater) => onSortingChange?.(resolve(updater, sorting ?? []));
  const handleSelection: OnChangeFn<RowSelectionState> = (updater) =>
    onRowSelectionChange?.(resolve(updater, rowSelection ?? {}));

  // TanStack's table instance is mutable by design; the compiler leaves this component unmemoised.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<TData>({
    data: data as TData[],
    columns,
    getRowId: (row) => rowIdOf(getRowId, row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: manualSorting ? undefined : getSortedRowModel(),
    manualSorting,
    enableSorting: onSortingChange !== undefined || !manualSorting,
    enableSortingRemoval: false,
    enableRowSelection: selectable ? (row) => (canSelectRow ? canSelectRow(row.original) : true) : false,
    state: { ...(sorting ? { sorting } : {}), ...(rowSelection ? { rowSelection } : {}) },
    onSortingChange: onSortingChange ? handleSorting : undefined,
    onRowSelectionChange: selectable ? handleSelection : undefined,
  });

  const rows = table.getRowModel().rows;
  if (rows.length === 0 && empty) return <>{empty}</>;

  /** Shift-click sets every row between the last toggled one and this one to this one's new value. */
  function toggleRow(row: Row<TData>, index: number, shiftKey: boolean) {
    const value = !row.getIsSelected();
    const from = lastToggled.current;
    if (shiftKey && from !== null && from !== index) {
      const [start, end] = from < index ? [from, index] : [index, from];
      const next = { ...(rowSelection ?? {}) };
      for (const r of rows.slice(start, end + 1)) {
        if (!r.getCanSelect()) continue;
        if (value) next[r.id] = true;
        else delete next[r.id];
      }
      onRowSelectionChange?.(next);
    } else {
      row.toggleSelected(value);
    }
    lastToggled.current = index;
  }

  const allSelectable = rows.filter((r) => r.getCanSelect());
  const selectedOnPage = allSelectable.filter((r) => r.getIsSelected()).length;

  return (
    <div className="flex flex-col gap-2">
      <Table containerClassName={containerClassName} scrollLabel={scrollLabel}>
        <caption className="sr-only">{caption}</caption>
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {selectable ? (
                <TableHead className="w-8">
                  <Checkbox
                    aria-label={t("selectAll")}
                    checked={allSelectable.length > 0 && selectedOnPage === allSelectable.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < allSelectable.length}
                    disabled={allSelectable.length === 0}
                    onCheckedChange={(checked) => {
                      const next = { ...(rowSelection ?? {}) };
                      for (const r of allSelectable) {
                        if (checked) next[r.id] = true;
                        else delete next[r.id];
                      }
                      onRowSelectionChange?.(next);
                      lastToggled.current = null;
                    }}
                  />
                </TableHead>
              ) : null}
              {group.headers.map((header) => (
                <DataTableColumnHeader key={header.id} header={header} />
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.map((row, index) => {
            const replacement = renderRow?.(row.original, index);
            if (replacement !== undefined) return <Fragment key={row.id}>{replacement}</Fragment>;
            return (
              <TableRow
                key={row.id}
                {...rowProps?.(row.original, index)}
                data-state={row.getIsSelected() || isRowActive?.(row.original) ? "selected" : undefined}
              >
                {selectable ? (
                  <TableCell className="w-8">
                    <Checkbox
                      aria-label={t("selectRow", { row: rowLabel ? rowLabel(row.original) : t("row") })}
                      checked={row.getIsSelected()}
                      disabled={!row.getCanSelect()}
                      // A checkbox's click fires before its change: the click tells whether shift was held.
                      onClick={(event) => {
                        shiftHeld.current = event.shiftKey;
                      }}
                      onCheckedChange={() => {
                        toggleRow(row, index, shiftHeld.current);
                        shiftHeld.current = false;
                      }}
                    />
                  </TableCell>
                ) : null}
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
        {footer ? <TableFooter>{footer}</TableFooter> : null}
      </Table>
      {more ? <LoadMore {...more} /> : null}
    </div>
  );
}
