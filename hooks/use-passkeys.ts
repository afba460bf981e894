"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import type { PasskeyView } from "@/lib/schemas/passkeys";
import { AuthRefusal } from "./use-two-factor";
import { queryKeys } from "./query-keys";

const passkeysKey = [...queryKeys.user.current, "passkeys"] as const;
const PATH = "/api/user/passkeys";

/** The code better-auth's passkey client gives when the person closed the browser's passkey prompt. */
const CANCELLED = new Set(["ERROR_CEREMONY_ABORTED", "AUTH_CANCELLED", "REGISTRATION_CANCELLED"]);

/** The browser's passkey prompt was closed or timed out: nothing went wrong on the server. */
export class PasskeyCancelled extends Error {}

/** Re-entering the password opens, for 5 minutes, what a lifted cookie must not do alone (adding or removing a passkey). */
const confirmPassword = (password: string) => apiFetch("/api/user/confirm-password", { method: "POST", body: { password } });

type ClientError = { status: number; message?: string; code?: string };

/** better-auth's passkey client answers with a result; its error as the forms read errors. */
function refusalOf(error: ClientError): Error {
  const code = "code" in error ? String(error.code) : undefined;
  if (code && CANCELLED.has(code)) return new PasskeyCancelled(error.message);
  return new AuthRefusal({ status: error.status, code, message: error.message });
}

/** The signed-in person's passkeys; fetched only while the dialog that shows them is open. */
export function useOwnPasskeys(enabled: boolean) {
  return useQuery({
    queryKey: passkeysKey,
    queryFn: async ({ signal }) => (await apiFetch<{ data: PasskeyView[] }>(PATH, { signal })).data,
    enabled,
  });
}

/**
 * Adds a passkey: the password first (not on the enrolment page, where the API asks none), then
 * the browser's ceremony through better-auth's passkey client, which stores it under the name.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password?: string }) => {
      if (password !== undefined) await confirmPassword(password);
      const result = await authClient.passkey.addPasskey({ name });
      if (result?.error) throw refusalOf(result.error);
      return result?.data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.current }),
  });
}

/** Removes one of one's passkeys after the password is re-entered (the API refuses otherwise). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id }: { id: string }) => (await apiFetch<{ data: { id: string } }>(`${PATH}/${id}`, { method: "DELETE" })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: (password: string) => confirmPassword(password) });
}

/** Signs in with a passkey (no password, no code step); not cached: the sign-in page has no query client. */
export async function signInWithPasskey(): Promise<void> {
  const result = await authClient.signIn.passkey();
  if (result?.error) throw refusalOf(result.error);
}
