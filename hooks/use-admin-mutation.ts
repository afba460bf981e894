"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { apiFetch, type ApiFetchOptions } from "@/lib/api-client";

export interface AdminRequest {
  path: string;
  method: NonNullable<ApiFetchOptions["method"]>;
  body?: unknown;
}

/**
 * A change an administrator makes on a server-rendered screen: one API call, then the page's
 * server data is read again (router.refresh), so lists show the server's answer, never a guess.
 * A failed call rejects with the ApiError, which forms and confirmations show as it is.
 */
export function useAdminMutation<TVariables, TResult = unknown>(request: (variables: TVariables) => AdminRequest) {
  const router = useRouter();
  return useMutation({
    mutationFn: async (variables: TVariables) => {
      const { path, method, body } = request(variables);
      return (await apiFetch<{ data: TResult }>(path, { method, body })).data;
    },
    onSuccess: () => router.refresh(),
  });
}
