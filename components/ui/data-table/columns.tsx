import { useTranslations } from "next-intl";
import type { ColumnDef } from "@tanstack/react-table";
import { cn } from "@/lib/cn";
import type { Formats } from "@/lib/format/formats";

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

export interface TimestampColumn<TData> {
  id: string;
  header: string;
  /** The row's moment (ISO text); the column sorts by it, a row without one first. */
  at: (row: TData) => string | null;
  /** Said where a row has no moment ("Never", "Not yet"); a dash unless given. */
  none?: string;
  /** useFormat's answer and the installation's time zone, which every moment is shown in. */
  format: Formats;
  timeZone: string;
  className?: string;
}

/** A column of moments (created, last used, expires), each in the installation's time zone. */
export function timestampColumn<TData>({ id, header, at, none = "—", format, timeZone, className }: TimestampColumn<TData>): ColumnDef<TData> {
  return {
    id,
    accessorFn: (row) => at(row) ?? "",
    header,
    meta: className ? { className } : undefined,
    cell: ({ row }) => {
      const value = at(row.original);
      return value ? format.timestamp(value, timeZone) : none;
    },
  };
}
