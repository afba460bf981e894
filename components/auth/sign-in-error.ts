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
  const message = error.message?.trim();
  if (message) return /[.!?]$/.test(message) ? message : `${message}.`;
  return error.status ? t("auth.signIn.errors.failedWithStatus", { status: error.status }) : t("auth.signIn.errors.failed");
}
