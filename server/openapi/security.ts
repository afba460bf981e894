import { API_KEY_AREAS, scopeName, type ApiKeyScope } from "@/lib/domain/api-key-scopes";
import { apiKeyMayCall, callerOf, type ApiRoute } from "@/lib/schemas/common";

/**
 * How callers prove who they are (components/securitySchemes). The review token has no scheme:
 * it is the `{token}` path parameter of /api/timesheet-review/*, and OpenAPI can only describe
 * credentials sent in a header, a cookie or the query.
 */
export const SECURITY_SCHEMES = {
  session: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "The session cookie set by POST /api/auth/sign-in/email. Writes (POST, PUT, DELETE) with the cookie must come from this application's own pages (Origin header), or they are 403.",
  },
  apiKey: {
    type: "apiKey",
    in: "header",
    name: "x-api-key",
    description: [
      "An API key. ADMIN_API_KEY, the deployment's own, acts as a SERVICE_PRINCIPAL with an administrator's rights and every scope.",
      "A key made in Settings → API keys (POST /api/api-keys) acts as a service principal with an administrator's rights; one made on a profile (POST /api/user/api-keys) acts as that person, with their role and never more: a contractor's key reaches that contractor's own data only (another's timesheet is 404), so it also calls the operations documented for a contractor's session.",
      `Each key carries scopes, per area read or write (write includes read): ${API_KEY_AREAS.map((area) => `${area}:read, ${area}:write`).join(", ")}.`,
      "Each operation names the scope it needs: in its security requirement (apiKey: [scope]) and as x-api-key-scope; a key without it is 403 (apiKeyLacksScope).",
      "Every key made in the app expires (at most a year after it was made; an expired or revoked key is 401) and has its own rate limit (429 with Retry-After). A key can never make, change or revoke a key (403).",
    ].join(" "),
  },
  cronSecret: {
    type: "http",
    scheme: "bearer",
    description: "The CRON_SECRET of the deployment as `Authorization: Bearer <secret>`; it opens /api/cron/* only.",
  },
} as const;

export type SecuritySchemeName = keyof typeof SECURITY_SCHEMES;

/** How an operation is called: which schemes it accepts, or none (public or review token). */
export type OperationAccess =
  | { kind: "schemes"; schemes: SecuritySchemeName[] }
  | { kind: "public" }
  | { kind: "review token" };

/** Public endpoints a new route may not describe as "anyone" in its access text. */
const PUBLIC_PATHS = new Set(["/api/health", "/api/auth/sign-in/email", "/api/invitations/accept"]);

/**
 * Endpoints whose access text names an administrator or any signed-in person but which a
 * SERVICE_PRINCIPAL cannot use (a person's own profile).
 */
const SESSION_ONLY = new Set(["put /api/user"]);

/**
 * Derived from the path and who the route's `access` lets call (ACCESS in lib/schemas/common.ts):
 * /api/cron/* takes the cron secret; /api/timesheet-review/{token}/* the token; "anyone ..." is
 * public; the API key acts as an administrator, so it is offered where an administrator or any
 * signed-in caller may call; what only a contractor (or a person's own session) may do needs
 * the session cookie.
 */
export function accessOf(route: Pick<ApiRoute, "method" | "path" | "access">): OperationAccess {
  if (route.path.startsWith("/api/cron/")) return { kind: "schemes", schemes: ["cronSecret"] };
  if (route.path.startsWith("/api/timesheet-review/")) return { kind: "review token" };
  if (PUBLIC_PATHS.has(route.path) || callerOf(route.access) === "anyone") return { kind: "public" };
  const serviceMayCall = apiKeyMayCall(route.access) && !route.path.startsWith("/api/auth/") && !SESSION_ONLY.has(`${route.method} ${route.path}`);
  return { kind: "schemes", schemes: serviceMayCall ? ["session", "apiKey"] : ["session"] };
}

/**
 * The operation's `security` list: any one of the schemes will do; [] means no credential. The
 * API key's requirement names the scope the operation needs of a key (OpenAPI 3.1 lets a scheme
 * other than OAuth list roles there).
 */
export function securityRequirements(access: OperationAccess, keyScope: ApiKeyScope | null = null): Record<string, string[]>[] {
  return access.kind === "schemes" ? access.schemes.map((scheme) => ({ [scheme]: scheme === "apiKey" && keyScope ? [scopeName(keyScope)] : [] })) : [];
}
