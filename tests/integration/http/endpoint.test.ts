import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { env } from "@/env";
import { forbidden } from "@/lib/errors";
import { endpoint } from "@/server/http/endpoint";
import { call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS } from "../../support/seeded";
import { withSignedInContractor } from "../../support/signed-in-contractor";

// The routes under test are made here from entries of their own, on a path no route table
// documents, so only endpoint() is tested.
const PATH = "/api/endpoint-under-test";
const described = { path: PATH, summary: "Under test.", tag: "Tests" } as const;
const ID = "5a0c5c1e-2a3f-4d8e-9b1a-0d6f1c2b3a4d";
const apiKey = { headers: ADMIN_API_KEY_HEADERS };
const flags = env as { FEATURE_EXPENSES: boolean };

const carl = withSignedInContractor();
const contractor = () => ({ cookie: carl.cookie });

const body = z.object({ name: z.string().min(1), note: z.string().default("none") });
const query = z.object({ limit: z.coerce.number().int().max(10).optional() });

const update = endpoint({ ...described, method: "put", access: "admin:write", id: "Widget", query, body }, async ({ actor, id, query, body }) => ({
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
    expect(result.body.error).toEqual({ code: "NOT_FOUND", key: "whatNotFound", values: { what: "Widget" }, message: "Widget not found." });
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
    const expenses = endpoint({ ...described, method: "get", access: "signed-in", feature: "expenses", id: "Widget" }, async ({ id }) => id);
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
    const create = endpoint({ ...described, method: "post", access: "admin:write", body, created: true }, async ({ body }) => body.name);
    expect(await call(create, PATH, { body: { name: "Ada" }, ...apiKey })).toEqual({ status: 201, body: { data: "Ada" } });
    const page = endpoint({ ...described, method: "get", access: "admin:read", answer: "as-is" }, async () => ({ data: [1, 2], nextCursor: null }));
    expect(await call(page, PATH, apiKey)).toEqual({ status: 200, body: { data: [1, 2], nextCursor: null } });
  });

  it("sets no-store on the answer and turns what the handler throws into the error shape", async () => {
    const read = endpoint({ ...described, method: "get", access: "signed-in" }, async ({ db }) => db === carl.database.db);
    const response = await read(new Request(`http://localhost:3000${PATH}`, { headers: ADMIN_API_KEY_HEADERS }), undefined);
    expect([response.status, response.headers.get("cache-control"), await response.json()]).toEqual([200, "no-store", { data: true }]);
    const failing = endpoint({ ...described, method: "get", access: "signed-in" }, async () => {
      throw forbidden({ key: "apiKeysMadeRevoked" });
    });
    expect(await call(failing, PATH, apiKey)).toEqual({
      status: 403,
      body: { error: { code: "FORBIDDEN", key: "apiKeysMadeRevoked", message: "API keys are made and revoked by an administrator signed in with a session, not with an API key." } },
    });
  });

  it("with optionalBody, a request without a content type reads as {} through the schema; one with a body is checked", async () => {
    const optional = z.object({ version: z.number().int().optional(), note: z.string().default("none") });
    const close = endpoint({ ...described, method: "put", access: "admin:write", id: "Widget", body: optional, optionalBody: true }, async ({ body }) => body);
    expect(await call(close, PATH, { method: "PUT", id: ID, ...apiKey })).toEqual({ status: 200, body: { data: { note: "none" } } });
    expect(await call(close, PATH, { method: "PUT", id: ID, body: { version: 2 }, ...apiKey })).toEqual({
      status: 200,
      body: { data: { version: 2, note: "none" } },
    });
    expect((await call(close, PATH, { method: "PUT", id: ID, body: { version: "2" }, ...apiKey })).status).toBe(400);
    expect((await call(close, PATH, { method: "PUT", id: "not-a-uuid", ...apiKey })).status).toBe(404);
  });

  it('with optionalBody "when sent", only a request without a body reads as {}; a body sent is read whatever its content type says', async () => {
    const optional = z.object({ version: z.number().int().optional() });
    const submit = endpoint({ ...described, method: "post", access: "admin:write", body: optional, optionalBody: "when sent" }, async ({ body }) => body);
    expect(await call(submit, PATH, apiKey)).toEqual({ status: 200, body: { data: {} } });
    const text = await submit(new Request(`http://localhost:3000${PATH}`, { method: "POST", body: "{}", headers: { ...ADMIN_API_KEY_HEADERS, "content-type": "text/plain" } }), undefined);
    expect([text.status, ((await text.json()) as ErrorJson).error.code]).toEqual([415, "UNSUPPORTED_MEDIA_TYPE"]);
  });

  it("takes a named access check, whose answer is the caller and whose refusal comes before the body", async () => {
    const own = endpoint({ ...described, method: "post", access: "person", body }, async ({ actor }) => actor.email);
    const refused = await call<ErrorJson>(own, PATH, { rawJson: "{", ...apiKey });
    expect([refused.status, codeOf(refused)]).toEqual([403, "FORBIDDEN"]);
    expect(await call(own, PATH, { body: { name: "Ada" }, ...contractor() })).toEqual({ status: 200, body: { data: "carl@example.com" } });
  });
});
