import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as listSessions } from "@/app/api/user/sessions/route";
import { env } from "@/env";
import type { SessionView } from "@/lib/schemas/sessions";
import { rateLimit } from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase } from "../../support/database";
import { apiRequest, call, cookieFrom, freshIp } from "../../support/http";

/**
 * Issue #45.5: one client address everywhere. better-auth's own rate limits, the address a
 * session records and our sign-in throttle all take the socket's address, and X-Forwarded-For
 * only when the socket is one of TRUSTED_PROXIES. The attacker sends a forged header from an
 * untrusted address, as anyone can.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = "password-of-someone";
const settings = env as { TRUSTED_PROXIES: string | undefined };
const configured = settings.TRUSTED_PROXIES;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());
afterEach(() => {
  settings.TRUSTED_PROXIES = configured;
});

let counter = 0;
async function person(): Promise<string> {
  counter += 1;
  const email = `forwarded-${counter}@example.com`;
  await createUser(database.db, { email, name: `Person ${counter}`, role: "ADMIN", password: PASSWORD });
  return email;
}

/** A request from the socket `ip` claiming `forwardedFor` as the client. */
const post = (path: string, body: unknown, ip: string, forwardedFor: string, cookie?: string) =>
  authPost(apiRequest(path, { body, ip, cookie, headers: { "x-forwarded-for": forwardedFor } }));

async function signIn(email: string, ip: string, forwardedFor: string): Promise<string> {
  const response = await post("/api/auth/sign-in/email", { email, password: PASSWORD }, ip, forwardedFor);
  expect(response.status).toBe(200);
  return cookieFrom(response);
}

const sessionAddresses = async (cookie: string) =>
  (await call<{ data: SessionView[] }>(listSessions as never, "/api/user/sessions", { cookie })).body.data.map((s) => s.ipAddress);

/** 30 wrong passwords to better-auth's two-factor enable, each claiming another client; the statuses. */
async function wrongPasswords(cookie: string, ip: string, forwardedFor: (i: number) => string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    statuses.push((await post("/api/auth/two-factor/enable", { password: `wrong-password-${i}` }, ip, forwardedFor(i), cookie)).status);
  }
  return statuses;
}

describe("a forged X-Forwarded-For from an untrusted address", () => {
  it("does not escape better-auth's rate limit: 30 wrong passwords to two-factor enable are counted and refused with 429", async () => {
    const attacker = freshIp();
    const cookie = await signIn(await person(), attacker, "203.0.113.1");
    const statuses = await wrongPasswords(cookie, attacker, (i) => `203.0.113.${i + 10}`);
    // better-auth allows three /two-factor/ requests per 10 s from one client, then answers 429.
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    // Counted under the socket's address, never under a claimed one.
    const keys = (await database.db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "%|/two-factor/enable"))).map((r) => r.key);
    expect(keys).toContain(`${attacker}|/two-factor/enable`);
    expect(keys.some((key) => key.startsWith("203.0.113."))).toBe(false);
  });

  it("is not the address the Sessions list shows: the socket's is", async () => {
    const socket = freshIp();
    const cookie = await signIn(await person(), socket, "6.6.6.6");
    expect(await sessionAddresses(cookie)).toEqual([socket]);
  });

  it("does not name the address our sign-in throttle counts a failure against", async () => {
    const socket = freshIp();
    const response = await post("/api/auth/sign-in/email", { email: await person(), password: "wrong-password-1" }, socket, "6.6.6.7");
    expect(response.status).toBe(401);
    const keys = (await database.db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "sign-in-failures:address:%"))).map((r) => r.key);
    expect(keys).toContain(`sign-in-failures:address:${socket}`);
    expect(keys).not.toContain("sign-in-failures:address:6.6.6.7");
  });

  it("cannot smuggle the address header better-auth reads: a client's own copy is replaced", async () => {
    const socket = freshIp();
    const response = await authPost(
      apiRequest("/api/auth/sign-in/email", {
        body: { email: await person(), password: PASSWORD },
        ip: socket,
        headers: { "x-settle-client-address": "6.6.6.8", "x-forwarded-for": "6.6.6.9" },
      }),
    );
    expect(response.status).toBe(200);
    expect(await sessionAddresses(cookieFrom(response))).toEqual([socket]);
  });
});

describe("X-Forwarded-For from a trusted proxy", () => {
  it("names the client everywhere: the session, better-auth's rate limit and our sign-in throttle", async () => {
    const proxy = freshIp();
    settings.TRUSTED_PROXIES = proxy;
    const email = await person();

    const cookie = await signIn(email, proxy, "198.51.100.41");
    expect(await sessionAddresses(cookie)).toEqual(["198.51.100.41"]);

    // Clients behind the proxy each have their own budget at better-auth: 30 clients, one wrong password each.
    const statuses = await wrongPasswords(cookie, proxy, (i) => `198.51.100.${i + 100}`);
    expect(statuses.every((status) => status === 400)).toBe(true);
    // One client behind it is counted as one.
    const again = await wrongPasswords(cookie, proxy, () => "198.51.100.42");
    expect(again.slice(0, 3)).toEqual([400, 400, 400]);
    expect(again.slice(3).every((status) => status === 429)).toBe(true);
    const limited = (await database.db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "%|/two-factor/enable"))).map((r) => r.key);
    expect(limited).toContain("198.51.100.42|/two-factor/enable");
    expect(limited).not.toContain(`${proxy}|/two-factor/enable`);

    const failed = await post("/api/auth/sign-in/email", { email, password: "wrong-password-1" }, proxy, "198.51.100.43");
    expect(failed.status).toBe(401);
    const throttled = (await database.db.select({ key: rateLimit.key }).from(rateLimit).where(like(rateLimit.key, "sign-in-failures:address:%"))).map((r) => r.key);
    expect(throttled).toContain("sign-in-failures:address:198.51.100.43");
    expect(throttled).not.toContain(`sign-in-failures:address:${proxy}`);
  });
});
