/** The one data table (components/ui/data-table/): the table, its column header, URL sorting, the selection bar, the section around a table and the shared columns. */
export { DataTable, type CellContext, type ColumnDef, type DataTableProps, type DataTableRowProps, type RowDataAttributes, type RowSelectionState, type SortingState } from "./data-table";
export { actionsColumn, timestampColumn, type TimestampColumn } from "./columns";
export { SearchTable, type SearchTableProps } from "./search-table";
export { DataTableSelectionBar, type DataTableSelectionBarProps, type SelectionNoun } from "./selection-bar";
export { TableSection, type TableSectionProps } from "./table-section";
export { useUrlSorting, type UrlSortingOptions } from "./url-sorting";
