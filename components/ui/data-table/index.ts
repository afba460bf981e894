/** The one data table (components/ui/data-table/): the table, its column header, URL sorting and the selection bar. */
export { DataTable, type CellContext, type ColumnDef, type DataTableProps, type DataTableRowProps, type RowDataAttributes, type RowSelectionState, type SortingState } from "./data-table";
export { DataTableSelectionBar, type DataTableSelectionBarProps, type SelectionNoun } from "./selection-bar";
export { useUrlSorting, type UrlSortingOptions } from "./url-sorting";
