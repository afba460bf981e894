import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as confirm } from "@/app/api/user/confirm-password/route";
import { DELETE as removePasskey, PUT as renamePasskey } from "@/app/api/user/passkeys/[id]/route";
import { GET as listPasskeys } from "@/app/api/user/passkeys/route";
import { GET as me } from "@/app/api/user/route";
import { englishText } from "@/lib/errors";
import type { PasskeyView } from "@/lib/schemas/passkeys";
import { REQUIRE_TWO_FACTOR_KEY } from "@/lib/schemas/two-factor";
import { getAuth } from "@/server/auth/auth";
import { resetTwoFactor } from "@/server/services/users/reset-two-factor";
import { configurations, passkey, user } from "@/server/db/schema";
import { DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { apiRequest, BASE_URL, call, cookieFrom, freshIp, type ErrorJson } from "../../support/http";
import { ISO_TIMESTAMP, seedDemoDatabase, type SeededDemo } from "../../support/seeded";
import { authenticate, register, type SoftwarePasskey } from "../../support/software-authenticator";

/** Issue #49.2: passkeys through better-auth's plugin, driven by a software authenticator; listing and removal are ours. */
const amara = DEMO_CONTRACTORS.find((c) => c.key === "amara")!;
const lukas = DEMO_CONTRACTORS.find((c) => c.key === "lukas")!;
const ceremony = { rpId: new URL(BASE_URL).hostname, origin: BASE_URL };

let demo: SeededDemo;
beforeAll(async () => {
  demo = await seedDemoDatabase();
}, 120_000);
afterAll(async () => demo.database.dispose());

async function signIn(email: string, password: string): Promise<Response> {
  return authPost(apiRequest("/api/auth/sign-in/email", { body: { email, password }, ip: freshIp() }));
}
async function signInCookie(email: string, password: string): Promise<string> {
  const response = await signIn(email, password);
  expect(response.status).toBe(200);
  return cookieFrom(response);
}
const confirmPassword = async (cookie: string, password: string) =>
  expect((await call(confirm as never, "/api/user/confirm-password", { method: "POST", cookie, body: { password } })).status).toBe(200);
const list = (cookie: string) => call<{ data: PasskeyView[] }>(listPasskeys as never, "/api/user/passkeys", { cookie });
const signedIn = async (cookie: string) => (await call(me as never, "/api/user", { cookie })).status;

/** The whole registration through the plugin's two endpoints, as the browser's client runs it. */
async function addPasskey(cookie: string, name: unknown): Promise<{ status: number; body: Record<string, unknown>; passkey: SoftwarePasskey }> {
  const options = await authGet(apiRequest("/api/auth/passkey/generate-register-options", { cookie }));
  expect(options.status).toBe(200);
  const { passkey: created, response } = register((await options.json()) as { challenge: string }, ceremony);
  const verified = await authPost(
    apiRequest("/api/auth/passkey/verify-registration", { cookie: `${cookie}; ${cookieFrom(options)}`, body: { response, name } }),
  );
  return { status: verified.status, body: (await verified.json()) as Record<string, unknown>, passkey: created };
}

/** A passkey sign-in, from no session at all: answers the response (its cookie is the session). */
async function signInWithPasskey(credential: SoftwarePasskey, flags?: { verified?: boolean }): Promise<Response> {
  const options = await authGet(apiRequest("/api/auth/passkey/generate-authenticate-options", { ip: freshIp() }));
  expect(options.status).toBe(200);
  const response = authenticate(credential, (await options.json()) as { challenge: string }, ceremony, flags);
  return authPost(apiRequest("/api/auth/passkey/verify-authentication", { cookie: cookieFrom(options), body: { response }, ip: freshIp() }));
}

describe("passkeys", () => {
  let first: SoftwarePasskey;
  let second: SoftwarePasskey;
  let firstId: string;

  it("adding one asks for the password re-entered; then the plugin registers it, named, and the list shows it", async () => {
    const cookie = await signInCookie(amara.email, amara.password);
    const refused = await call<ErrorJson>(authGet as never, "/api/auth/passkey/generate-register-options", { cookie });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(englishText({ key: "passkeyRegistrationNeedsPassword" }));

    await confirmPassword(cookie, amara.password);
    const unnamed = await addPasskey(cookie, "  ");
    expect(unnamed.status).toBe(400);
    const added = await addPasskey(cookie, "Work laptop");
    expect(added.status).toBe(200);
    first = added.passkey;
    const again = await addPasskey(cookie, "Phone");
    expect(again.status).toBe(200);
    second = again.passkey;

    const { status, body } = await list(cookie);
    expect(status).toBe(200);
    expect(body.data.map((p) => p.name)).toEqual(["Work laptop", "Phone"]);
    expect(body.data[0]!.createdAt).toMatch(ISO_TIMESTAMP);
    expect(body.data[0]!.lastUsedAt).toBeNull();
    expect(Object.keys(body.data[0]!).sort()).toEqual(["createdAt", "id", "lastUsedAt", "name"]);
    firstId = body.data[0]!.id;
    // Someone else's list holds none of them.
    expect((await list(await signInCookie(lukas.email, lukas.password))).body.data).toEqual([]);
  });

  it("signs in with no password and no code step, and stamps when it was last used", async () => {
    const response = await signInWithPasskey(first);
    expect(response.status).toBe(200);
    const cookie = cookieFrom(response);
    expect(await signedIn(cookie)).toBe(200);
    const mine = (await list(cookie)).body.data;
    expect(mine.find((p) => p.id === firstId)!.lastUsedAt).toMatch(ISO_TIMESTAMP);
    expect(mine.find((p) => p.id !== firstId)!.lastUsedAt).toBeNull();
  });

  it("refuses an answer without user verification (a passkey counts as two factors only with it)", async () => {
    const response = await signInWithPasskey(second, { verified: false });
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token=") && !c.includes("Max-Age=0"))).toBe(false);
  });

  it("refuses a deactivated person", async () => {
    await demo.db.update(user).set({ active: false }).where(eq(user.email, amara.email));
    try {
      const response = await signInWithPasskey(first);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe("ACCOUNT_INACTIVE");
    } finally {
      await demo.db.update(user).set({ active: true }).where(eq(user.email, amara.email));
    }
  });

  it("renames one's own; another person's passkey is a 404 to rename and to remove", async () => {
    const cookie = await signInCookie(amara.email, amara.password);
    const renamed = await call<{ data: PasskeyView }>(renamePasskey as never, `/api/user/passkeys/${firstId}`, { method: "PUT", cookie, id: firstId, body: { name: "Old laptop" } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Old laptop");

    const other = await signInCookie(lukas.email, lukas.password);
    await confirmPassword(other, lukas.password);
    expect((await call<ErrorJson>(renamePasskey as never, `/api/user/passkeys/${firstId}`, { method: "PUT", cookie: other, id: firstId, body: { name: "Mine" } })).status).toBe(404);
    const notHis = await call<ErrorJson>(removePasskey as never, `/api/user/passkeys/${firstId}`, { method: "DELETE", cookie: other, id: firstId });
    expect(notHis.status).toBe(404);
    expect(notHis.body.error.message).toBe(englishText({ key: "passkeyNotFound" }));
    expect((await list(cookie)).body.data.map((p) => p.name)).toEqual(["Old laptop", "Phone"]);
  });

  it("better-auth's own delete, update and list endpoints are closed, so the password rule cannot be skipped", async () => {
    const cookie = cookieFrom(await signInWithPasskey(first));
    for (const path of ["/api/auth/passkey/delete-passkey", "/api/auth/passkey/update-passkey"]) {
      expect((await authPost(apiRequest(path, { cookie, body: { id: firstId, name: "x" } }))).status).toBe(404);
      // Behind the route's own list too: better-auth's disabledPaths.
      expect((await (await getAuth()).handler(apiRequest(path, { cookie, body: { id: firstId, name: "x" } }))).status).toBe(404);
    }
    expect((await (await getAuth()).handler(apiRequest("/api/auth/passkey/list-user-passkeys", { cookie }))).status).toBe(404);
    expect((await list(cookie)).body.data).toHaveLength(2);
  });

  it("removal needs the password re-entered in this session; then the passkey no longer signs in", async () => {
    const cookie = cookieFrom(await signInWithPasskey(second));
    const refused = await call<ErrorJson>(removePasskey as never, `/api/user/passkeys/${firstId}`, { method: "DELETE", cookie, id: firstId });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(englishText({ key: "passkeyRemovalNeedsPassword" }));

    await confirmPassword(cookie, amara.password);
    const removed = await call<{ data: { id: string } }>(removePasskey as never, `/api/user/passkeys/${firstId}`, { method: "DELETE", cookie, id: firstId });
    expect(removed).toEqual({ status: 200, body: { data: { id: firstId } } });
    expect((await list(cookie)).body.data.map((p) => p.name)).toEqual(["Phone"]);
    expect((await signInWithPasskey(first)).status).toBe(401);
    expect((await signInWithPasskey(second)).status).toBe(200);
  });
});

describe("auth.requireTwoFactorFor and passkeys", () => {
  it("is met by a passkey: its holder is not sent to enrol, and must sign in with it rather than a password alone", async () => {
    const lukasCookie = await signInCookie(lukas.email, lukas.password);
    await demo.db.insert(configurations).values({ key: REQUIRE_TWO_FACTOR_KEY, value: "ALL" });
    try {
      // Amara holds a passkey (the row is what counts); Lukas holds nothing and must enrol.
      const [row] = await demo.db.select({ id: passkey.id }).from(passkey).innerJoin(user, eq(user.id, passkey.userId)).where(eq(user.email, amara.email));
      expect(row).toBeDefined();
      expect((await call<ErrorJson>(me as never, "/api/user", { cookie: lukasCookie })).body.error.code).toBe("TWO_FACTOR_REQUIRED");

      const password = await signIn(amara.email, amara.password);
      expect(password.status).toBe(403);
      expect(((await password.json()) as { code: string }).code).toBe("SIGN_IN_WITH_PASSKEY");
      expect(cookieFrom(password)).not.toMatch(/better-auth\.session_token=[^;]+/);

      // One who must enrol may add a passkey without re-entering the password (they just did, to sign in)...
      const enrolled = await addPasskey(lukasCookie, "Lukas's key");
      expect(enrolled.status).toBe(200);
      // ...and is let through at once.
      expect(await signedIn(lukasCookie)).toBe(200);
    } finally {
      await demo.db.delete(configurations).where(eq(configurations.key, REQUIRE_TWO_FACTOR_KEY));
      await demo.db.delete(passkey).where(eq(passkey.name, "Lukas's key"));
    }
    // Without the rule a password signs in as before.
    expect((await signIn(amara.email, amara.password)).status).toBe(200);
  });
});

describe("recovery (the CLI's two-factor-reset)", () => {
  it("removes the person's passkeys with the rest of their second factors, so the password signs in and enrolment starts again", async () => {
    await demo.db.insert(configurations).values({ key: REQUIRE_TWO_FACTOR_KEY, value: "ALL" });
    try {
      expect((await signIn(amara.email, amara.password)).status).toBe(403);
      const reset = await resetTwoFactor(demo.db, amara.email);
      expect(reset.passkeysRemoved).toBe(1);
      const cookie = await signInCookie(amara.email, amara.password);
      expect((await call<ErrorJson>(me as never, "/api/user", { cookie })).body.error.code).toBe("TWO_FACTOR_REQUIRED");
    } finally {
      await demo.db.delete(configurations).where(eq(configurations.key, REQUIRE_TWO_FACTOR_KEY));
    }
  });
});
