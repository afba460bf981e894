/**
 * What an error report may carry. Reports go to a third party, so they never include request
 * bodies, cookies, credentials, query strings, or the secret tokens that sit in the paths of
 * review and invitation links.
 */

/** Path segments after these are bearer tokens. */
const TOKEN_PATHS = /\/(review|invite|api\/timesheet-review|api\/invitations)\/[^/?#\s]+/g;
const SECRET_HEADERS = /^(cookie|authorization|x-api-key|proxy-authorization|set-cookie|x-settle-peer)$/i;

/** A URL or text with tokens, query strings and fragments removed. */
export function scrubText(text: string): string {
  return text.replace(TOKEN_PATHS, "/$1/[token]").replace(/\?[^\s#]*/g, "?[query]").replace(/#\S*/g, "");
}

interface ScrubbableRequest {
  url?: string;
  data?: unknown;
  cookies?: unknown;
  query_string?: unknown;
  headers?: Record<string, string>;
  [key: string]: unknown;
}

interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ScrubbableEvent {
  request?: ScrubbableRequest;
  breadcrumbs?: ScrubbableBreadcrumb[];
  message?: string;
  transaction?: string;
  user?: unknown;
  extra?: unknown;
  [key: string]: unknown;
}

function scrubRequest(request: ScrubbableRequest): ScrubbableRequest {
  const { data: _body, cookies: _cookies, query_string: _query, headers, url, ...rest } = request;
  const safeHeaders = headers ? Object.fromEntries(Object.entries(headers).filter(([name]) => !SECRET_HEADERS.test(name))) : undefined;
  return { ...rest, ...(url ? { url: scrubText(url) } : {}), ...(safeHeaders ? { headers: safeHeaders } : {}) };
}

function scrubBreadcrumb(crumb: ScrubbableBreadcrumb): ScrubbableBreadcrumb {
  const data = crumb.data
    ? Object.fromEntries(
        Object.entries(crumb.data)
          .filter(([key]) => !/body|cookie|authorization|token/i.test(key))
          .map(([key, value]) => [key, typeof value === "string" ? scrubText(value) : value]),
      )
    : undefined;
  return { ...crumb, ...(crumb.message ? { message: scrubText(crumb.message) } : {}), ...(data ? { data } : {}) };
}

/** Sentry's beforeSend: the event without anything that could identify a secret. */
export function scrubEvent<E extends object>(event: E): E {
  const source = event as ScrubbableEvent;
  const scrubbed: ScrubbableEvent = { ...source };
  if (source.request) scrubbed.request = scrubRequest(source.request);
  if (source.breadcrumbs) scrubbed.breadcrumbs = source.breadcrumbs.map(scrubBreadcrumb);
  if (source.transaction) scrubbed.transaction = scrubText(source.transaction);
  delete scrubbed.user;
  delete scrubbed.extra;
  return scrubbed as E;
}
