import type { ApiRoute } from "@/lib/schemas/common";
import type { JsonSchema } from "./schema-components";
import type { OperationAccess } from "./security";

const KEY: JsonSchema = {
  type: "string",
  description:
    "The refusal's key in the api section of messages/<language>/errors.json, e.g. clientNamedNameAlready: a client shows it in its reader's language with values.",
};

/** A refusal inside a value: a word or sentence that differs by language, with values of its own. */
const NESTED_REFUSAL: JsonSchema = {
  type: "object",
  required: ["key"],
  properties: { key: { type: "string" }, values: { type: "object", description: "As values: data, refusals or lists of refusals." } },
};

/** A value is data (a name, a number, a date), a refusal of its own, or a list of refusals (sentences one after the other). */
const VALUES: JsonSchema = {
  type: "object",
  description:
    "The values the key's message names, e.g. { \"name\": \"Acme\" }; a value may itself be { key, values } (a word or sentence in the reader's language), or a list of them, shown one after the other.",
  additionalProperties: {
    oneOf: [{ type: "string" }, { type: "number" }, NESTED_REFUSAL, { type: "array", items: NESTED_REFUSAL }],
  },
};

/** The one error body of every route (server/http/respond.ts), as components/schemas/Error. */
export const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["error"],
  properties: {
    error: {
      type: "object",
      required: ["code", "key", "message"],
      properties: {
        code: {
          type: "string",
          description:
            "BAD_REQUEST, UNAUTHENTICATED, FORBIDDEN, TWO_FACTOR_REQUIRED, NOT_FOUND, CONFLICT, STALE_VERSION, PAYLOAD_TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, RATE_LIMITED, SERVICE_UNAVAILABLE or INTERNAL (lib/errors.ts).",
        },
        key: KEY,
        values: VALUES,
        message: { type: "string", description: "The refusal in English (messages/en/errors.json): a sentence for a person; the client may show it as is." },
        issues: {
          type: "array",
          description: "Which fields of the request are wrong (400 only).",
          items: {
            type: "object",
            required: ["path", "key", "message"],
            properties: {
              path: { type: "string", description: "Dotted path of the field, e.g. records.0.date" },
              key: KEY,
              values: VALUES,
              message: { type: "string", description: "The issue in English." },
            },
          },
        },
      },
    },
  },
};

/** better-auth answers /api/auth/* itself, with its own error body. */
export const AUTH_ERROR_SCHEMA: JsonSchema = {
  type: "object",
  required: ["message"],
  properties: { code: { type: "string", description: "e.g. INVALID_EMAIL_OR_PASSWORD" }, message: { type: "string" } },
};

/** components/responses: one per status, all with the Error body. */
export const ERROR_RESPONSES = {
  400: { name: "BadRequest", description: "The request is not valid: a field, a query parameter or a path parameter (BAD_REQUEST, with issues)." },
  401: { name: "Unauthenticated", description: "No valid credential: sign in, or send the API key (UNAUTHENTICATED)." },
  403: {
    name: "Forbidden",
    description:
      "The caller may not do this, or a cookie-authenticated write did not come from this application's pages (FORBIDDEN), or the session's person must set up two-factor sign-in first (TWO_FACTOR_REQUIRED).",
  },
  404: { name: "NotFound", description: "The resource, or one the request refers to, does not exist or is not the caller's (NOT_FOUND)." },
  409: { name: "Conflict", description: "The change does not fit the current state, or the version sent is stale (CONFLICT, STALE_VERSION)." },
  413: { name: "PayloadTooLarge", description: "The body is larger than the server accepts (PAYLOAD_TOO_LARGE)." },
  415: { name: "UnsupportedMediaType", description: "The body is not sent as the documented media type (UNSUPPORTED_MEDIA_TYPE)." },
  429: { name: "TooManyRequests", description: "Too many attempts; wait and try again (RATE_LIMITED)." },
  503: { name: "ServiceUnavailable", description: "A part the server needs does not answer; issues name which (SERVICE_UNAVAILABLE)." },
} as const;

export type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** Statuses a route answers beyond what its shape implies (rate limits, better-auth's checks). */
const EXTRA_STATUSES: Readonly<Record<string, readonly ErrorStatus[]>> = {
  "post /api/auth/sign-in/email": [401, 403, 429],
  "post /api/auth/sign-in/sso": [403, 404, 409],
  "post /api/auth/two-factor/verify-totp": [401, 403, 429],
  "post /api/auth/two-factor/verify-backup-code": [401, 403, 429],
  "post /api/auth/two-factor/disable": [429],
  "post /api/auth/passkey/verify-authentication": [401, 403],
  "get /api/health": [503],
};

/** POST endpoints that only read (a search, a workbook of existing timesheets): nothing to conflict with. */
const READ_ONLY_POSTS = new Set(["/api/timesheets/find"]);

/** Property names that point at another record, which may not exist (404). */
const REFERENCE = /^(id|ids|token)$|(Id|Ids|Token)$/;

function refersToRecords(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(refersToRecords);
  if (schema === null || typeof schema !== "object") return false;
  return Object.entries(schema).some(([key, value]) => {
    if (key === "properties" && value && typeof value === "object" && Object.keys(value).some((name) => REFERENCE.test(name))) return true;
    return refersToRecords(value);
  });
}

export interface OperationShape {
  route: Pick<ApiRoute, "method" | "path" | "multipart" | "download">;
  access: OperationAccess;
  body?: JsonSchema;
  query?: JsonSchema;
}

/**
 * The error answers an operation can give, from its shape: anything it reads can be invalid
 * (400); a credential can be missing (401) or not enough (403); a path id or a referenced id can
 * be unknown (404); a write can meet a changed state (409); a body can be too large (413) or not
 * JSON (415).
 */
export function errorStatusesOf({ route, access, body, query }: OperationShape): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(EXTRA_STATUSES[`${route.method} ${route.path}`] ?? []);
  const hasPathParams = route.path.includes("{");
  const hasBody = Boolean(body || route.multipart);
  const betterAuth = route.path.startsWith("/api/auth/");
  if (hasBody || query || hasPathParams) statuses.add(400);
  if (access.kind === "schemes") statuses.add(401);
  if (access.kind === "schemes" && access.schemes.some((s) => s === "session" || s === "apiKey")) statuses.add(403);
  if (hasPathParams || refersToRecords(body) || refersToRecords(query)) statuses.add(404);
  const readOnly = route.method === "get" || route.download !== undefined || READ_ONLY_POSTS.has(route.path);
  if (!readOnly && !betterAuth && !route.path.startsWith("/api/cron/")) statuses.add(409);
  if (hasBody && !betterAuth) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}
