"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch, REQUEST_TIMEOUTS_MS } from "@/lib/api-client";
import type { Contractor, ContractorListItem, CreateContractorBody, UpdateContractorBody } from "@/lib/schemas/contractors";
import type { Page } from "@/lib/schemas/paging";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

function contractorsPath(q: string, cursor: string | null): string {
  const params = new URLSearchParams();
  if (q !== "") params.set("q", q);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  return `/api/contractors${text ? `?${text}` : ""}`;
}

/**
 * The contractors matching `q`, by name, a page at a time: the first page is the one the server
 * rendered, `fetchNextPage` loads the next from GET /api/contractors.
 */
export function useContractorPages(q: string, firstPage: Page<ContractorListItem>) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.contractors(q),
    queryFn: ({ pageParam, signal }) => apiFetch<Page<ContractorListItem>>(contractorsPath(q, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [firstPage], pageParams: [null] },
  });
}

/** One contractor (GET /api/contractors/{id}), once there is an id to ask for. */
export function useContractor(id: string | null) {
  return useQuery({
    queryKey: queryKeys.admin.contractor(id),
    queryFn: ({ signal }) => apiFetch<{ data: Contractor }>(`/api/contractors/${id}`, { signal }),
    enabled: id !== null,
    select: (answer) => answer.data,
  });
}

/** Creates the contractor (INVITED) and queues the invitation e-mail. */
export function useInviteContractor() {
  return useAdminMutation((body: CreateContractorBody) => ({
    path: "/api/contractors",
    method: "POST",
    body,
    timeoutMs: REQUEST_TIMEOUTS_MS.contractorCreation,
  }));
}

/** A new one-time link; earlier ones stop working. */
export function useResendInvitation() {
  return useAdminMutation((id: string) => ({
    path: `/api/contractors/${id}/send-invitation`,
    method: "POST",
    timeoutMs: REQUEST_TIMEOUTS_MS.sendInvitation,
    cancelable: false,
  }));
}

/** Working days, or `active` (false ends their sessions and open invitation links). */
export function useUpdateContractor(id: string) {
  return useAdminMutation((body: UpdateContractorBody) => ({ path: `/api/contractors/${id}`, method: "PUT", body }));
}
