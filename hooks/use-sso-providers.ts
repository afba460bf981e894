"use client";

import type { CreateSsoProviderBody, SsoProviderView, UpdateSsoProviderBody } from "@/lib/schemas/sso-providers";
import { useAdminMutation } from "./use-admin-mutation";

export function useCreateSsoProvider() {
  return useAdminMutation<CreateSsoProviderBody, SsoProviderView>((body) => ({ path: "/api/sso-providers", method: "POST", body }));
}

export function useUpdateSsoProvider(id: string) {
  return useAdminMutation<UpdateSsoProviderBody, SsoProviderView>((body) => ({ path: `/api/sso-providers/${id}`, method: "PUT", body }));
}

export function useDeleteSsoProvider() {
  return useAdminMutation<string, { id: string; deleted: true }>((id) => ({ path: `/api/sso-providers/${id}`, method: "DELETE" }));
}
