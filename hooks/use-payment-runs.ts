"use client";

import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { Page } from "@/lib/schemas/paging";
import type {
  CancelPaymentRunBody,
  ConfirmPaymentRunBody,
  CreatePaymentRunBody,
  PaymentRunCandidates,
  PaymentRunDetail,
  PaymentRunView,
} from "@/lib/schemas/payment-runs";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

export interface CandidateFilters {
  invoicingEntityId: string;
  currency?: string;
  /** yyyy-MM */
  period?: string;
}

/** The runs, newest first, a page at a time: the first is the one the server rendered. */
export function usePaymentRunPages(firstPage: Page<PaymentRunView>) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.paymentRuns,
    queryFn: ({ pageParam, signal }) => apiFetch<Page<PaymentRunView>>(`/api/payment-runs${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    initialData: { pages: [firstPage], pageParams: [null] },
  });
}

/** The invoices a run may take for the filters; nothing is asked before an entity is chosen. */
export function usePaymentRunCandidates(filters: CandidateFilters) {
  const params = new URLSearchParams({ invoicingEntityId: filters.invoicingEntityId });
  if (filters.currency) params.set("currency", filters.currency);
  if (filters.period) params.set("period", filters.period);
  return useQuery({
    queryKey: queryKeys.admin.paymentRunCandidates(filters),
    queryFn: ({ signal }) => apiFetch<PaymentRunCandidates>(`/api/payment-runs/candidates?${params.toString()}`, { signal }),
    enabled: filters.invoicingEntityId !== "",
    placeholderData: keepPreviousData,
  });
}

export function useCreatePaymentRun() {
  return useAdminMutation<CreatePaymentRunBody, PaymentRunDetail>((body) => ({ path: "/api/payment-runs", method: "POST", body }));
}

export function useConfirmPaymentRun(id: string) {
  return useAdminMutation<ConfirmPaymentRunBody, PaymentRunDetail>((body) => ({ path: `/api/payment-runs/${id}/confirm`, method: "POST", body }));
}

export function useCancelPaymentRun(id: string) {
  return useAdminMutation<CancelPaymentRunBody, PaymentRunDetail>((body) => ({ path: `/api/payment-runs/${id}/cancel`, method: "POST", body }));
}

/** Where a run's SEPA file or its CSV of what is paid outside SEPA is downloaded. */
export function paymentRunFileUrl(id: string, which: "sepa" | "outside"): string {
  return `/api/payment-runs/${id}/${which}`;
}
