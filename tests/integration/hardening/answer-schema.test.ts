import { NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { route } from "@/server/http/respond";
import { apiRequest } from "../../support/http";

// Outside production route() parses each JSON answer of a documented endpoint with the response
// schema of its OpenAPI entry, so a route that drifts from its document fails the suite.
type ErrorJson = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };

const answering = (body: unknown, init?: ResponseInit) => route(async () => NextResponse.json(body, init));

describe("answers checked against their documented schema", () => {
  it("turns an off-schema answer of a documented route into a 500 naming the route and the mismatch", async () => {
    const handler = answering({ data: { id: 42 } });
    const response = await handler(apiRequest("/api/clients/0e9d7d8c-0000-4000-8000-000000000000", { origin: null }), undefined);
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("INTERNAL");
    expect(body.error.message).toBe("The answer of GET /api/clients/0e9d7d8c-0000-4000-8000-000000000000 does not match its documented schema.");
    expect(body.error.issues?.map((issue) => issue.path)).toContain("data.id");
  });

  it("picks the endpoint as the router does: a static segment before a parameter", async () => {
    // /api/timesheets/find is POST only: a GET answer there is checked against no schema.
    const response = await answering({ anything: true })(apiRequest("/api/timesheets/find", { origin: null }), undefined);
    expect(response.status).toBe(200);
  });

  it("leaves error answers, empty answers and undocumented paths alone", async () => {
    const at = (path: string) => apiRequest(path, { origin: null });
    expect((await answering({ nope: 1 }, { status: 404 })(at("/api/clients"), undefined)).status).toBe(404);
    expect((await route(async () => new Response(null, { status: 204 }))(at("/api/clients"), undefined)).status).toBe(204);
    expect((await answering({ nope: 1 })(at("/api/not-documented"), undefined)).status).toBe(200);
  });

  it("passes an answer in the documented shape through untouched", async () => {
    const body = { data: { database: "ok", storage: "ok" } };
    const response = await answering(body)(apiRequest("/api/health", { origin: null }), undefined);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
  });
});
