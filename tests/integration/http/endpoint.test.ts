import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { env } from "@/env";
import { forbidden } from "@/lib/errors";
import { requireActor } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS } from "../../support/seeded";
import { withSignedInContractor } from "../../support/signed-in-contractor";

// The routes under test are made here, on a path no route documents, so only endpoint() is tested.
const PATH = "/api/endpoint-under-test";
const ID = "5a0c5c1e-2a3f-4d8e-9b1a-0d6f1c2b3a4d";
const apiKey = { headers: ADMIN_API_KEY_HEADERS };
const flags = env as { FEATURE_EXPENSES: boolean };

const carl = withSignedInContractor();
const contractor = () => ({ cookie: carl.cookie });

const body = z.object({ name: z.string().min(1), note: z.string().default("none") });
const query = z.object({ limit: z.coerce.number().int().max(10).optional() });

const update = endpoint({ access: "admin:write", id: "Widget", query, body }, async ({ actor, id, query, body }) => ({
  role: actor.role,
  id,
  query,
  body,
}));

afterEach(() => {
  flags.FEATURE_EXPENSES = true;
});

const codeOf = (result: { body: unknown }) => (result.body as ErrorJson).error.code;

describe("endpoint(): the order of the checks", () => {
  it("asks who calls first: anonymous is 401 and a contractor 403, whatever is wrong with the id, query or body", async () => {
    const anonymous = await call(update, `${PATH}?limit=99`, { method: "PUT", id: "not-a-uuid", rawJson: "{" });
    expect([anonymous.status, codeOf(anonymous)]).toEqual([401, "UNAUTHENTICATED"]);
    const refused = await call(update, `${PATH}?limit=99`, { method: "PUT", id: "not-a-uuid", rawJson: "{", ...contractor() });
    expect([refused.status, codeOf(refused)]).toEqual([403, "FORBIDDEN"]);
  });

  it("then the id: a malformed one is the 404 naming the thing, before a bad query or body", async () => {
    const result = await call<ErrorJson>(update, `${PATH}?limit=99`, { method: "PUT", id: "not-a-uuid", body: { name: "" }, ...apiKey });
    expect(result.status).toBe(404);
    expect(result.body.error).toEqual({ code: "NOT_FOUND", message: "Widget not found." });
  });

  it("then the query, before the body", async () => {
    const result = await call<ErrorJson>(update, `${PATH}?limit=99`, { method: "PUT", id: ID, body: { name: "" }, ...apiKey });
    expect(result.status).toBe(400);
    expect(result.body.error.issues?.map((i) => i.path)).toEqual(["limit"]);
  });

  it("then the body: not JSON is 415, JSON off the schema 400 with its issues", async () => {
    const text = await call(update, PATH, { method: "PUT", id: ID, headers: { ...ADMIN_API_KEY_HEADERS, "content-type": "text/plain" } });
    expect([text.status, codeOf(text)]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
    const result = await call<ErrorJson>(update, PATH, { method: "PUT", id: ID, body: { name: "" }, ...apiKey });
    expect(result.status).toBe(400);
    expect(result.body.error.issues?.map((i) => i.path)).toEqual(["name"]);
  });

  it("a switched-off feature is a 404 after access and before the id", async () => {
    const expenses = endpoint({ access: "signed-in", feature: "expenses", id: "Widget" }, async ({ id }) => id);
    flags.FEATURE_EXPENSES = false;
    expect((await call(expenses, PATH, { id: "not-a-uuid" })).status).toBe(401);
    const off = await call<ErrorJson>(expenses, PATH, { id: "not-a-uuid", ...contractor() });
    expect([off.status, off.body.error.message]).toEqual([404, "Expenses are switched off on this installation."]);
    flags.FEATURE_EXPENSES = true;
    expect(await call(expenses, PATH, { id: ID, ...contractor() })).toEqual({ status: 200, body: { data: ID } });
  });
});

describe("endpoint(): what the handler gets and what it answers", () => {
  it("hands the caller, the id, the parsed query and body (defaults applied) and answers { data } with 200", async () => {
    const result = await call(update, `${PATH}?limit=3`, { method: "PUT", id: ID, body: { name: "Ada" }, ...apiKey });
    expect(result).toEqual({ status: 200, body: { data: { role: "SERVICE_PRINCIPAL", id: ID, query: { limit: 3 }, body: { name: "Ada", note: "none" } } } });
  });

  it("answers 201 for a create and the service's own object as-is for a page", async () => {
    const create = endpoint({ access: "admin:write", body, answer: "created" }, async ({ body }) => body.name);
    expect(await call(create, PATH, { body: { name: "Ada" }, ...apiKey })).toEqual({ status: 201, body: { data: "Ada" } });
    const page = endpoint({ access: "admin:read", answer: "as-is" }, async () => ({ data: [1, 2], nextCursor: null }));
    expect(await call(page, PATH, apiKey)).toEqual({ status: 200, body: { data: [1, 2], nextCursor: null } });
  });

  it("sets no-store on the answer and turns what the handler throws into the error shape", async () => {
    const read = endpoint({ access: "signed-in" }, async ({ db }) => db === carl.database.db);
    const response = await read(new Request(`http://localhost:3000${PATH}`, { headers: ADMIN_API_KEY_HEADERS }), undefined);
    expect([response.status, response.headers.get("cache-control"), await response.json()]).toEqual([200, "no-store", { data: true }]);
    const failing = endpoint({ access: "signed-in" }, async () => {
      throw forbidden("Not this one.");
    });
    expect(await call(failing, PATH, apiKey)).toEqual({ status: 403, body: { error: { code: "FORBIDDEN", message: "Not this one." } } });
  });

  it("with bodyOptional, a request without a content type reads as {} through the schema; one with a body is checked", async () => {
    const optional = z.object({ version: z.number().int().optional(), note: z.string().default("none") });
    const close = endpoint({ access: "admin:write", id: "Widget", body: optional, bodyOptional: true }, async ({ body }) => body);
    expect(await call(close, PATH, { method: "PUT", id: ID, ...apiKey })).toEqual({ status: 200, body: { data: { note: "none" } } });
    expect(await call(close, PATH, { method: "PUT", id: ID, body: { version: 2 }, ...apiKey })).toEqual({
      status: 200,
      body: { data: { version: 2, note: "none" } },
    });
    expect((await call(close, PATH, { method: "PUT", id: ID, body: { version: "2" }, ...apiKey })).status).toBe(400);
    expect((await call(close, PATH, { method: "PUT", id: "not-a-uuid", ...apiKey })).status).toBe(404);
  });

  it("takes a route's own access check, whose answer is the caller and whose refusal comes before the body", async () => {
    const person = async (request: Request) => {
      const actor = await requireActor(request);
      if (actor.kind !== "user") throw forbidden("People only.");
      return actor;
    };
    const own = endpoint({ access: person, body }, async ({ actor }) => actor.email);
    const refused = await call<ErrorJson>(own, PATH, { rawJson: "{", ...apiKey });
    expect([refused.status, refused.body.error.message]).toEqual([403, "People only."]);
    expect(await call(own, PATH, { body: { name: "Ada" }, ...contractor() })).toEqual({ status: 200, body: { data: "carl@example.com" } });
  });
});
