import { useTranslations } from "next-intl";
import type { ColumnDef } from "@tanstack/react-table";
import { cn } from "@/lib/cn";

function ActionsHeader() {
  return useTranslations("common")("actions");
}

/**
 * The last column of a list whose rows have buttons: headed "Actions", not sorted, right-aligned
 * in `width` (wide enough for its buttons, so the other columns do not move as rows differ).
 */
export function actionsColumn<TData>(cell: ColumnDef<TData>["cell"], width?: string): ColumnDef<TData> {
  return { id: "actions", header: ActionsHeader, enableSorting: false, meta: { className: cn(width, "text-right") }, cell };
}
