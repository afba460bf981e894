import type { ErrorBody, ErrorCode, ErrorIssue } from "@/lib/errors";

/** An error answer of the API, as the browser sees it: code, message and field issues. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** How long to wait for an answer before giving up with a NETWORK error (uploads may need longer). */
  timeoutMs?: number;
}

/** A request that has had no answer for this long has failed: the screen says so instead of spinning. */
export const API_TIMEOUT_MS = 30_000;

export const NETWORK_MESSAGES = {
  offline: "The server could not be reached. Check your connection and try again.",
  timeout: "The server did not answer in time. Check your connection and try again.",
} as const;

/**
 * The one way the browser calls the JSON API: sends JSON, returns the parsed body, and turns
 * any error answer (or no answer) into an ApiError the UI can show.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const init: RequestInit = { method: options.method ?? (options.body === undefined ? "GET" : "POST"), signal, credentials: "same-origin" };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    init.headers = { "content-type": "application/json" };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, init);
    text = await response.text();
  } catch (error) {
    // The caller cancelled (React Query does when a query is no longer needed): not a failure to show.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, "NETWORK", timeout.aborted ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.offline);
  }
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (parsed as Partial<ErrorBody> | null)?.error;
    throw new ApiError(response.status, error?.code ?? "INTERNAL", error?.message ?? response.statusText, error?.issues ?? []);
  }
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
