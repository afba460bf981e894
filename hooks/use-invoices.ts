"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { InvoiceKind } from "@/lib/domain/reference";
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
