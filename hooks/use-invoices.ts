"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { InvoiceKind } from "@/lib/domain/reference";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import type { InvoiceView } from "@/lib/schemas/invoices";
import { queryKeys } from "./query-keys";

/** POST /api/invoices, then the timesheet and its files are read again (the new file replaces the old). */
export function useGenerateInvoice(timesheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: InvoiceKind) =>
      apiFetch<{ data: InvoiceView }>("/api/invoices", { body: { timesheetId, kind } }).then((answer) => answer.data),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.timesheets.detail(timesheetId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.files.list(timesheetId).slice(0, 2) }),
      ]),
  });
}

/** Under the timesheet's detail key, so whatever reads the timesheet again reads this too. */
const eInvoiceKey = (timesheetId: string) => [...queryKeys.timesheets.detail(timesheetId), "e-invoices"] as const;

/** GET /api/timesheets/{id}/e-invoices: per component, the current e-invoice and what the next one needs. */
export function useEInvoiceStatus(timesheetId: string, enabled = true) {
  return useQuery({
    queryKey: eInvoiceKey(timesheetId),
    queryFn: ({ signal }) => apiFetch<{ data: EInvoiceStatus[] }>(`/api/timesheets/${timesheetId}/e-invoices`, { signal }).then((answer) => answer.data),
    enabled,
  });
}

/** Where the XRechnung XML of a component's current e-invoice is downloaded. */
export function eInvoiceXmlUrl(timesheetId: string, kind: InvoiceKind): string {
  return `/api/timesheets/${timesheetId}/e-invoices/xml?kind=${kind}`;
}
