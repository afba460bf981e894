"use client";

import type { CreateClientBody, UpdateClientBody } from "@/lib/schemas/clients";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateClient() {
  return useAdminMutation((body: CreateClientBody) => ({ path: "/api/clients", method: "POST", body }));
}

export function useUpdateClient(id: string) {
  return useAdminMutation((body: UpdateClientBody) => ({ path: `/api/clients/${id}`, method: "PUT", body }));
}

export function useDeleteClient() {
  return useAdminMutation((id: string) => ({ path: `/api/clients/${id}`, method: "DELETE" }));
}
