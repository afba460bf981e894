import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, type ApiRoute } from "@/lib/schemas/common";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { ADMIN_API_KEY_HEADERS, createResilienceFixture, pathParams, routeModule, type ResilienceFixture } from "../support/factories/resilience";
import { handlerFor } from "../support/route-dispatch";
import { invoke, schemaKeys } from "./request";

/**
 * Hostile input for every documented endpoint that reads a JSON body or a query: objects with the
 * schema's own keys (generated from the zod schema) filled with off-schema values, and values that
 * are not objects at all. Every refusal must be a 4xx, never a 500, and leave the database as it was.
 */

const RUNS_PER_ENDPOINT = Number(process.env.RESILIENCE_RUNS ?? 10);

const hostileString = fc.constantFrom(
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u001b[31mred",
  "\r\n",
  "'; drop table users; --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "=HYPERLINK(\"http://evil.example\",\"x\")",
  "+cmd|' /C calc'!A0",
  "@SUM(1+1)",
  "../../../../etc/passwd",
  "\u202eexe.pdf",
  "\ud800",
  "💥".repeat(300),
  "x".repeat(70_000),
  "__proto__",
  "constructor",
  "1e309",
  "-1",
  "NaN",
  "0000-00-00",
  "2024-02-30",
  "9999-12-31",
  "00000000-0000-0000-0000-000000000000",
  "DAYS",
  "APPROVED",
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1),
  fc.array(hostileString, { maxLength: 3 }),
  fc.constantFrom([], {}, [[[]]], { a: { b: { c: {} } } }, Array.from({ length: 1000 }, () => 1)),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

function bodyArbitrary(route: ApiRoute): fc.Arbitrary<unknown> {
  const keys = schemaKeys(route.body);
  const shaped = keys.length ? fc.dictionary(fc.constantFrom(...keys), hostileValue, { minKeys: 1 }) : fc.dictionary(fc.string({ maxLength: 10 }), hostileValue);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
}

function queryArbitrary(route: ApiRoute): fc.Arbitrary<string> {
  const keys = schemaKeys(route.query);
  if (!keys.length) return fc.constant("");
  return fc
    .dictionary(fc.constantFrom(...keys), fc.oneof(hostileString, fc.string({ maxLength: 20 })), { minKeys: 1 })
    .map((query) => `?${new URLSearchParams(query as Record<string, string>).toString()}`);
}

let f: ResilienceFixture;
const stats = { requests: 0, refusals: 0, accepted: 0 };

beforeAll(async () => {
  f = await createResilienceFixture();
}, 120_000);

afterAll(async () => {
  console.info(`hostile input: ${stats.requests} requests, ${stats.refusals} refused with 4xx, ${stats.accepted} accepted`);
  await f.database.dispose();
});

const WRITE = new Set(["post", "put", "delete"]);
const targets = allApiRoutes().filter(
  (route) => !route.path.startsWith("/api/auth/") && !route.multipart && ((WRITE.has(route.method) && route.body) || (route.method === "get" && route.query)),
);

/** Who calls: the contractor for contractor-only endpoints, otherwise the admin API key (no session rows touched). */
function callerFor(route: ApiRoute) {
  if (callerOf(route.access) === "contractor") return { cookie: f.cookies.amara };
  if (callerOf(route.access) === "admin session") return { cookie: f.cookies.admin };
  return { headers: ADMIN_API_KEY_HEADERS };
}

function paramsFor(route: ApiRoute): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of pathParams(route.path)) {
    params[name] = route.path.startsWith("/api/timesheet-review/") ? f.tokens.valid : route.path.startsWith("/api/timesheets/") ? f.amaraTimesheet.id : randomUUID();
  }
  return params;
}

