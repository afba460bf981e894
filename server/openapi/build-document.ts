import "server-only";
import type { z } from "zod";
import type { ApiRoute } from "@/lib/schemas/common";
import { WEBHOOK_DELIVERY_EVENT_TYPES } from "@/lib/domain/webhook-events";
import { WEBHOOK_EVENT_SUMMARIES, webhookEventSchema } from "@/lib/schemas/webhook-events";
import { AUTH_ERROR_SCHEMA, ERROR_RESPONSES, ERROR_SCHEMA, errorStatusesOf } from "./error-responses";
import { SchemaComponents, type JsonSchema } from "./schema-components";
import { scopeName } from "@/lib/domain/api-key-scopes";
import { accessOf, SECURITY_SCHEMES, securityRequirements, type OperationAccess } from "./security";

const pascal = (id: string) => id[0]!.toUpperCase() + id.slice(1);

/** Path parameters typed from the route's params schema where it has one. */
function pathParameters(route: ApiRoute, components: SchemaComponents, access: OperationAccess): JsonSchema[] {
  const params = route.params ? components.inline(route.params, "input") : null;
  const properties = (params?.properties ?? {}) as Record<string, JsonSchema>;
  return [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name], index) => {
    // /api/timesheet-review/{id}: the first path parameter is the review link's token.
    const reviewToken = access.kind === "review token" && index === 0;
    return {
      name,
      in: "path",
      required: true,
      schema: properties[name!] ?? { type: "string" },
      ...(reviewToken ? { description: "The token of the review link; it is the reviewer's only credential. Unknown, revoked or expired: 404." } : {}),
    };
  });
}

function queryParameters(query: JsonSchema | undefined): JsonSchema[] {
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof schema.description === "string" ? { description: schema.description } : {}),
    schema,
  }));
}

function accessText(route: ApiRoute, access: OperationAccess): string {
  if (access.kind === "public") return `Access: ${route.access} (no credential).`;
  if (access.kind === "review token") return `Access: ${route.access} (the review token in the path; no other credential).`;
  return `Access: ${route.access}.`;
}

function successResponse(route: ApiRoute, components: SchemaComponents, operationId: string): JsonSchema {
  let content: JsonSchema | undefined;
  if (route.download) content = { [route.download]: { schema: { type: "string", format: "binary" } } };
  else if (route.response) content = { "application/json": { schema: components.named(`${pascal(operationId)}Response`, route.response, "output") } };
  return { description: route.created ? "Created" : "Success", ...(content ? { content } : {}) };
}

function requestBody(route: ApiRoute, body: JsonSchema | undefined): JsonSchema | undefined {
  if (body) return { required: !route.optionalBody, content: { "application/json": { schema: body } } };
  if (route.multipart) {
    return {
      required: true,
      description: route.multipart,
      content: { "multipart/form-data": { schema: { type: "object", additionalProperties: true } } },
    };
  }
  return undefined;
}

/**
 * The refusals better-auth itself gives on the /api/auth/* endpoints the app hands it, in its
 * own `{ code, message }`: a wrong password or code, no session, its own locks. The app's steps in front of it (the
 * origin check, the body, the sign-in and code limits, single sign-on) answer the app's Error,
 * and a status both can give is documented as either.
 */
const BETTER_AUTH_REFUSALS: Readonly<Record<string, readonly number[]>> = {
  // 403: a person whose only second factor is a passkey, where two-factor is required, signs in with it (server/auth/passkeys.ts).
  "post /api/auth/sign-in/email": [401, 403],
  "post /api/auth/sign-out": [401],
  "post /api/auth/two-factor/enable": [400, 401],
  "post /api/auth/two-factor/disable": [400, 401],
  // A wrong or replayed code is better-auth's 401; its own lock after five wrong codes is a 429 beside the app's limit.
  "post /api/auth/two-factor/verify-totp": [401, 429],
  "post /api/auth/two-factor/verify-backup-code": [401, 429],
  "get /api/auth/passkey/generate-register-options": [401, 403],
  "post /api/auth/passkey/verify-registration": [400, 401, 403],
  // 400: no or an expired challenge; 401: an unknown passkey, a wrong signature or no user verification; 403: a deactivated person.
  "post /api/auth/passkey/verify-authentication": [400, 401, 403],
};

const EITHER_ERROR = { anyOf: [{ $ref: "#/components/schemas/Error" }, { $ref: "#/components/schemas/AuthError" }] };

