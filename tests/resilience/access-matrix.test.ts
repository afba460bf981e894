import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, type ApiRoute } from "@/lib/schemas/common";
import { contractors, files, timesheetRecords, timesheets } from "@/server/db/schema";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { ADMIN_API_KEY_HEADERS, createResilienceFixture, pathParams, routeModule, type ResilienceFixture } from "../support/factories/resilience";
import { invoke, schemaKeys, type Answer } from "./request";

/**
 * Every documented endpoint x every kind of caller, generated from the OpenAPI list so a new
 * endpoint is in the matrix the moment it is documented (tests/integration/hardening/api-errors
 * checks every route file is). What each cell must answer follows from the endpoint's access.
 */

type Caller = "anonymous" | "cronSecret" | "contractorB" | "crossOriginCookie" | "reviewerToken" | "revokedToken" | "expiredToken" | "contractorA" | "apiKey" | "admin";
// Callers that must be refused run first, the ones that may change data last.
const CALLERS: Caller[] = ["anonymous", "cronSecret", "contractorB", "crossOriginCookie", "reviewerToken", "revokedToken", "expiredToken", "contractorA", "apiKey", "admin"];

/** "admin session": a person only (keys 403); "confirmed": the deployment's key, or an administrator after re-entering the password. */
type Kind = "cron" | "review" | "public" | "admin" | "admin session" | "confirmed" | "signed";

function kindOf(route: ApiRoute): Kind {
  if (route.path.startsWith("/api/cron/")) return "cron";
  if (route.path.startsWith("/api/timesheet-review/")) return "review";
  const caller = callerOf(route.access);
  if (caller === "anyone") return "public";
  if (caller === "admin") return "admin";
  if (caller === "admin session") return "admin session";
  if (caller === "admin API key or confirmed admin") return "confirmed";
  return "signed";
}

const WRITE = new Set(["post", "put", "delete"]);
const DENIED = [401, 403, 404];

let f: ResilienceFixture;
let amara: { contractorId: string; timesheetIds: string[]; recordId: string; fileId: string; projectId: string };
const outcomes: string[] = [];

beforeAll(async () => {
  f = await createResilienceFixture();
  const contractorId = await f.contractorId(f.amaraEmail);
  const own = await f.db.select({ id: timesheets.id }).from(timesheets).where(eq(timesheets.contractorId, contractorId));
  const [record] = await f.db.select({ id: timesheetRecords.id }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, f.amaraTimesheet.id));
  const [file] = await f.db.select({ id: files.id }).from(files).innerJoin(timesheets, eq(timesheets.id, files.timesheetId)).where(eq(timesheets.contractorId, contractorId));
  const [profile] = await f.db.select().from(contractors).where(eq(contractors.id, contractorId));
  amara = {
    contractorId,
    timesheetIds: own.map((row) => row.id),
    recordId: record?.id ?? randomUUID(),
    fileId: file?.id ?? randomUUID(),
    projectId: f.amaraTimesheet.projectId,
  };
  expect(profile).toBeDefined();
}, 120_000);

afterAll(async () => {
  console.info(`access matrix: ${outcomes.length} cells`);
  await f.database.dispose();
});

/** Path parameters pointing at Amara's data where the path names it; tokens for the reviewer's routes. */
function paramsFor(route: ApiRoute, caller: Caller): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of pathParams(route.path)) {
    if (route.path.startsWith("/api/timesheet-review/") && name === "id") {
      params[name] = caller === "reviewerToken" ? f.tokens.valid : caller === "revokedToken" ? f.tokens.revoked : caller === "expiredToken" ? f.tokens.expired : randomUUID();
    } else if (name === "fileId" || route.path.startsWith("/api/files/")) params[name] = amara.fileId;
    else if (route.path.startsWith("/api/timesheets/")) params[name] = f.amaraTimesheet.id;
    else if (route.path.startsWith("/api/timesheet-records/")) params[name] = amara.recordId;
    else if (route.path.startsWith("/api/contractors/")) params[name] = amara.contractorId;
    else if (name === "action") params[name] = "no-such-action";
    else params[name] = randomUUID();
  }
  return params;
}

