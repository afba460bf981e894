"use client";

import type { CreateApiKeyBody, CreatedApiKey, ApiKeyView } from "@/lib/schemas/api-keys";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateApiKey() {
  return useAdminMutation<CreateApiKeyBody, CreatedApiKey>((body) => ({ path: "/api/api-keys", method: "POST", body }));
}

export function useRevokeApiKey() {
  return useAdminMutation<string, ApiKeyView>((id) => ({ path: `/api/api-keys/${id}`, method: "DELETE" }));
}
