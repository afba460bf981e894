import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import { defaultDirection, timesheetSearchHref, type TimesheetSearch, type TimesheetSortKey } from "./timesheet-search";

export interface SortHeaderProps {
  search: TimesheetSearch;
  sortKey: TimesheetSortKey;
  label: string;
  className?: string;
}

/** A column header that sorts by its column (in SQL); clicking again reverses the order. */
export function SortHeader({ search, sortKey, label, className }: SortHeaderProps) {
  const active = search.sort === sortKey;
  const nextDir = active ? (search.dir === "asc" ? "desc" : "asc") : defaultDirection(sortKey);
  const Icon = !active ? ArrowUpDown : search.dir === "asc" ? ArrowUp : ArrowDown;
  const href = timesheetSearchHref(search, { sort: sortKey, dir: nextDir, page: 1 });
  return (
    <TableHead
      className={className}
      aria-sort={active ? (search.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <Link
        href={href}
        className={cn(
          "inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
          active && "text-foreground",
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn("size-3", !active && "opacity-40")} />
        <span className="sr-only">, sort {nextDir === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </TableHead>
  );
}