/** A query naming Amara's data wherever the endpoint's query takes such an id. */
function queryFor(route: ApiRoute): string {
  const values: Record<string, string> = { timesheetId: f.amaraTimesheet.id, contractorId: amara.contractorId, projectId: amara.projectId };
  const pairs = schemaKeys(route.query)
    .filter((key) => key in values)
    .map((key) => `${key}=${values[key]}`);
  return pairs.length ? `?${pairs.join("&")}` : "";
}

function requestFor(caller: Caller, route: ApiRoute) {
  const write = WRITE.has(route.method);
  const base = { method: route.method.toUpperCase(), ...(write ? { body: {} } : {}) };
  switch (caller) {
    case "anonymous":
    case "reviewerToken":
    case "revokedToken":
    case "expiredToken":
      return base;
    case "cronSecret":
      return { ...base, headers: { authorization: `Bearer ${process.env.CRON_SECRET ?? "test-cron-secret"}` } };
    case "contractorA":
      return { ...base, cookie: f.cookies.amara };
    case "contractorB":
      return { ...base, cookie: f.cookies.lukas };
    case "crossOriginCookie":
      return { ...base, cookie: f.cookies.amara, origin: "http://localhost:3001" };
    case "apiKey":
      return { ...base, headers: ADMIN_API_KEY_HEADERS };
    case "admin":
      return { ...base, cookie: f.cookies.admin };
  }
}

/** What the endpoint's design says this caller must get; null where any non-5xx answer is as designed. */
function expectation(kind: Kind, caller: Caller, write: boolean): "allowed" | "denied" | "forbidden" | null {
  if (kind === "public") return null;
  if (kind === "cron") return caller === "cronSecret" ? "allowed" : "denied";
  if (kind === "review") return caller === "reviewerToken" ? "allowed" : "denied";
  switch (caller) {
    case "anonymous":
    case "cronSecret":
    case "reviewerToken":
    case "revokedToken":
    case "expiredToken":
      return "denied";
    case "crossOriginCookie":
      return write ? "forbidden" : kind === "signed" ? null : "denied";
    case "contractorA":
    case "contractorB":
      return kind === "signed" ? null : "denied";
    case "apiKey":
      if (kind === "admin session") return "forbidden";
      // Signed-in endpoints may ask for a contractor profile an administrator lacks (403 as designed).
      return kind === "admin" || kind === "confirmed" ? "allowed" : null;
    case "admin":
      // The fixture's administrator has not re-entered a password: what needs it is refused.
      if (kind === "confirmed") return "forbidden";
      return kind === "admin" || kind === "admin session" ? "allowed" : null;
  }
}

function check(answer: Answer, expected: ReturnType<typeof expectation>, caller: Caller) {
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (answer.type.includes("json") && answer.status >= 400) expect(JSON.parse(answer.text)).toHaveProperty("error.code");
  if (expected === "allowed") expect([401, 403]).not.toContain(answer.status);
  if (expected === "denied") expect(DENIED).toContain(answer.status);
  if (expected === "forbidden") expect(answer.status).toBe(403);
  if (caller === "contractorB") {
    // Zero reads of another contractor's data, whatever the status.
    for (const secret of [amara.contractorId, ...amara.timesheetIds, amara.recordId, amara.fileId, f.amaraEmail]) expect(answer.text).not.toContain(secret);
  }
}

const routes = allApiRoutes().filter((route) => !route.path.startsWith("/api/auth/"));

describe("access matrix", () => {
  it("covers every documented endpoint", () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  for (const caller of CALLERS) {
    it(`${caller} gets what each endpoint's design says`, async () => {
      for (const route of routes) {
        const handler = (await routeModule(route.path))[route.method.toUpperCase()];
        expect(handler, `${route.method} ${route.path} has no handler`).toBeTypeOf("function");
        const params = paramsFor(route, caller);
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "") + (route.method === "get" ? queryFor(route) : "");
        const answer = await invoke(handler, path, params, requestFor(caller, route));
        outcomes.push(`${caller} ${route.method.toUpperCase()} ${route.path} ${answer.status}`);
        try {
          check(answer, expectation(kindOf(route), caller, WRITE.has(route.method)), caller);
        } catch (error) {
          throw new Error(`${caller} ${route.method.toUpperCase()} ${path} answered ${answer.status}: ${(error as Error).message}`);
        }
      }
    }, 240_000);
  }
});
