import { englishText, rememberRefusal, type ErrorBody, type ErrorCode, type ErrorIssue, type Refusal } from "@/lib/errors";

/**
 * An error answer of the API, as the browser sees it: code, message and field issues, and the
 * refusal (key and values) the message was made from, which the screens show in the reader's
 * language (useRefusalText). The messages are remembered with their refusals, so a screen that
 * passes only the message on still finds its key.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "NETWORK",
    message: string,
    readonly issues: ErrorIssue[] = [],
    /** No answer came within the request's timeout: for a write, its outcome is unknown. */
    readonly timedOut = false,
    readonly refusal?: Refusal,
  ) {
    super(message);
    this.name = "ApiError";
    if (refusal) rememberRefusal(message, refusal);
    for (const item of issues) if (item.key) rememberRefusal(item.message, { key: item.key, ...(item.values ? { values: item.values } : {}) });
  }
}

/** A write whose answer never came: the screen must re-read the state rather than guess. */
export function isUnknownOutcome(error: unknown): boolean {
  return error instanceof ApiError && error.timedOut && error.message === NETWORK_MESSAGES.writeTimeout;
}

export interface ApiFetchOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** How long to wait for an answer before giving up with a NETWORK error (uploads may need longer). */
  timeoutMs?: number;
  /** false: once sent, the request runs to its answer or its timeout; `signal` is not listened to
   *  (spec point 9: sending an invitation is not cancelable). */
  cancelable?: boolean;
}

/** A request that has had no answer for this long has failed: the screen says so instead of spinning. */
export const API_TIMEOUT_MS = 30_000;

/** Spec point 9, "Request timeouts", in milliseconds. */
export const REQUEST_TIMEOUTS_MS = {
  projectEngagements: 10_000,
  contractorCreation: 30_000,
  billingDetailsSave: 15_000,
  sendInvitation: 10_000,
} as const;

const NETWORK_REFUSALS = {
  offline: { key: "serverCouldNotReached" },
  timeout: { key: "serverDidNotAnswer" },
  writeTimeout: { key: "serverDidNotAnswerTime" },
} as const satisfies Record<string, Refusal>;

/** The English of what a request that got no answer is told; the screens show the refusal in the reader's language. */
export const NETWORK_MESSAGES = {
  offline: englishText(NETWORK_REFUSALS.offline),
  timeout: englishText(NETWORK_REFUSALS.timeout),
  writeTimeout: englishText(NETWORK_REFUSALS.writeTimeout),
} as const;

/**
 * The one way the browser calls the JSON API: sends JSON, returns the parsed body, and turns
 * any error answer (or no answer) into an ApiError the UI can show.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const callerSignal = options.cancelable === false ? undefined : options.signal;
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const init: RequestInit = { method, signal, credentials: "same-origin" };
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
    if (callerSignal?.aborted) throw error;
    if (!timeout.aborted) throw new ApiError(0, "NETWORK", NETWORK_MESSAGES.offline, [], false, NETWORK_REFUSALS.offline);
    // A read can simply be tried again; a write may have landed before the answer was lost.
    const read = method === "GET";
    throw new ApiError(0, "NETWORK", read ? NETWORK_MESSAGES.timeout : NETWORK_MESSAGES.writeTimeout, [], true, read ? NETWORK_REFUSALS.timeout : NETWORK_REFUSALS.writeTimeout);
  }
  const parsed: unknown = text ? safeJson(text) : null;
  if (!response.ok) {
    const error = (parsed as Partial<ErrorBody> | null)?.error;
    const refusal: Refusal | undefined = error?.key ? { key: error.key, ...(error.values ? { values: error.values } : {}) } : undefined;
    throw new ApiError(response.status, error?.code ?? "INTERNAL", error?.message ?? response.statusText, error?.issues ?? [], false, refusal);
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
