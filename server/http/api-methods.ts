import "server-only";
import type { ApiRoute } from "@/lib/schemas/common";
import { allApiRoutes } from "@/server/openapi/all-api-routes";

/** The methods Next's route handlers know; anything else (TRACE, CONNECT, made-up) is refused. */
export const HTTP_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"] as const;

interface Pattern {
  segments: string[];
  methods: Set<string>;
  routes: ApiRoute[];
}

let table: Pattern[] | null = null;

function patterns(): Pattern[] {
  if (table) return table;
  const byPath = new Map<string, ApiRoute[]>();
  for (const route of allApiRoutes()) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  table = [...byPath].map(([path, routes]) => {
    const methods = new Set(routes.map((route) => route.method.toUpperCase()));
    // Next answers HEAD from GET and OPTIONS by itself.
    if (methods.has("GET")) methods.add("HEAD");
    methods.add("OPTIONS");
    return { segments: path.split("/").filter(Boolean), methods, routes };
  });
  return table;
}

const isParam = (segment: string) => segment.startsWith("{") && segment.endsWith("}");

/** Lower is more specific: a static segment beats a parameter at the first place they differ. */
function specificity(pattern: Pattern): string {
  return pattern.segments.map((segment) => (isParam(segment) ? "1" : "0")).join("");
}

/**
 * The methods the documented endpoint at this path answers, or null when no documented endpoint
 * has this path (then Next decides: the route's own handler or the JSON 404 catch-all). Like
 * Next's router, a static segment wins over a dynamic one.
 */
export function allowedMethods(pathname: string): string[] | null {
  const best = documentedPath(pathname);
  return best ? [...best.methods].sort() : null;
}

/** The documented endpoint that answers this method at this path, matched as allowedMethods matches. */
export function documentedRoute(method: string, pathname: string): ApiRoute | undefined {
  const lower = method.toLowerCase();
  return documentedPath(pathname)?.routes.find((route) => route.method === lower);
}

function documentedPath(pathname: string): Pattern | undefined {
  const segments = pathname.split("/").filter(Boolean);
  const matches = patterns().filter(
    (pattern) =>
      pattern.segments.length === segments.length &&
      pattern.segments.every((segment, index) => isParam(segment) || segment === segments[index]),
  );
  if (matches.length === 0) return undefined;
  return matches.reduce((a, b) => (specificity(b) < specificity(a) ? b : a));
}
