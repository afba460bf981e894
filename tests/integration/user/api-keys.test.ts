import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/api-keys/[id]/route";
import { GET as list, POST as create } from "@/app/api/api-keys/route";
import { GET as clients } from "@/app/api/clients/route";
import { GET as me } from "@/app/api/user/route";
import { type ApiKeyView, type CreatedApiKey } from "@/lib/schemas/api-keys";
import { businessToday } from "@/server/clock";
import { rowsOf } from "@/server/db";
import * as t from "@/server/db/schema";
import { API_KEYS_NEED_A_PERSON_MESSAGE } from "@/server/auth/actor";
import { ALL_SCOPES, aMonthAhead } from "../../support/api-keys";
import { call, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, seedDemoDatabase, signInEach, type SeededDemo } from "../../support/seeded";
import { countStatements } from "../../support/statement-counter";
import { englishText } from "@/lib/errors";

/** Issue #34.4: API keys for service principals, made and revoked in the browser, stored hashed. */
let demo: SeededDemo;
let cookies: Record<"admin" | "amara", string>;
beforeAll(async () => {
  demo = await seedDemoDatabase({ memoryStorage: true });
  cookies = await signInEach(["admin", "amara"] as const);
}, 120_000);
afterAll(async () => demo.database.dispose());


async function makeKey(body: Record<string, unknown>) {
  return call<{ data: CreatedApiKey } & ErrorJson>(create as never, "/api/api-keys", { method: "POST", cookie: cookies.admin, body: { scopes: ALL_SCOPES, ...body } });
}
const withKey = (key: string) => ({ headers: { "x-api-key": key } });

