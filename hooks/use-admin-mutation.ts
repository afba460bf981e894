"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, isUnknownOutcome, type ApiFetchOptions } from "@/lib/api-client";
import { queryKeys } from "./query-keys";

export interface AdminRequest {
  path: string;
  method: NonNullable<ApiFetchOptions["method"]>;
  body?: unknown;
  timeoutMs?: number;
  cancelable?: boolean;
}

/**
 * A change an administrator makes on a server-rendered screen: one API call, then the page's
 * server data is read again (router.refresh), and so are the pages a list loaded in the browser
 * (queryKeys.admin), so lists show the server's answer, never a guess.
 * A failed call rejects with the ApiError, which forms and confirmations show as it is; one that
 * timed out re-reads the page too, since the change may or may not have been made.
 */
export function useAdminMutation<TVariables, TResult = unknown>(request: (variables: TVariables) => AdminRequest) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const reread = () => {
    router.refresh();
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
  };
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const { path, ...options } = request(variables);
      return (await apiFetch<{ data: TResult }>(path, options)).data;
    },
    onSuccess: reread,
    // A timed-out write may have been saved: show what the server has instead of guessing.
    onError: (error) => {
      if (isUnknownOutcome(error)) reread();
    },
  });
}
