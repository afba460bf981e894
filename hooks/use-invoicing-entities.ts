"use client";

import type { CreateInvoicingEntityBody, UpdateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateInvoicingEntity() {
  return useAdminMutation((body: CreateInvoicingEntityBody) => ({ path: "/api/invoicing-entities", method: "POST", body }));
}

export function useUpdateInvoicingEntity(id: string) {
  return useAdminMutation((body: UpdateInvoicingEntityBody) => ({ path: `/api/invoicing-entities/${id}`, method: "PUT", body }));
}