describe("hostile input", () => {
  it("has endpoints to attack", () => {
    expect(targets.length).toBeGreaterThan(30);
  });

  for (const route of targets) {
    it(`${route.method.toUpperCase()} ${route.path}: only 4xx, never 500, nothing changed by a refusal`, async () => {
      const handler = (await routeModule(route.path))[route.method.toUpperCase()];
      const params = paramsFor(route);
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
      const input = WRITE.has(route.method) ? bodyArbitrary(route).map((body) => ({ body, query: "" })) : queryArbitrary(route).map((query) => ({ body: undefined, query }));
      // The state before each request: taken once, and again only after a request that was accepted.
      let before = await f.snapshot();
      await fc.assert(
        fc.asyncProperty(input, async ({ body, query }) => {
          const answer = await invoke(handler, path + query, params, { method: route.method.toUpperCase(), ...callerFor(route), ...(body === undefined ? {} : { body }) });
          stats.requests += 1;
          expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
          if (answer.status >= 400) {
            stats.refusals += 1;
            expect(JSON.parse(answer.text)).toHaveProperty("error.code");
            expect(await f.snapshot()).toEqual(before);
          } else {
            stats.accepted += 1;
            before = await f.snapshot();
          }
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: Number(process.env.RESILIENCE_SEED ?? 12), endOnFailure: true },
      );
    });
  }
});

/** 4 KB of JSON nested 2,000 deep: small enough for every body cap, deep enough to overflow a recursive walk. */
const DEEPLY_NESTED = `${"[".repeat(2000)}${"]".repeat(2000)}`;
const TOO_DEEP = { error: { code: "BAD_REQUEST", key: "bodyNestedTooDeeply", values: { max: 64 }, message: "The body is nested too deeply; at most 64 levels are allowed." } };
/** Every JSON write (uploads are multipart, and refuse JSON with 415 before reading it). */
const jsonWrites = allApiRoutes().filter((route) => WRITE.has(route.method) && !route.multipart);

/** Who may call a write with effect: its own caller, so the body is read rather than refused at the door. */
function writerFor(route: ApiRoute) {
  if (route.path.startsWith("/api/cron/")) return { headers: { authorization: `Bearer ${process.env.CRON_SECRET ?? "test-cron-secret"}` } };
  const caller = callerOf(route.access);
  if (caller === "signed in" || caller === "session") return { cookie: f.cookies.amara };
  return callerFor(route);
}

describe("deeply nested JSON", () => {
  it("has every write to send it to", () => {
    expect(jsonWrites.length).toBeGreaterThan(55);
  });

  for (const route of jsonWrites) {
    const readsBody = Boolean(route.body);
    it(`${route.method.toUpperCase()} ${route.path}: ${readsBody ? "400 naming the depth" : "never a 500"}, nothing changed`, async () => {
      // Params the route accepts, so that it goes on to read the body: an action it knows, a configuration key it can store.
      const params: Record<string, string> = {
        ...paramsFor(route),
        ...(route.path.endsWith("{action}") ? { action: "archive" } : {}),
        ...(route.path.startsWith("/api/configurations/") && route.method === "post" ? { id: "reminders.firstReminderDay" } : {}),
      };
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
      const found = await handlerFor(route.method, path);
      const before = await f.snapshot();
      const answer = await invoke(found?.handler, path, params, { method: route.method.toUpperCase(), ...writerFor(route), rawJson: DEEPLY_NESTED });
      const switchedOff = answer.status === 404 && answer.text.includes("switched off on this installation");
      if (readsBody && !switchedOff) {
        expect(answer.status, answer.text.slice(0, 200)).toBe(400);
        expect(JSON.parse(answer.text)).toEqual(TOO_DEEP);
      } else {
        expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(500);
      }
      expect(await f.snapshot()).toEqual(before);
    });
  }
});

const LONE_SURROGATE_MESSAGE = "Text may not contain a lone surrogate (half of a character's UTF-16 encoding).";

/**
 * Issue #45.7: a lone surrogate (JSON's "\\ud800", half of a UTF-16 pair) in every field of the
 * schema and as a key of its own. JSON allows the escape, no database text or jsonb holds it: the
 * body is refused with 400 naming the field before anything reads it, and nothing changes.
 */
function loneSurrogateBody(route: ApiRoute): string {
  const fields = Object.fromEntries(schemaKeys(route.body).map((key) => [key, "a\ud800b"]));
  // JSON.stringify writes a lone surrogate as its escape, as a hostile client would send it.
  return JSON.stringify({ ...fields, "\udc00": true });
}

/** The writes that read a body (one without, such as sign-out, would just do its work). */
const bodyWrites = jsonWrites.filter((route) => route.body);

describe("lone surrogates", () => {
  it("has every write that reads a body to send one to", () => {
    expect(bodyWrites.length).toBeGreaterThan(50);
  });

  for (const route of bodyWrites) {
    it(`${route.method.toUpperCase()} ${route.path}: 400 naming the field, nothing changed`, async () => {
      const params: Record<string, string> = {
        ...paramsFor(route),
        ...(route.path.endsWith("{action}") ? { action: "archive" } : {}),
        ...(route.path.startsWith("/api/configurations/") && route.method === "post" ? { id: "reminders.firstReminderDay" } : {}),
      };
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
      const found = await handlerFor(route.method, path);
      const before = await f.snapshot();
      const answer = await invoke(found?.handler, path, params, { method: route.method.toUpperCase(), ...writerFor(route), rawJson: loneSurrogateBody(route) });
      const switchedOff = answer.status === 404 && answer.text.includes("switched off on this installation");
      if (!switchedOff) {
        expect(answer.status, answer.text.slice(0, 200)).toBe(400);
        const issues = (JSON.parse(answer.text) as { error: { issues?: { path: string; message: string }[] } }).error.issues ?? [];
        expect(issues.length, answer.text.slice(0, 200)).toBeGreaterThan(0);
        for (const issue of issues) expect(issue.message).toBe(LONE_SURROGATE_MESSAGE);
        expect(issues.map((issue) => issue.path)).toContain("\udc00");
      }
      expect(await f.snapshot()).toEqual(before);
    });
  }
});
