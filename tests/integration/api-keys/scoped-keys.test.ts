import { readFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as revoke } from "@/app/api/api-keys/[id]/route";
import { POST as createPrincipalKey } from "@/app/api/api-keys/route";
import { GET as activityLogs } from "@/app/api/activity-logs/route";
import { GET as clients, POST as createClient } from "@/app/api/clients/route";
import { GET as oneTimesheet } from "@/app/api/timesheets/[id]/route";
import { GET as listTimesheets } from "@/app/api/timesheets/route";
import { PUT as flagRecord } from "@/app/api/timesheet-records/[id]/flag/route";
import { DELETE as revokeOwn } from "@/app/api/user/api-keys/[id]/route";
import { GET as listOwn, POST as createOwnKey } from "@/app/api/user/api-keys/route";
import { GET as me } from "@/app/api/user/route";
import { API_KEY_AREAS, type ApiKeyScopes } from "@/lib/domain/api-key-scopes";
import { REQUIRE_TWO_FACTOR_KEY } from "@/lib/schemas/two-factor";
import { apiKeyMayCall, callerOf, type ApiRoute } from "@/lib/schemas/common";
import type { ActivityLog } from "@/lib/schemas/activity-logs";
import type { ApiKeyView, CreatedApiKey } from "@/lib/schemas/api-keys";
import { businessToday } from "@/server/clock";
import { rowsOf } from "@/server/db";
import * as t from "@/server/db/schema";
import { allApiRoutes } from "@/server/openapi/all-api-routes";
import { aYearAfter } from "@/server/services/api-keys/create-api-key";
import { aMonthAhead, everyScope } from "../../support/api-keys";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { pathParams, routeModule } from "../../support/factories/resilience";
import { seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";
import { invoke } from "../../resilience/request";

/** Issue #49: keys of a person or of a service principal, with scopes, an expiry and a rate limit of their own. */
let demo: SeededDemo;
let cookies: Record<"admin" | "amara" | "lukas", string>;
beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
  cookies = await signInEach(["admin", "amara", "lukas"] as const);
}, 120_000);
afterAll(async () => demo.database.dispose());

const withKey = (key: string) => ({ headers: { "x-api-key": key } });

