import { describe, expect, it } from "vitest";
import { GET as docs } from "@/app/api/docs/route";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { apiRequest } from "../../support/http";

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { summary: string; requestBody?: unknown; responses: Record<string, unknown> }>>;
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every documented endpoint with its method", async () => {
    const response = await openapi(apiRequest("/api/openapi.json"), undefined);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe("3.1.0");
    for (const route of allApiRoutes()) {
      expect(document.paths[route.path]?.[route.method]?.summary, `${route.method} ${route.path}`).toBe(route.summary);
    }
  });

  it("describes request bodies from the zod schemas", async () => {
    const document = (await (await openapi(apiRequest("/api/openapi.json"), undefined)).json()) as OpenApiDocument;
    const signIn = document.paths["/api/auth/sign-in/email"]!.post!.requestBody as {
      content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } };
    };
    expect(Object.keys(signIn.content["application/json"].schema.properties)).toEqual(["email", "password"]);
    expect(signIn.content["application/json"].schema.required).toEqual(["email", "password"]);
  });

  it("is rendered as a readable page at /api/docs", async () => {
    const response = await docs(apiRequest("/api/docs"), undefined);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("<code>/api/user</code>");
    expect(html).toContain("<code>/api/timesheets/{id}/submit</code>");
    expect(html).toContain('href="/api/openapi.json"');
  });
});
