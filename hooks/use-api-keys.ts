"use client";

import type { CreateApiKeyBody, CreateOwnApiKeyBody, CreatedApiKey, ApiKeyView } from "@/lib/schemas/api-keys";
import { useAdminMutation } from "./use-admin-mutation";

/** A service principal's key (Settings → API keys). */
export function useCreateApiKey() {
  return useAdminMutation<CreateApiKeyBody, CreatedApiKey>((body) => ({ path: "/api/api-keys", method: "POST", body }));
}

/** Any key, by an administrator. */
export function useRevokeApiKey() {
  return useAdminMutation<string, ApiKeyView>((id) => ({ path: `/api/api-keys/${id}`, method: "DELETE" }));
}

/** A key of one's own (Profile → API keys). */
export function useCreateOwnApiKey() {
  return useAdminMutation<CreateOwnApiKeyBody, CreatedApiKey>((body) => ({ path: "/api/user/api-keys", method: "POST", body }));
}

export function useRevokeOwnApiKey() {
  return useAdminMutation<string, ApiKeyView>((id) => ({ path: `/api/user/api-keys/${id}`, method: "DELETE" }));
}
