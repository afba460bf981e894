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
}

/**
 * The one way the browser calls the JSON API: sends JSON, returns the parsed body, and turns
 * any error answer (or no answer) into an ApiError the UI can show.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const init: RequestInit = { method: options.method ?? (options.body === undefined ? "GET" : "POST"), signal: options.signal, credentials: "same-origin" };
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    init.headers = { "content-type": "application/json" };
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", "The server could not be reached. Check your connection and try again.");
  }
  const text = await response.text();
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
