import { NextResponse } from "next/server";
import { describe, expect, it } from "vitest";
import { route } from "@/server/http/respond";
import { apiRequest, type ErrorJson } from "../../support/http";

// Outside production route() validates each JSON answer of a documented endpoint, success or
// error, against what the published document says that operation answers with that status, so a
// route that drifts from its document fails the suite.

const answering = (body: unknown, init?: ResponseInit) => route(async () => NextResponse.json(body, init));

describe("answers checked against their documented schema", () => {
  it("turns an off-schema answer of a documented route into a 500 naming the route and the mismatch", async () => {
    const handler = answering({ data: { id: 42 } });
    const response = await handler(apiRequest("/api/clients/0e9d7d8c-0000-4000-8000-000000000000", { origin: null }), undefined);
    expect(response.status).toBe(500);
    const body = (await response.json()) as ErrorJson;
    expect(body.error).toMatchObject({
      code: "INTERNAL",
      key: "answerOffSchema",
      values: { method: "GET", path: "/api/clients/0e9d7d8c-0000-4000-8000-000000000000", status: "200" },
      message: "The answer of GET /api/clients/0e9d7d8c-0000-4000-8000-000000000000 (200) does not match its documented schema.",
    });
    // ajv names the mismatches by JSON pointer: here the client's missing fields, all under /data.
    expect(body.error.issues?.length).toBeGreaterThan(0);
    expect(body.error.issues?.every((issue) => issue.key === "schemaMismatch" && issue.path.startsWith("/data"))).toBe(true);
  });

  it("picks the endpoint as the router does: a static segment before a parameter", async () => {
    // /api/timesheets/find is POST only: a GET answer there is checked against no schema.
    const response = await answering({ anything: true })(apiRequest("/api/timesheets/find", { origin: null }), undefined);
    expect(response.status).toBe(200);
  });

  it("checks error answers too: one off the documented error shape becomes a 500, one in it passes", async () => {
    const at = (path: string) => apiRequest(path, { origin: null });
    const off = await answering({ nope: 1 }, { status: 404 })(at("/api/clients/0e9d7d8c-0000-4000-8000-000000000000"), undefined);
    expect(off.status).toBe(500);
    expect(((await off.json()) as ErrorJson).error).toMatchObject({ code: "INTERNAL", key: "answerOffSchema", values: { status: "404" } });
    const documented = { error: { code: "NOT_FOUND", key: "clientNotFound", message: "Client not found." } };
    const on = await answering(documented, { status: 404 })(at("/api/clients/0e9d7d8c-0000-4000-8000-000000000000"), undefined);
    expect(on.status).toBe(404);
    expect(await on.json()).toEqual(documented);
  });

  it("leaves empty answers and undocumented paths alone", async () => {
    const at = (path: string) => apiRequest(path, { origin: null });
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
