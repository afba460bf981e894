/**
 * One application error with a closed list of codes. The HTTP layer maps codes to statuses
 * once (server/http/respond.ts); the client maps them to field errors or toasts.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A session of a person who must set up two-factor sign-in first (auth.requireTwoFactorFor). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = "Resource") => new AppError("NOT_FOUND", `${what} not found.`);
export const unauthenticated = () => new AppError("UNAUTHENTICATED", "You need to sign in.");
export const forbidden = (message = "You are not allowed to do this.") => new AppError("FORBIDDEN", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const staleVersion = () =>
  new AppError("STALE_VERSION", "Someone else changed this in the meantime. Reload to see the latest version.");

export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: ErrorIssue[] };
}
