import "server-only";
import { z } from "zod";
import type { ApiRoute } from "@/lib/schemas/common";

type JsonSchema = Record<string, unknown>;

const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  // Transforms (decimal strings, flags) have no JSON Schema form; describe what goes over the wire.
  return z.toJSONSchema(schema, { io, unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
}

function parametersOf(route: ApiRoute): JsonSchema[] {
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  const query = route.query ? schemaOf(route.query, "input") : null;
  const properties = (query?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query?.required as string[] | undefined) ?? []);
  const queryParams = Object.entries(properties).map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
  return [...pathParams, ...queryParams];
}

/** The OpenAPI 3.1 document, generated from the same zod schemas the handlers parse with. */
export function buildOpenApiDocument(routes: readonly ApiRoute[], serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation: Record<string, unknown> = {
      summary: route.summary,
      tags: [route.tag],
      description: `Access: ${route.access}.`,
      parameters: parametersOf(route),
      responses: {
        [route.created ? "201" : "200"]: {
          description: route.created ? "Created" : "Success",
          ...(route.response ? { content: { "application/json": { schema: schemaOf(route.response, "output") } } } : {}),
          ...(route.download ? { content: { [route.download]: { schema: { type: "string", format: "binary" } } } } : {}),
        },
        default: { description: "Error", content: { "application/json": { schema: schemaOf(errorBody, "output") } } },
      },
    };
    if (route.body) {
      operation.requestBody = { required: !route.optionalBody, content: { "application/json": { schema: schemaOf(route.body, "input") } } };
    } else if (route.multipart) {
      operation.requestBody = { required: true, description: route.multipart, content: { "multipart/form-data": { schema: { type: "object" } } } };
    }
    paths[route.path] = { ...paths[route.path], [route.method]: operation };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Settle API",
      version: "1.0.0",
      description:
        "Contractor settlement API. Authenticate with the session cookie (sign in first) or, for machines, the admin API key in the x-api-key header. Errors are { error: { code, message, issues? } }.",
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
        adminApiKey: { type: "apiKey", in: "header", name: "x-api-key" },
        cronSecret: { type: "http", scheme: "bearer" },
      },
    },
    security: [{ session: [] }, { adminApiKey: [] }],
    paths,
  };
}
