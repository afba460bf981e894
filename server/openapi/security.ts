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
    description: "The ADMIN_API_KEY of the deployment. The caller acts as a SERVICE_PRINCIPAL with an administrator's rights.",
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

/** The operation's `security` list: any one of the schemes will do; [] means no credential. */
export function securityRequirements(access: OperationAccess): Record<string, string[]>[] {
  return access.kind === "schemes" ? access.schemes.map((scheme) => ({ [scheme]: [] })) : [];
}