describe("API keys", () => {
  it("are made for a service principal and shown once; only a hash is stored; the key works as that principal", async () => {
    const made = await makeKey({ name: "Payroll export", servicePrincipal: "Payroll system", expiresOn: aMonthAhead() });
    expect(made.status).toBe(201);
    const { key, apiKey } = made.body.data;
    expect(key).toMatch(/^stl_[A-Za-z]{48}$/);
    expect(apiKey).toMatchObject({ name: "Payroll export", kind: "principal", owner: { name: "Payroll system", role: "SERVICE_PRINCIPAL" }, status: "ACTIVE", createdBy: expect.any(String), lastUsedAt: null, revokedAt: null });
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    const stored = rowsOf<{ key_hash: string }>(await demo.db.execute(sql`select key_hash from apikeys where id = ${apiKey.id}`));
    // The plugin's hasher: SHA-256 as base64url without padding.
    expect(stored[0]!.key_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(stored)).not.toContain(key);

    const read = await call<{ data: unknown[] }>(clients as never, "/api/clients", withKey(key));
    expect(read.status).toBe(200);
    const whoAmI = await call<{ data: { name: string; role: string } }>(me as never, "/api/user", withKey(key));
    expect(whoAmI.body.data).toMatchObject({ name: "Payroll system", role: "SERVICE_PRINCIPAL" });

    const listed = await call<{ data: ApiKeyView[] }>(list as never, "/api/api-keys", { cookie: cookies.admin });
    const row = listed.body.data.find((k) => k.id === apiKey.id)!;
    expect(row.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed.body)).not.toContain(key);
  });

  it("reuses a service principal of the same name, and a second key of it works beside the first", async () => {
    const first = await makeKey({ name: "Reports A", servicePrincipal: "Reporting", expiresOn: aMonthAhead() });
    const second = await makeKey({ name: "Reports B", servicePrincipal: "reporting", expiresOn: aMonthAhead() });
    expect(second.body.data.apiKey.owner.id).toBe(first.body.data.apiKey.owner.id);
    for (const made of [first, second]) expect((await call(clients as never, "/api/clients", withKey(made.body.data.key))).status).toBe(200);
  });

  it("notes every use of a key as its last use, in a handful of statements", async () => {
    const made = await makeKey({ name: "Busy", servicePrincipal: "Busy integration", expiresOn: aMonthAhead() });
    await call(clients as never, "/api/clients", withKey(made.body.data.key));
    const lastUse = async () => (await demo.db.select({ at: t.apikey.lastRequest }).from(t.apikey).where(eq(t.apikey.id, made.body.data.apiKey.id)))[0]!.at!;
    const first = await lastUse();
    const { count } = await countStatements(() => call(clients as never, "/api/clients", withKey(made.body.data.key)));
    const { count: withEnvKey } = await countStatements(() => call(clients as never, "/api/clients", { headers: ADMIN_API_KEY_HEADERS }));
    expect((await lastUse()).getTime()).toBeGreaterThan(first.getTime());
    // The plugin reads the key, counts the request against its rate limit and notes the use; the owner is one more.
    expect(count).toBeLessThanOrEqual(withEnvKey + 5);
  });

  it("refuses a revoked key, an expired key, an unknown key and a key whose principal was deactivated (401)", async () => {
    const revoked = await makeKey({ name: "To revoke", servicePrincipal: "Old sync", expiresOn: aMonthAhead() });
    const answer = await call<{ data: ApiKeyView }>(revoke as never, `/api/api-keys/${revoked.body.data.apiKey.id}`, { method: "DELETE", cookie: cookies.admin, id: revoked.body.data.apiKey.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("REVOKED");
    const again = await call<ErrorJson>(revoke as never, `/api/api-keys/${revoked.body.data.apiKey.id}`, { method: "DELETE", cookie: cookies.admin, id: revoked.body.data.apiKey.id });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(englishText({ key: "apiKeyRevokedAlready" }));
    expect((await call<ErrorJson>(clients as never, "/api/clients", withKey(revoked.body.data.key))).status).toBe(401);

    const expiring = await makeKey({ name: "Expiring", servicePrincipal: "Short lived", expiresOn: aMonthAhead() });
    await demo.db.update(t.apikey).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(t.apikey.id, expiring.body.data.apiKey.id));
    const expired = await call<ErrorJson>(clients as never, "/api/clients", withKey(expiring.body.data.key));
    expect(expired).toMatchObject({ status: 401, body: { error: { code: "UNAUTHENTICATED", key: "invalidApiKey", message: "Invalid API key." } } });
    // The plugin deletes an expired key when it is presented; the audit log keeps its id and name.
    const listed = await call<{ data: ApiKeyView[] }>(list as never, "/api/api-keys", { cookie: cookies.admin });
    expect(listed.body.data.find((k) => k.id === expiring.body.data.apiKey.id)).toBeUndefined();

    expect((await call(clients as never, "/api/clients", withKey(`stl_${"x".repeat(48)}`))).status).toBe(401);

    const deactivated = await makeKey({ name: "Of a deactivated principal", servicePrincipal: "Gone system", expiresOn: aMonthAhead() });
    await demo.db.update(t.user).set({ active: false }).where(eq(t.user.id, deactivated.body.data.apiKey.owner.id));
    expect((await call(clients as never, "/api/clients", withKey(deactivated.body.data.key))).status).toBe(401);
  });

  it("refuses bad input with the field named, and contractors; nothing is stored", async () => {
    const before = rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from apikeys`))[0]!.n;
    const past = await makeKey({ name: "Past", servicePrincipal: "X", expiresOn: businessToday() });
    expect(past).toMatchObject({ status: 400, body: { error: { message: englishText({ key: "expiryDateAfterToday" }), issues: [{ path: "expiresOn" }] } } });
    expect((await makeKey({ name: "", servicePrincipal: "X", expiresOn: aMonthAhead() })).status).toBe(400);
    expect((await makeKey({ name: "A\u202Eb", servicePrincipal: "X", expiresOn: aMonthAhead() })).status).toBe(400);
    expect((await makeKey({ name: "x".repeat(101), servicePrincipal: "X", expiresOn: aMonthAhead() })).status).toBe(400);
    const byContractor = await call<ErrorJson>(create as never, "/api/api-keys", { method: "POST", cookie: cookies.amara, body: { name: "Mine", servicePrincipal: "Mine", expiresOn: aMonthAhead() } });
    expect(byContractor.status).toBe(403);
    expect((await call(list as never, "/api/api-keys", { cookie: cookies.amara })).status).toBe(403);
    expect(rowsOf<{ n: number }>(await demo.db.execute(sql`select count(*)::int as n from apikeys`))[0]!.n).toBe(before);
  });

  it("are made and revoked only by an administrator signed in as a person: a Settings key and ADMIN_API_KEY get 403, and nothing changes", async () => {
    const made = await makeKey({ name: "Leaky integration", servicePrincipal: "Leaky system", expiresOn: aMonthAhead() });
    expect(made.status).toBe(201);
    const before = rowsOf<{ keys: number }>(await demo.db.execute(sql`select count(*)::int as keys from apikeys`))[0]!.keys;
    for (const headers of [{ "x-api-key": made.body.data.key }, ADMIN_API_KEY_HEADERS]) {
      // The attacker holds a key and tries to mint one without expiry, which would outlive the revocation of the first.
      const successor = await call<ErrorJson>(create as never, "/api/api-keys", { method: "POST", headers, body: { name: "Successor", servicePrincipal: "Leaky system", expiresOn: aMonthAhead() } });
      expect(successor.status).toBe(403);
      expect(successor.body.error.message).toBe(englishText(API_KEYS_NEED_A_PERSON_MESSAGE));
      const revoked = await call<ErrorJson>(revoke as never, `/api/api-keys/${made.body.data.apiKey.id}`, { method: "DELETE", headers, params: { id: made.body.data.apiKey.id } });
      expect(revoked.status).toBe(403);
    }
    expect(rowsOf<{ keys: number }>(await demo.db.execute(sql`select count(*)::int as keys from apikeys`))[0]!.keys).toBe(before);
    const still = await call(clients as never, "/api/clients", withKey(made.body.data.key));
    expect(still.status).toBe(200);
  });
});
