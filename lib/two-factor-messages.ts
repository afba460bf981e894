/** A failed better-auth call as its client reports it: better-auth's `{ code, message }`, or the app's `{ error: { code, message } }`. */
export interface AuthFailure {
  status?: number;
  code?: string;
  message?: string;
  error?: { code?: string; message?: string };
}

/**
 * better-auth's two-factor refusals in English, the error's own message. The screens show them in
 * the reader's language from the catalogue (auth.twoFactor.errors, the same codes).
 */
const TWO_FACTOR_MESSAGES = {
  INVALID_CODE: "That code is not right. Enter the current code from your authenticator app.",
  INVALID_BACKUP_CODE: "That backup code is not right, or it was used already. Each backup code works once.",
  INVALID_PASSWORD: "That password is not right.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes for this sign-in. Sign in with your password again.",
  ACCOUNT_TEMPORARILY_LOCKED: "Too many wrong codes. Two-factor sign-in is locked for 15 minutes; try again later.",
  INVALID_TWO_FACTOR_COOKIE: "This sign-in has expired. Sign in with your password again.",
  TOTP_ALREADY_ENABLED: "Two-factor sign-in is already set up.",
} as const;

export type TwoFactorRefusalCode = keyof typeof TWO_FACTOR_MESSAGES;

const codeOf = (failure: AuthFailure) => failure.code ?? failure.error?.code;

/** The better-auth refusal the catalogue words, if the failure is one. */
export function twoFactorRefusalCode(failure: AuthFailure): TwoFactorRefusalCode | null {
  const code = codeOf(failure);
  return code && Object.hasOwn(TWO_FACTOR_MESSAGES, code) ? (code as TwoFactorRefusalCode) : null;
}

/** What a failed two-factor step says; the app's own refusals (429 with the wait, 400) are shown as sent. */
export function twoFactorErrorMessage(failure: AuthFailure): string {
  const code = twoFactorRefusalCode(failure);
  if (code) return TWO_FACTOR_MESSAGES[code];
  const message = (failure.error?.message ?? failure.message ?? "").trim();
  if (message) return /[.!?]$/.test(message) ? message : `${message}.`;
  return failure.status ? `That did not work (HTTP ${failure.status}). Please try again.` : "That did not work. Please try again.";
}

/** Whether the code step is over and the person must start again from the password. */
export function twoFactorChallengeGone(failure: AuthFailure): boolean {
  const code = codeOf(failure);
  return code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE" || code === "INVALID_TWO_FACTOR_COOKIE";
}
