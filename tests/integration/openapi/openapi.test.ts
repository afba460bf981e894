import { beforeAll, describe, expect, it } from "vitest";
import { GET as docs } from "@/app/api/docs/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { apiRequest } from "../../support/http";
import { redoclyReport, swaggerParserReport } from "../../support/openapi-validators";

interface Operation {
  operationId: string;
  summary: string;
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, { $ref?: string }>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let document: OpenApiDocument;

beforeAll(async () => {
  const response = await openapi(apiRequest("/api/openapi.json"), undefined);
  expect(response.status).toBe(200);
  document = (await response.json()) as OpenApiDocument;
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, op]) => ({ path, method, op })));

/** Every "$ref" string in the document. */
function refsIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refsIn);
  if (node === null || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) => (key === "$ref" && typeof value === "string" ? [value] : refsIn(value)));
}

function resolvePointer(pointer: string): unknown {
  return pointer
    .replace(/^#\//, "")
    .split("/")
    .map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"))
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), document);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every documented endpoint with its method", () => {
    expect(document.openapi).toBe("3.1.0");
    for (const route of allApiRoutes()) {
      expect(document.paths[route.path]?.[route.method]?.summary, `${route.method} ${route.path}`).toBe(route.summary);
    }
  });

  it("describes request bodies from the zod schemas, as named components", () => {
    const signIn = document.paths["/api/auth/sign-in/email"]!.post!.requestBody as { content: { "application/json": { schema: { $ref: string } } } };
    const schema = resolvePointer(signIn.content["application/json"].schema.$ref) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(["email", "password"]);
    expect(schema.required).toEqual(["email", "password"]);
  });

  it("passes @apidevtools/swagger-parser's validation", async () => {
    const report = await swaggerParserReport(document);
    expect(report.errors).toEqual([]);
  });

  it("has no error under @redocly/openapi-core's recommended rules (warnings are printed)", async () => {
    const report = await redoclyReport(document);
    if (report.warnings.length) console.info(`redocly recommended: ${report.warnings.length} warning(s)\n  ${report.warnings.join("\n  ")}`);
    expect(report.errors).toEqual([]);
  });

  it("keeps every reference inside the document (no local $defs)", () => {
    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|responses)\//);
      expect(resolvePointer(ref), ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('"$defs"');
    // The configuration value is z.json(): one component however many endpoints use it, the empty
    // schema (any JSON value) rather than a union that refers to itself, so generated clients compile.
    expect(document.components.schemas.JsonValue).toEqual({ description: expect.stringContaining("Any JSON value") });
    expect(refs).toContain("#/components/schemas/JsonValue");
  });

  it("names every operation with a unique operationId", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    expect(duplicates).toEqual([]);
    const id = (method: string, path: string) => document.paths[path]?.[method]?.operationId;
    expect(id("get", "/api/timesheets")).toBe("listTimesheets");
    expect(id("get", "/api/timesheets/{id}")).toBe("getTimesheet");
    expect(id("post", "/api/timesheets/{id}/submit")).toBe("submitTimesheet");
    expect(id("put", "/api/timesheets/{id}/approve-component")).toBe("approveTimesheetComponent");
    expect(id("get", "/api/timesheets/{id}/export")).toBe("exportTimesheet");
  });

  it("states the credentials of every operation with the defined security schemes", () => {
    const schemes = Object.keys(document.components.securitySchemes);
    expect(schemes.sort()).toEqual(["apiKey", "cronSecret", "session"]);
    for (const { path, method, op } of operations()) {
      expect(op.security, `${method} ${path}`).toBeDefined();
      for (const requirement of op.security!) for (const name of Object.keys(requirement)) expect(schemes).toContain(name);
      const names = op.security!.flatMap((requirement) => Object.keys(requirement));
      if (path.startsWith("/api/cron/")) expect(names, path).toEqual(["cronSecret"]);
      else expect(names, path).not.toContain("cronSecret");
    }
    const securityOf = (method: string, path: string) => document.paths[path]?.[method]?.security?.flatMap((r) => Object.keys(r));
    expect(securityOf("get", "/api/timesheets")).toEqual(["session", "apiKey"]);
    expect(securityOf("post", "/api/auth/sign-in/email")).toEqual([]);
    expect(securityOf("post", "/api/invitations/accept")).toEqual([]);
    expect(securityOf("get", "/api/timesheet-review/{id}")).toEqual([]);
    expect(securityOf("post", "/api/billing-details")).toEqual(["session"]);
  });

  it("names the scope of an API key each operation needs, and describes the scopes in the apiKey scheme", () => {
    const scheme = document.components.securitySchemes.apiKey as { description: string };
    for (const scope of ["timesheets:read", "expenses:write", "reviews:read", "organisation:write", "invoices:read", "settings:write"]) expect(scheme.description).toContain(scope);
    const keyScopeOf = (method: string, path: string) => (document.paths[path]?.[method] as { "x-api-key-scope"?: string } | undefined)?.["x-api-key-scope"];
    const requirementOf = (method: string, path: string) => document.paths[path]?.[method]?.security?.find((r) => "apiKey" in r)?.apiKey;
    expect(keyScopeOf("get", "/api/timesheets")).toBe("timesheets:read");
    expect(requirementOf("get", "/api/timesheets")).toEqual(["timesheets:read"]);
    expect(requirementOf("post", "/api/clients")).toEqual(["organisation:write"]);
    expect(keyScopeOf("post", "/api/timesheets/find")).toBe("timesheets:read");
    expect(keyScopeOf("get", "/api/user")).toBe("any key");
    // A contractor's key reaches a contractor's operations: the scope is named there too.
    expect(keyScopeOf("post", "/api/billing-details")).toBe("invoices:write");
    for (const { path, method, op } of operations()) {
      const named = (op.security ?? []).length > 0 && !path.startsWith("/api/cron/") && !path.startsWith("/api/auth/");
      if (named) expect((op as { "x-api-key-scope"?: string })["x-api-key-scope"], `${method} ${path}`).toMatch(/^(\w+:(read|write)|any key)$/);
    }
  });

  it("documents the error answers of every operation with the shared Error schema", () => {
    for (const { path, method, op } of operations()) {
      if (!path.startsWith("/api/auth/")) expect(op.responses.default?.$ref, `${method} ${path}`).toBe("#/components/responses/UnexpectedError");
      const needsCredential = (op.security ?? []).length > 0;
      if (needsCredential) expect(Object.keys(op.responses), `${method} ${path}`).toContain("401");
      if (op.requestBody && !path.startsWith("/api/auth/")) expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["400", "413", "415"]));
      if (path.includes("{")) expect(Object.keys(op.responses), `${method} ${path}`).toEqual(expect.arrayContaining(["400", "404"]));
    }
    expect(Object.keys(document.paths["/api/timesheets/{id}/submit"]!.post!.responses).sort()).toEqual(
      ["200", "400", "401", "403", "404", "409", "413", "415", "default"].sort(),
    );
    expect(Object.keys(document.paths["/api/auth/sign-in/email"]!.post!.responses)).toContain("429");
    expect(resolvePointer("#/components/schemas/Error")).toMatchObject({ required: ["error"] });
  });

  it("is rendered as a readable page at /api/docs from the same document", async () => {
    const response = await docs(apiRequest("/api/docs"), undefined);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("<code>/api/user</code>");
    expect(html).toContain("<code>/api/timesheets/{id}/submit</code>");
    expect(html).toContain('href="/api/openapi.json"');
    for (const { op } of operations()) expect(html).toContain(`id="${op.operationId}"`);
    for (const name of Object.keys(document.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
  });
});
