import type { useTranslations } from "next-intl";

/** The catalogue's translator (its words are under auth.signIn.errors). */
export type CatalogueT = ReturnType<typeof useTranslations<never>>;

export interface SignInErrorLike {
  status?: number;
  code?: string;
  message?: string;
  /** The app's own error body (the sign-in throttle answers `{ error: { code, message } }`). */
  error?: { code?: string; message?: string };
}

/** What the sign-in form says for a failed sign-in, from better-auth's error, in the reader's language. */
export function signInErrorMessage(error: SignInErrorLike, t: CatalogueT): string {
  // The throttle says how long to wait ("Try again in 20 seconds."); that beats a vague "a moment".
  if (error.status === 429) return error.error?.message?.trim() || t("auth.signIn.errors.rateLimited");
  if (error.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD") return t("auth.signIn.errors.invalidCredentials");
  // Two-factor is required and the person's second factor is a passkey (server/auth/passkeys.ts).
  if (error.code === "SIGN_IN_WITH_PASSKEY") return t("auth.signIn.errors.passkeyRequired");
  const message = error.message?.trim();
  if (message) return /[.!?]$/.test(message) ? message : `${message}.`;
  return error.status ? t("auth.signIn.errors.failedWithStatus", { status: error.status }) : t("auth.signIn.errors.failed");
}

/** What the sign-in form says for a refused passkey sign-in (better-auth's passkey plugin and server/auth/passkeys.ts). */
export function passkeyErrorMessage(error: SignInErrorLike, t: CatalogueT): string {
  const code = error.code ?? error.error?.code;
  if (error.status === 429) return error.error?.message?.trim() || t("auth.signIn.errors.rateLimited");
  if (code === "ACCOUNT_INACTIVE") return t("auth.signIn.errors.passkeyDeactivated");
  if (code === "PASSKEY_USER_NOT_VERIFIED") return t("auth.signIn.errors.passkeyNotVerified");
  if (code === "PASSKEY_NOT_FOUND") return t("auth.signIn.errors.passkeyUnknown");
  return t("auth.signIn.errors.passkeyFailed");
}
