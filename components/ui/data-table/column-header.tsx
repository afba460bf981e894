import { flexRender, type Header } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/cn";

/** A column's header: a button that sorts when the column sorts, with the order announced. */
export function DataTableColumnHeader<TData>({ header }: { header: Header<TData, unknown> }) {
  const t = useTranslations("ui.dataTable");
  const meta = header.column.columnDef.meta;
  if (header.isPlaceholder) return <TableHead className={meta?.className} />;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    return (
      <TableHead className={meta?.className}>
        {content}
        {meta?.label ? <span className="sr-only">{meta.label}</span> : null}
      </TableHead>
    );
  }
  const sorted = header.column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  const next = header.column.getNextSortingOrder();
  return (
    <TableHead
      className={meta?.className}
      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className={cn(
          "inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          sorted && "text-foreground",
        )}
      >
        {content}
        {meta?.label ? <span className="sr-only">{meta.label}</span> : null}
        <Icon aria-hidden="true" className={cn("size-3", !sorted && "opacity-40")} />
        {next ? <span className="sr-only">{next === "asc" ? t("sortAscending") : t("sortDescending")}</span> : null}
      </button>
    </TableHead>
  );
}
