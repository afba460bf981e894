export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";
export const RATE_LIMITED_MESSAGE = "Too many sign-in attempts. Please wait a moment and try again.";
export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

export interface SignInErrorLike {
  status?: number;
  code?: string;
  message?: string;
  /** The app's own error body (the sign-in throttle answers `{ error: { code, message } }`). */
  error?: { code?: string; message?: string };
}

/** What the sign-in form says for a failed sign-in, from better-auth's error. */
export function signInErrorMessage(error: SignInErrorLike): string {
  // The throttle says how long to wait ("Try again in 20 seconds."); that beats a vague "a moment".
  if (error.status === 429) return error.error?.message?.trim() || RATE_LIMITED_MESSAGE;
  if (error.status === 401 || error.code === "INVALID_EMAIL_OR_PASSWORD") return INVALID_CREDENTIALS_MESSAGE;
  const message = error.message?.trim();
  if (message) return /[.!?]$/.test(message) ? message : `${message}.`;
  return error.status ? `Sign-in failed (HTTP ${error.status}). Please try again.` : "Sign-in failed. Please try again.";
}
