"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, isUnknownOutcome, type ApiFetchOptions } from "@/lib/api-client";

export interface AdminRequest {
  path: string;
  method: NonNullable<ApiFetchOptions["method"]>;
  body?: unknown;
  timeoutMs?: number;
  cancelable?: boolean;
}

/**
 * A change an administrator makes on a server-rendered screen: one API call, then the page's
 * server data is read again (router.refresh), so lists show the server's answer, never a guess.
 * A failed call rejects with the ApiError, which forms and confirmations show as it is; one that
 * timed out re-reads the page too, since the change may or may not have been made.
 */
export function useAdminMutation<TVariables, TResult = unknown>(request: (variables: TVariables) => AdminRequest) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const { path, ...options } = request(variables);
      return (await apiFetch<{ data: TResult }>(path, options)).data;
    },
    onSuccess: () => router.refresh(),
    // A timed-out write may have been saved: show what the server has instead of guessing.
    onError: (error) => {
      if (isUnknownOutcome(error)) router.refresh();
    },
  });
}
