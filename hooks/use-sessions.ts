"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import type { EndedSessions, SessionView } from "@/lib/schemas/sessions";
import { queryKeys } from "./query-keys";
import { useAdminMutation } from "./use-admin-mutation";

const sessionsKey = [...queryKeys.user.current, "sessions"] as const;
const PATH = "/api/user/sessions";

/** The signed-in person's sessions; fetched only while the sessions dialog is open. */
export function useOwnSessions(enabled: boolean) {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: async ({ signal }) => (await apiFetch<{ data: SessionView[] }>(PATH, { signal })).data,
    enabled,
  });
}

/** Ends one other session (`id`) or all others (no id); the list is read again either way, so it shows the server's. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id?: string) =>
      (await apiFetch<{ data: EndedSessions }>(id ? `${PATH}/${id}` : `${PATH}/end-others`, { method: id ? "DELETE" : "POST" })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndContractorSessions(contractorId: string) {
  return useAdminMutation<void, EndedSessions>(() => ({ path: `/api/contractors/${contractorId}/end-sessions`, method: "POST" }));
}
