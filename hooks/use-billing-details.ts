"use client";

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiFetch, isUnknownOutcome, REQUEST_TIMEOUTS_MS } from "@/lib/api-client";
import type { BillingDetailsView, SaveBillingDetailsInput } from "@/lib/schemas/billing-details";
import { queryKeys } from "./query-keys";

async function fetchOwnBillingDetails(signal?: AbortSignal): Promise<BillingDetailsView | null> {
  return (await apiFetch<{ data: BillingDetailsView | null }>("/api/billing-details", { signal })).data;
}

/** The contractor's own billing details (null until first saved); `enabled` false asks nothing. */
export function useBillingDetails({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.billingDetails.own,
    queryFn: ({ signal }) => fetchOwnBillingDetails(signal),
    enabled,
  });
}

/** The details as last read or saved (undefined when never read in this tab). */
export function cachedBillingDetails(queryClient: QueryClient): BillingDetailsView | null | undefined {
  return queryClient.getQueryData<BillingDetailsView | null>(queryKeys.billingDetails.own);
}

/** Reads the details as the server has them now, whatever the cache holds. */
export function rereadBillingDetails(queryClient: QueryClient): Promise<BillingDetailsView | null> {
  return queryClient.fetchQuery({ queryKey: queryKeys.billingDetails.own, queryFn: ({ signal }) => fetchOwnBillingDetails(signal), staleTime: 0 });
}

/**
 * Saves the details (spec point 9: waits 15 s for the answer). The answer replaces the cached
 * details, so the workspace's checklist follows at once. A save that timed out may have landed: the
 * details are read again before the error reaches the form, so it can show what the server has.
 */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveBillingDetailsInput) =>
      (await apiFetch<{ data: BillingDetailsView }>("/api/billing-details", { method: "POST", body, timeoutMs: REQUEST_TIMEOUTS_MS.billingDetailsSave })).data,
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.billingDetails.own, saved),
    onError: async (error) => {
      if (isUnknownOutcome(error)) await rereadBillingDetails(queryClient).catch(() => undefined);
    },
  });
}
