import { PEER_HEADER, peerStamp } from "@/server/http/client-address";

/** Builds requests for route handlers the way a browser on the deployment URL would send them. */
export const BASE_URL = "http://localhost:3000";

let ipCounter = 1;
/** A distinct client address per test, so sign-in rate limits never leak between tests. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** The page the request comes from; the deployment's own unless named, null for none (curl, a script). */
  origin?: string | null;
  /** A JSON body sent as written, for text JSON.stringify cannot produce from a value (or would refuse to). */
  rawJson?: string;
}

export function apiRequest(path: string, options: RequestOptions = {}): Request {
  const headers = new Headers(options.headers);
  if (options.origin !== null) headers.set("origin", options.origin ?? BASE_URL);
  // As the HTTP server would stamp the socket's address (server/http/server-guard.ts).
  headers.set(PEER_HEADER, peerStamp(options.ip ?? "10.9.9.9"));
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined;
  if (options.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(options.body);
  }
  if (options.rawJson !== undefined) {
    headers.set("content-type", "application/json");
    body = options.rawJson;
  }
  return new Request(`${BASE_URL}${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The body of every error answer (server/http/respond.ts). */
/** The API's error body as tests read it (lib/errors.ts ErrorBody, the key a plain string). */
export type ErrorJson = { error: { code: string; key?: string; values?: unknown; message: string; issues?: { path: string; key?: string; values?: unknown; message: string }[] } };

export type Handler<C> = (request: Request, context: C) => Promise<Response>;

export interface CallOptions extends RequestOptions {
  /** The `[id]` of the route; a shorthand for `params: { id }`. */
  id?: string;
  params?: Record<string, string>;
}

/** Calls an exported route handler the way Next would (params as a promise) and reads the JSON answer. */
export async function call<T = unknown>(
  // Any route handler: each declares its own params type, which this call supplies from `id` or `params`.
  handler: Handler<never>,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T }> {
  const { id, params, ...request } = options;
  const context = { params: Promise.resolve(params ?? (id === undefined ? {} : { id })) };
  const response = await (handler as unknown as Handler<typeof context>)(apiRequest(path, request), context);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
