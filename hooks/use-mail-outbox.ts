"use client";

import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { OutboxMailPreview } from "@/lib/schemas/mail-outbox";
import { useAdminMutation } from "./use-admin-mutation";
import { queryKeys } from "./query-keys";

/** One mail as it will be sent (secret links only in local mode); fetched only while open. */
export function useOutboxMailPreview(id: string | null) {
  return useQuery({
    queryKey: [...queryKeys.mailOutbox.detail(id ?? ""), "preview"],
    queryFn: async ({ signal }) => (await apiFetch<{ data: OutboxMailPreview }>(`/api/mail-outbox/${id}/preview`, { signal })).data,
    enabled: id !== null,
    gcTime: 0,
  });
}

export function useRetryMail() {
  return useAdminMutation((id: string) => ({ path: `/api/mail-outbox/${id}/retry`, method: "POST" }));
}
