"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { LookupItem, LookupKind } from "@/lib/schemas/lookups";
import { queryKeys } from "./query-keys";

/**
 * Pickers ask the server for what was typed (GET /api/lookups/{kind}): at most 20 matches, so a
 * picker costs the same at any company size. Only while the picker is open.
 */
export function useLookup(kind: LookupKind, q: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.lookups(kind, q),
    queryFn: ({ signal }) => apiFetch<{ data: LookupItem[] }>(`/api/lookups/${kind}?q=${encodeURIComponent(q)}`, { signal }),
    enabled,
    select: (answer) => answer.data,
  });
}
