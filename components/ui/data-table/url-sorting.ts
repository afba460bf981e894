"use client";

import type { SortingState } from "@tanstack/react-table";
import { useRouter } from "next/navigation";

export interface UrlSortingOptions<K extends string> {
  /** The sort key and direction the URL holds now. */
  sort: K;
  dir: "asc" | "desc";
  /** Which column ids the server can sort by; a click on any other header does nothing. */
  isKey: (id: string) => id is K;
  /** The URL of the same list sorted anew (and back on its first page, where the list pages). */
  hrefFor: (sort: K, dir: "asc" | "desc") => string;
}

/**
 * Sorting kept in the URL, for lists the server sorts and pages: a header click navigates to the
 * list sorted anew, without scrolling, so sorting survives a reload and a shared link. Pass the
 * answer to DataTable with `manualSorting`.
 */
export function useUrlSorting<K extends string>({ sort, dir, isKey, hrefFor }: UrlSortingOptions<K>): {
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
} {
  const router = useRouter();
  return {
    sorting: [{ id: sort, desc: dir === "desc" }],
    onSortingChange: (next) => {
      const first = next[0];
      if (!first || !isKey(first.id)) return;
      router.push(hrefFor(first.id, first.desc ? "desc" : "asc"), { scroll: false });
    },
  };
}