function errorResponses(route: ApiRoute, access: OperationAccess, body: JsonSchema | undefined, query: JsonSchema | undefined): JsonSchema {
  const betterAuth = route.path.startsWith("/api/auth/");
  const byBetterAuth = new Set(BETTER_AUTH_REFUSALS[`${route.method} ${route.path}`] ?? []);
  const responses: JsonSchema = {};
  for (const status of errorStatusesOf({ route, access, body, query })) {
    const { name, description } = ERROR_RESPONSES[status];
    responses[String(status)] = byBetterAuth.has(status)
      ? { description, content: { "application/json": { schema: EITHER_ERROR } } }
      : { $ref: `#/components/responses/${name}` };
  }
  responses.default = betterAuth
    ? { description: "Something went wrong on the server.", content: { "application/json": { schema: EITHER_ERROR } } }
    : { $ref: "#/components/responses/UnexpectedError" };
  return responses;
}

/** Whether some API key may call the operation: the key's scope is named wherever a credential is asked (a contractor's key reaches a contractor's operations). */
const keyMayAsk = (route: ApiRoute, access: OperationAccess) => access.kind === "schemes" && !access.schemes.includes("cronSecret") && !route.path.startsWith("/api/auth/");

function operationOf(route: ApiRoute, components: SchemaComponents): JsonSchema {
  const { operationId } = route;
  const access = accessOf(route);
  const named = (suffix: string, schema: z.ZodType | undefined) =>
    schema ? components.named(`${pascal(operationId)}${suffix}`, schema, "input") : undefined;
  const body = named("Body", route.body);
  const query = route.query ? components.inline(route.query, "input") : undefined;
  const resolvedBody = body ? components.schemas[String(body.$ref).split("/").pop()!] : undefined;
  return {
    operationId,
    summary: route.summary,
    tags: [route.tag],
    description: accessText(route, access),
    security: securityRequirements(access, route.apiKeyScope ?? null),
    ...(keyMayAsk(route, access) ? { "x-api-key-scope": route.apiKeyScope ? scopeName(route.apiKeyScope) : "any key" } : {}),
    parameters: [...pathParameters(route, components, access), ...queryParameters(query)],
    ...(requestBody(route, body) ? { requestBody: requestBody(route, body) } : {}),
    responses: {
      [route.created ? "201" : "200"]: successResponse(route, components, operationId),
      ...errorResponses(route, access, resolvedBody, query),
    },
  };
}

const WEBHOOK_HEADERS = [
  ["webhook-id", "The message id, the same on every attempt: drop a message whose id you have seen."],
  ["webhook-timestamp", "Seconds since the epoch when this attempt was signed; refuse one too far from now."],
  ["webhook-signature", "Space-separated `v1,<base64 HMAC-SHA256>` of `id.timestamp.body`, one per valid secret (two during a rotation)."],
] as const;

/** What Settle POSTs to webhook endpoints (Standard Webhooks; docs/webhooks.md), one entry per event type. */
function webhookOperations(components: SchemaComponents): Record<string, JsonSchema> {
  const operations: Record<string, JsonSchema> = {};
  for (const type of WEBHOOK_DELIVERY_EVENT_TYPES) {
    const name = `WebhookEvent${type.split(/[._]/).map(pascal).join("")}`;
    operations[type] = {
      post: {
        operationId: `webhook${name.slice("WebhookEvent".length)}`,
        summary: WEBHOOK_EVENT_SUMMARIES[type],
        tags: ["Webhooks"],
        // The receiver authenticates Settle by the webhook-signature header, not by a scheme of this API.
        security: [],
        parameters: WEBHOOK_HEADERS.map(([header, description]) => ({ name: header, in: "header", required: true, description, schema: { type: "string" } })),
        requestBody: { required: true, content: { "application/json": { schema: components.named(name, webhookEventSchema(type), "output") } } },
        responses: { "2XX": { description: "Received. Anything else, or no answer within 10 s, is retried with backoff for about a day." } },
      },
    };
  }
  return operations;
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers parse with. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], serverUrl: string) {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route, components) };
  const webhooks = webhookOperations(components);
  const responses: Record<string, JsonSchema> = {
    UnexpectedError: {
      description: "Something went wrong on the server (INTERNAL); the details are in the server log.",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
    },
  };
  // Only the answers some operation gives: an unused component is noise to a reader of the document.
  const used = JSON.stringify(paths);
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    if (!used.includes(`"#/components/responses/${name}"`)) continue;
    responses[name] = { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Settle API",
      version: "1.0.0",
      description:
        "Contractor settlement API. Browsers authenticate with the session cookie (sign in first); machines send an API key in the x-api-key header (ADMIN_API_KEY or a key made in the app, acting as a service principal or as one person, within its scopes: see the apiKey scheme); the scheduler calls /api/cron/* with the cron secret; reviewers use the token of their review link. Errors are { error: { code, message, issues? } }.",
    },
    servers: [{ url: serverUrl }],
    paths,
    webhooks,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      responses,
      schemas: { Error: ERROR_SCHEMA, AuthError: AUTH_ERROR_SCHEMA, ...sortedByName(components.schemas) },
    },
  };
}

const sortedByName = (schemas: Record<string, JsonSchema>) =>
  Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