async function principalKey(scopes: ApiKeyScopes, extra: Record<string, unknown> = {}) {
  const made = await call<{ data: CreatedApiKey } & ErrorJson>(createPrincipalKey as never, "/api/api-keys", {
    method: "POST",
    cookie: cookies.admin,
    body: { name: "Integration", servicePrincipal: "Integration system", expiresOn: aMonthAhead(), scopes, ...extra },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

async function personKey(who: keyof typeof cookies, scopes: ApiKeyScopes, extra: Record<string, unknown> = {}) {
  const made = await call<{ data: CreatedApiKey } & ErrorJson>(createOwnKey as never, "/api/user/api-keys", {
    method: "POST",
    cookie: cookies[who],
    body: { name: `${who}'s script`, expiresOn: aMonthAhead(), scopes, ...extra },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.data;
}

/** Operations a key could reach at all: not the cron secret's, a review link's, better-auth's or anyone's. */
const keyCallable = (route: ApiRoute) =>
  !route.path.startsWith("/api/cron/") && !route.path.startsWith("/api/timesheet-review/") && !route.path.startsWith("/api/auth/") && callerOf(route.access) !== "anyone";

describe("the matrix: a read key on every operation that writes", () => {
  const writes = allApiRoutes().filter((route) => keyCallable(route) && route.apiKeyScope?.level === "write");

  it("covers the write operations of every route table", () => {
    expect(writes.length).toBeGreaterThan(60);
    for (const route of allApiRoutes()) if (route.method !== "get" && route.apiKeyScope?.level !== "read") expect(route.apiKeyScope, route.operationId).toMatchObject({ level: "write" });
  });

  for (const kind of ["principal", "person"] as const) {
    it(`answers 403 to a ${kind} key that may read everything, and changes nothing`, async () => {
      const { key } = kind === "principal" ? await principalKey(everyScope("read")) : await personKey("admin", everyScope("read"));
      const before = rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from activity_logs`))[0]!.n;
      const wrong: string[] = [];
      for (const route of writes) {
        const handler = (await routeModule(route.path))[route.method.toUpperCase()];
        if (!handler) continue;
        const params = Object.fromEntries(pathParams(route.path).map((name) => [name, crypto.randomUUID()]));
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
        const answer = await invoke(handler, path, params, { method: route.method.toUpperCase(), headers: { "x-api-key": key }, body: {} });
        if (answer.status !== 403) wrong.push(`${route.method} ${route.path}: ${answer.status}`);
        // Where the owner's role lets the key through, it is the scope that refuses (a principal has no profile of its own: notAllowed).
        else if (kind === "principal" && apiKeyMayCall(route.access) && !/apiKeyLacksScope|apiKeysMadeRevoked|backupTakenDeploymentS|"notAllowed"/.test(answer.text))
          wrong.push(`${route.method} ${route.path}: ${answer.text}`);
      }
      expect(wrong).toEqual([]);
      expect(rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from activity_logs`))[0]!.n).toBe(before);
    }, 120_000);
  }
});

describe("the matrix: a key of one area's read scope on every operation that reads", () => {
  // The backup is ADMIN_API_KEY's alone (a key made in the app is 403 there whatever its scopes).
  const reads = allApiRoutes().filter(
    (route) => keyCallable(route) && apiKeyMayCall(route.access) && callerOf(route.access) !== "admin API key or confirmed admin" && route.apiKeyScope?.level === "read",
  );

  it("is let through in its area and refused (403 apiKeyLacksScope) in every other", async () => {
    expect(reads.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const area of API_KEY_AREAS) {
      const { key } = await principalKey({ [area]: "read" });
      for (const route of reads) {
        const handler = (await routeModule(route.path))[route.method.toUpperCase()];
        if (!handler) continue;
        const params = Object.fromEntries(pathParams(route.path).map((name) => [name, crypto.randomUUID()]));
        const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name]!);
        const answer = await invoke(handler, path, params, { method: route.method.toUpperCase(), headers: { "x-api-key": key }, ...(route.method === "get" ? {} : { body: {} }) });
        const refusedForScope = answer.status === 403 && answer.text.includes("apiKeyLacksScope");
        const inArea = route.apiKeyScope?.area === area;
        if (inArea && (answer.status === 401 || answer.status === 403)) wrong.push(`${area} key refused in its area: ${route.method} ${route.path} ${answer.status}`);
        if (!inArea && !refusedForScope) wrong.push(`${area} key not refused outside its area: ${route.method} ${route.path} ${answer.status}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});

describe("a person's key acts as that person", () => {
  it("a contractor's read key sees their own timesheets and gets 404 on another's", async () => {
    const { key } = await personKey("amara", { timesheets: "read" });
    const own = await demo.timesheetOf("amara", -1);
    const other = await demo.timesheetOf("lukas", -1);
    expect((await call(oneTimesheet as never, `/api/timesheets/${own.id}`, { ...withKey(key), id: own.id })).status).toBe(200);
    expect((await call(oneTimesheet as never, `/api/timesheets/${other.id}`, { ...withKey(key), id: other.id })).status).toBe(404);
    const listed = await call<{ data: { contractorId: string }[] }>(listTimesheets as never, "/api/timesheets", withKey(key));
    expect(listed.status).toBe(200);
    expect(new Set(listed.body.data.map((row) => row.contractorId))).toEqual(new Set([own.contractorId]));
    const whoAmI = await call<{ data: { role: string; email: string } }>(me as never, "/api/user", withKey(key));
    expect(whoAmI.body.data).toMatchObject({ role: "SUBCONTRACTOR", email: expect.stringContaining("amara") });
    // Never more than the person: a contractor's key with every scope is still refused an administrator's list.
    const wide = await personKey("amara", everyScope("write"));
    expect((await call(clients as never, "/api/clients", withKey(wide.key))).status).toBe(403);
  });

  it("a contractor lists and revokes their own keys only; an administrator sees every key of both kinds", async () => {
    const mine = await personKey("lukas", { timesheets: "read" });
    const listed = await call<{ data: ApiKeyView[] }>(listOwn as never, "/api/user/api-keys", { cookie: cookies.lukas });
    expect(listed.body.data.map((k) => k.id)).toContain(mine.apiKey.id);
    expect(listed.body.data.every((k) => k.owner.name === mine.apiKey.owner.name)).toBe(true);
    expect(mine.apiKey).toMatchObject({ kind: "person", scopes: { timesheets: "read" }, status: "ACTIVE", lastUsedAt: null });
    const principal = await principalKey({ organisation: "read" });
    const byAmara = await call(revokeOwn as never, `/api/user/api-keys/${principal.apiKey.id}`, { method: "DELETE", cookie: cookies.amara, id: principal.apiKey.id });
    expect(byAmara.status).toBe(404);
    const revoked = await call<{ data: ApiKeyView }>(revokeOwn as never, `/api/user/api-keys/${mine.apiKey.id}`, { method: "DELETE", cookie: cookies.lukas, id: mine.apiKey.id });
    expect(revoked.body.data.status).toBe("REVOKED");
    const all = await call<{ data: ApiKeyView[] }>((await import("@/app/api/api-keys/route")).GET as never, "/api/api-keys", { cookie: cookies.admin });
    expect(new Set(all.body.data.map((k) => k.kind))).toEqual(new Set(["principal", "person"]));
  });
});

describe("scopes, expiry, revocation, rate limit", () => {
  it("a principal key with one area's scope gets 403 outside it", async () => {
    const { key } = await principalKey({ organisation: "read" });
    expect((await call(clients as never, "/api/clients", withKey(key))).status).toBe(200);
    const outside = await call<ErrorJson>(listTimesheets as never, "/api/timesheets", withKey(key));
    expect(outside).toMatchObject({ status: 403, body: { error: { key: "apiKeyLacksScope", values: { scope: "timesheets:read" } } } });
    const write = await call<ErrorJson>(createClient as never, "/api/clients", { method: "POST", ...withKey(key), body: { name: "Read-only Ltd" } });
    expect(write).toMatchObject({ status: 403, body: { error: { key: "apiKeyLacksScope", values: { scope: "organisation:write" } } } });
  });

  it("a person's key waits, as their session does, while an administrator's rule asks them to set up two-factor sign-in", async () => {
    const { key } = await personKey("lukas", { timesheets: "read" });
    const principal = await principalKey(everyScope("read"));
    expect((await call(listTimesheets as never, "/api/timesheets", withKey(key))).status).toBe(200);
    await demo.db.insert(t.configurations).values({ key: REQUIRE_TWO_FACTOR_KEY, value: "ALL" });
    try {
      expect(await call<ErrorJson>(listTimesheets as never, "/api/timesheets", withKey(key))).toMatchObject({ status: 403, body: { error: { key: "setUpTwoFactor" } } });
      // A service principal has no second factor to set up: its keys go on working.
      expect((await call(clients as never, "/api/clients", withKey(principal.key))).status).toBe(200);
    } finally {
      await demo.db.delete(t.configurations).where(eq(t.configurations.key, REQUIRE_TWO_FACTOR_KEY));
    }
    expect((await call(listTimesheets as never, "/api/timesheets", withKey(key))).status).toBe(200);
  });

  it("an expired or revoked key is 401", async () => {
    const expiring = await principalKey(everyScope("read"));
    await demo.db.update(t.apikey).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(t.apikey.id, expiring.apiKey.id));
    // The caller's mistake, answered 401: not a line in the server's error log.
    const errorLog = vi.spyOn(console, "error");
    try {
      expect(await call<ErrorJson>(clients as never, "/api/clients", withKey(expiring.key))).toMatchObject({ status: 401, body: { error: { key: "invalidApiKey" } } });
      expect(errorLog).not.toHaveBeenCalled();
    } finally {
      errorLog.mockRestore();
    }
    const revoked = await principalKey(everyScope("read"));
    expect((await call(clients as never, "/api/clients", withKey(revoked.key))).status).toBe(200);
    await call(revoke as never, `/api/api-keys/${revoked.apiKey.id}`, { method: "DELETE", cookie: cookies.admin, id: revoked.apiKey.id });
    expect((await call(clients as never, "/api/clients", withKey(revoked.key))).status).toBe(401);
  });

  it("every key has an expiry, after today and at most a year ahead (400 otherwise)", async () => {
    const base = { name: "Bad", servicePrincipal: "X", scopes: { settings: "read" } };
    const attempt = (expiresOn: unknown) => call<ErrorJson>(createPrincipalKey as never, "/api/api-keys", { method: "POST", cookie: cookies.admin, body: { ...base, expiresOn } });
    expect((await attempt(null)).status).toBe(400);
    expect((await attempt(businessToday())).status).toBe(400);
    const tooLate = await attempt(`${Number(aYearAfter(businessToday()).slice(0, 4))}-12-31`);
    expect(tooLate).toMatchObject({ status: 400, body: { error: { key: "apiKeyExpiryWithinYear", issues: [{ path: "expiresOn" }] } } });
    expect((await attempt(aYearAfter(businessToday()))).status).toBe(201);
    const noScope = await call(createOwnKey as never, "/api/user/api-keys", { method: "POST", cookie: cookies.amara, body: { name: "None", expiresOn: aMonthAhead(), scopes: {} } });
    expect(noScope.status).toBe(400);
  });

  it("a key cannot make, widen or revoke a key (403), not even one with every scope", async () => {
    for (const { key, apiKey } of [await principalKey(everyScope("write")), await personKey("admin", everyScope("write"))]) {
      const own = await call(createOwnKey as never, "/api/user/api-keys", { method: "POST", ...withKey(key), body: { name: "Successor", expiresOn: aMonthAhead(), scopes: everyScope("write") } });
      expect(own.status).toBe(403);
      const principal = await call(createPrincipalKey as never, "/api/api-keys", { method: "POST", ...withKey(key), body: { name: "Successor", servicePrincipal: "X", expiresOn: aMonthAhead(), scopes: everyScope("write") } });
      expect(principal.status).toBe(403);
      expect((await call(revoke as never, `/api/api-keys/${apiKey.id}`, { method: "DELETE", ...withKey(key), id: apiKey.id })).status).toBe(403);
      expect((await call(revokeOwn as never, `/api/user/api-keys/${apiKey.id}`, { method: "DELETE", ...withKey(key), id: apiKey.id })).status).toBe(403);
    }
  });

  it("a key past its own rate limit is 429 with Retry-After", async () => {
    const { key } = await principalKey(everyScope("read"), { requestsPerMinute: 2 });
    const ask = () => (clients as unknown as (r: Request) => Promise<Response>)(apiRequest("/api/clients", withKey(key)));
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    const third = await ask();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await third.json()) as ErrorJson).error.key).toBe("apiKeyRateLimited");
  });
});

describe("marked in the audit log", () => {
  it("a write with a key names the key in the audit log and the timeline; its last use is noted", async () => {
    const made = await principalKey({ timesheets: "write", settings: "read" });
    const timesheet = await demo.timesheetOf("amara", 0);
    const [record] = await demo.db.select({ id: t.timesheetRecords.id }).from(t.timesheetRecords).where(eq(t.timesheetRecords.timesheetId, timesheet.id)).limit(1);
    expect(record).toBeDefined();
    const flagged = await call(flagRecord as never, `/api/timesheet-records/${record!.id}/flag`, { method: "PUT", ...withKey(made.key), id: record!.id, body: { flagged: true } });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    const rows = await demo.db.select().from(t.activityLogs).where(and(eq(t.activityLogs.entityId, record!.id), eq(t.activityLogs.apiKeyId, made.apiKey.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.apiKeyName).toBe("Integration");
    const log = await call<{ data: ActivityLog[] }>(activityLogs as never, `/api/activity-logs?entityId=${record!.id}`, withKey(made.key));
    expect(log.body.data[0]!.apiKey).toEqual({ id: made.apiKey.id, name: "Integration" });
    const timeline = await call<{ data: { activity: { actor: { apiKey?: unknown } }[] } }>(oneTimesheet as never, `/api/timesheets/${timesheet.id}`, { ...withKey(made.key), id: timesheet.id });
    expect(timeline.body.data.activity.some((entry) => JSON.stringify(entry.actor.apiKey) === JSON.stringify({ id: made.apiKey.id, name: "Integration" }))).toBe(true);
    const [used] = await demo.db.select({ last: t.apikey.lastRequest }).from(t.apikey).where(eq(t.apikey.id, made.apiKey.id));
    expect(used!.last).not.toBeNull();
  });
});

describe("keys made before the plugin", () => {
  it("keep working after the migration: the stored hex SHA-256 becomes the plugin's base64url hash", async () => {
    const file = readdirSync("supabase/migrations").find((name) => name.endsWith("_api_keys_plugin_table.sql"))!;
    const insert = readFileSync(`supabase/migrations/${file}`, "utf8").split("--> statement-breakpoint").find((part) => part.includes('INSERT INTO "apikeys"'))!;
    const old = `stl_${"k".repeat(43)}`;
    const principal = await principalKey({ settings: "read" });
    // One transaction, so one connection: on PostgreSQL a temporary table is seen by its own connection only.
    await demo.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table api_keys (id uuid, name text, service_principal_id uuid, prefix text, key_hash text, created_by uuid, created_at timestamptz, expires_at timestamptz, last_used_at timestamptz, revoked_at timestamptz)`);
      await tx.execute(
        sql`insert into api_keys values (gen_random_uuid(), 'Old payroll', ${principal.apiKey.owner.id}, ${old.slice(0, 12)}, ${createHash("sha256").update(old).digest("hex")}, null, now(), null, null, null)`,
      );
      await tx.execute(sql.raw(insert));
      await tx.execute(sql`drop table api_keys`);
    });
    expect((await call(clients as never, "/api/clients", withKey(old))).status).toBe(200);
    const [row] = await demo.db.select().from(t.apikey).where(eq(t.apikey.name, "Old payroll"));
    expect(row!.expiresAt).not.toBeNull();
  });
});
