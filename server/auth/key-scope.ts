import "server-only";
import { type ApiKeyScope, grants, scopeName } from "@/lib/domain/api-key-scopes";
import { AppError } from "@/lib/errors";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import type { ApiKeyUse } from "./key-actor";

interface Matcher {
  method: string;
  pattern: RegExp;
  /** Path parameters: a literal segment wins over a parameter (/api/timesheets/find before /api/timesheets/{id}). */
  params: number;
  scope: ApiKeyScope | null;
}

let matchers: Matcher[] | undefined;

/** Every documented operation as a pattern of its path, read once from the route tables. */
function routeMatchers(): Matcher[] {
  matchers ??= allApiRoutes()
    .map((route) => ({
      method: route.method.toUpperCase(),
      pattern: new RegExp(`^${route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}/?$`),
      params: (route.path.match(/\{/g) ?? []).length,
      scope: route.apiKeyScope ?? null,
    }))
    .sort((a, b) => a.params - b.params);
  return matchers;
}

/**
 * The scope a request needs of an API key, read off the route table entry of its method and path
 * (server/openapi/operation.ts, requiredScope): null when any key may call it. A request no entry
 * describes needs settings:write, which keeps an undocumented route closed to narrow keys.
 */
export function scopeOfRequest(request: Request): ApiKeyScope | null {
  const { pathname } = new URL(request.url);
  const found = routeMatchers().find((m) => m.method === request.method.toUpperCase() && m.pattern.test(pathname));
  return found ? found.scope : { area: "settings", level: "write" };
}

/** 403 when the key's scopes do not cover the request. */
export function assertKeyScope(request: Request, apiKey: ApiKeyUse): void {
  const needed = scopeOfRequest(request);
  if (needed && !grants(apiKey.scopes, needed)) throw new AppError("FORBIDDEN", { key: "apiKeyLacksScope", values: { scope: scopeName(needed) } });
}
