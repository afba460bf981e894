"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import type { ErrorCode, ErrorIssue } from "@/lib/errors";
import type { DisableTwoFactorBody } from "@/lib/schemas/two-factor";
import { twoFactorErrorMessage, type AuthFailure } from "@/lib/two-factor-messages";
import { queryKeys } from "./query-keys";

const statusKey = [...queryKeys.user.current, "two-factor"] as const;

/** The app's code for a status better-auth answered with its own code. */
function appCode(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 429) return "RATE_LIMITED";
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

/** A refusal of better-auth (`{ code, message }`) or of the app's checks in front of it (`{ error: { code, message, issues } }`), as the forms read errors. */
export class AuthRefusal extends ApiError {
  constructor(readonly failure: AuthFailure & { status: number; error?: { issues?: ErrorIssue[] } }) {
    super(failure.status, appCode(failure.status), twoFactorErrorMessage(failure), failure.error?.issues ?? []);
  }
}

type Result<T> = { data: T | null; error: (AuthFailure & { status: number }) | null };

async function settled<T>(pending: Promise<Result<T>>): Promise<T> {
  const { data, error } = await pending;
  if (error) throw new AuthRefusal(error);
  if (data === null) throw new ApiError(500, "INTERNAL", "The server gave no answer. Try again.");
  return data;
}

/** Whether the signed-in person has two-factor sign-in (better-auth's session carries it). */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({
    queryKey: statusKey,
    queryFn: async () => (await settled(authClient.getSession())).user.twoFactorEnabled === true,
    enabled,
  });
}

/** Step one of enrolment: the password, answered with the secret (as an otpauth:// URI) and ten backup codes, both shown once. */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: (password: string) => settled(authClient.twoFactor.enable({ password })) });
}

/** Step two: the first code from the app; two-factor sign-in is on from here. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => settled(authClient.twoFactor.verifyTotp({ code })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.current }),
  });
}

/** Turns two-factor sign-in off with the password and a current code (the app's check before better-auth's). */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DisableTwoFactorBody) => settled(authClient.$fetch<{ status: boolean }>("/two-factor/disable", { method: "POST", body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.current }),
  });
}

/** The sign-in's code step: a code from the app or a backup code, and whether to trust this browser for 30 days. */
export function useVerifySignInCode() {
  return useMutation({
    mutationFn: ({ code, backup, trustDevice }: { code: string; backup: boolean; trustDevice: boolean }) =>
      settled(backup ? authClient.twoFactor.verifyBackupCode({ code, trustDevice }) : authClient.twoFactor.verifyTotp({ code, trustDevice })),
  });
}

/** Single sign-on: the provider's address for this e-mail's domain (better-auth keeps the state, nonce and PKCE verifier). Not cached: the sign-in page has no query client. */
export function startSso(email: string): Promise<{ url: string }> {
  return settled(authClient.$fetch<{ url: string }>("/sign-in/sso", { method: "POST", body: { email } }));
}
