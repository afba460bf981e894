"use client";

import type { UpsertConfigurationBody } from "@/lib/schemas/configurations";
import type { CreateInvoicingEntityBody, UpdateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { useAdminMutation } from "./use-admin-mutation";

export function useSaveConfiguration() {
  return useAdminMutation(({ key, body }: { key: string; body: UpsertConfigurationBody }) => ({
    path: `/api/configurations/${encodeURIComponent(key)}`,
    method: "POST",
    body,
  }));
}

export function useDeleteConfiguration() {
  return useAdminMutation((key: string) => ({ path: `/api/configurations/${encodeURIComponent(key)}`, method: "DELETE" }));
}

export function useCreateInvoicingEntity() {
  return useAdminMutation((body: CreateInvoicingEntityBody) => ({ path: "/api/invoicing-entities", method: "POST", body }));
}

export function useUpdateInvoicingEntity(id: string) {
  return useAdminMutation((body: UpdateInvoicingEntityBody) => ({ path: `/api/invoicing-entities/${id}`, method: "PUT", body }));
}
