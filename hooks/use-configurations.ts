"use client";

import type { UpsertConfigurationBody } from "@/lib/schemas/configurations";
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
