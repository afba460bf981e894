import { readdirSync, readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { DELETE as deleteProvider, PUT as updateProvider } from "@/app/api/sso-providers/[id]/route";
import { GET as listProviders, POST as createProvider } from "@/app/api/sso-providers/route";
import { GET as me } from "@/app/api/user/route";
import { type SsoProviderView } from "@/lib/schemas/sso-providers";
import { account, configurations, passkey, ssoProviders, user } from "@/server/db/schema";
import { REQUIRE_TWO_FACTOR_KEY } from "@/lib/schemas/two-factor";
import { sealClientSecret } from "@/server/services/sso-providers/sso-provider-rows";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase } from "../../support/database";
import { apiRequest, BASE_URL, call, cookieFrom, freshIp, type ErrorJson } from "../../support/http";
import { TestOidcProvider } from "../../support/oidc-provider";
import { englishText } from "@/lib/errors";

/**
 * Issue #34.3: single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1).
 * better-auth's SSO plugin runs the code flow (PKCE, state, the ID token's signature and claims),
 * Settle adds the nonce; each refusal lands on the sign-in page with its own reason.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestOidcProvider;
let provider: SsoProviderView;
const ADMIN = { headers: { "x-api-key": process.env.ADMIN_API_KEY ?? "test-admin-api-key" }, origin: null };
const CLIENT = { clientId: "settle-test", clientSecret: "a-client-secret-of-the-test-provider" };
const PASSWORD = "password-of-the-person";

beforeAll(async () => {
  database = await createTestDatabase();
  idp = await TestOidcProvider.start();
  const created = await call<{ data: SsoProviderView }>(createProvider as never, "/api/sso-providers", {
    ...ADMIN,
    body: { name: "Contoso", issuer: `${idp.issuer}/`, ...CLIENT, domains: ["Contoso.example"], required: false },
  });
  expect(created.status).toBe(201);
  provider = created.body.data;
  idp.configure({ ...CLIENT, redirectUri: `${BASE_URL}/api/auth/sso/callback/${provider.id}` });
  await createUser(database.db, { email: "ada@contoso.example", name: "Ada", role: "ADMIN", password: PASSWORD });
  await createUser(database.db, { email: "ben@contoso.example", name: "Ben", role: "SUBCONTRACTOR", password: PASSWORD, workingDays: ["MONDAY"] });
}, 60_000);

afterAll(async () => {
  await idp.stop();
  await database.dispose();
});

/** Starts single sign-on for `email` in a fresh browser, signs in at the provider, and comes back: Settle's answer and the browser's cookies. */
async function signInThroughProvider(email: string, signedInCookie = ""): Promise<{ status: number; location: string; cookie: string; callback: URL; stateCookie: string }> {
  const ip = freshIp();
  const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email }, ip, cookie: signedInCookie || undefined }));
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const stateCookie = cookieFrom(started);
  const callback = await idp.authorize(url);
  expect(callback.pathname).toBe(`/api/auth/sso/callback/${provider.id}`);
  const back = await authGet(apiRequest(`${callback.pathname}${callback.search}`, { cookie: [signedInCookie, stateCookie].filter(Boolean).join("; "), ip }));
  return { status: back.status, location: back.headers.get("location") ?? "", cookie: cookieFrom(back), callback, stateCookie };
}

const reasonOf = (location: string) => new URL(location, BASE_URL).searchParams.get("sso");

describe("registering a provider", () => {
  it("stores the secret sealed and never answers it; a domain served already is 409", async () => {
    expect(provider).toMatchObject({ issuer: idp.issuer, clientId: CLIENT.clientId, domains: ["contoso.example"], required: false });
    expect(JSON.stringify(provider)).not.toContain(CLIENT.clientSecret);
    // Stored in better-auth's table, the client secret in its oidc_config sealed.
    const [row] = await database.db.select().from(ssoProviders).where(eq(ssoProviders.id, provider.id));
    expect(row!.oidcConfig).toContain('"clientSecret":"v1.');
    expect(row!.oidcConfig).not.toContain(CLIENT.clientSecret);
    const listed = await call<{ data: SsoProviderView[] }>(listProviders as never, "/api/sso-providers", ADMIN);
    expect(JSON.stringify(listed.body)).not.toContain(CLIENT.clientSecret);
    const clash = await call<ErrorJson>(createProvider as never, "/api/sso-providers", {
      ...ADMIN,
      body: { name: "Other", issuer: "https://login.example.com", clientId: "x", clientSecret: "y", domains: ["contoso.example"], required: false },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe("contoso.example is served by the provider Contoso already.");
    const insecure = await call<ErrorJson>(createProvider as never, "/api/sso-providers", {
      ...ADMIN,
      body: { name: "Plain", issuer: "http://login.example.com", clientId: "x", clientSecret: "y", domains: ["plain.example"], required: false },
    });
    expect(insecure.status).toBe(400);
  });

  it("writes its timestamps in ISO 8601 UTC like every other resource, in the list, a create and a change", async () => {
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
    const created = await call<{ data: SsoProviderView }>(createProvider as never, "/api/sso-providers", {
      ...ADMIN,
      body: { name: "Stamped", issuer: idp.issuer, clientId: "stamped", clientSecret: "s", domains: ["stamped.example"], required: false },
    });
    const changed = await call<{ data: SsoProviderView }>(updateProvider as never, `/api/sso-providers/${created.body.data.id}`, {
      ...ADMIN,
      method: "PUT",
      id: created.body.data.id,
      body: { name: "Stamped again", issuer: idp.issuer, clientId: "stamped", domains: ["stamped.example"], required: false },
    });
    const listed = await call<{ data: SsoProviderView[] }>(listProviders as never, "/api/sso-providers", ADMIN);
    expect([created.status, changed.status, listed.status]).toEqual([201, 200, 200]);
    for (const view of [...listed.body.data, created.body.data, changed.body.data]) {
      expect(view.createdAt).toMatch(iso);
      expect(view.updatedAt).toMatch(iso);
    }
    await call(deleteProvider as never, `/api/sso-providers/${created.body.data.id}`, { ...ADMIN, method: "DELETE", id: created.body.data.id });
  });
});

describe("signing in through the provider", () => {
  it("links a person of the provider's domain who exists by the verified e-mail and signs them in", async () => {
    idp.person = { sub: "ben-at-idp", email: "ben@contoso.example", emailVerified: true };
    idp.tamper = null;
    const back = await signInThroughProvider("ben@contoso.example");
    expect(back.status).toBe(302);
    expect(back.location).toBe("/");
    const whoAmI = await call<{ data: { email: string } }>(me as never, "/api/user", { cookie: back.cookie });
    expect(whoAmI.body.data.email).toBe("ben@contoso.example");
    const [linked] = await database.db.select().from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(account.providerId, provider.id));
    expect(linked).toMatchObject({ accounts: { accountId: "ben-at-idp" }, users: { email: "ben@contoso.example" } });
    // PKCE and the nonce were asked for: better-auth sent them in the authorization request.
    const { url } = (await (await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "ada@contoso.example" } }))).json()) as { url: string };
    const params = new URL(url).searchParams;
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("nonce")).toBeTruthy();
    expect(params.get("state")).toBeTruthy();
  });

  it("links an administrator only after they signed in with their password in the same browser", async () => {
    idp.person = { sub: "ada-at-idp", email: "ada@contoso.example", emailVerified: true };
    idp.tamper = null;
    const byEmail = await signInThroughProvider("ada@contoso.example");
    expect(reasonOf(byEmail.location)).toBe("sso_link_required");
    expect(byEmail.cookie).not.toMatch(/session_token=[^;]+/);
    // Ada signs in with her password, then confirms by going through her provider from that browser.
    const password = await authPost(apiRequest("/api/auth/sign-in/email", { body: { email: "ada@contoso.example", password: PASSWORD } }));
    expect(password.status).toBe(200);
    expect((await signInThroughProvider("ada@contoso.example", cookieFrom(password))).location).toBe("/");
    // Linked: from now on the provider alone signs her in.
    const later = await signInThroughProvider("ada@contoso.example");
    expect(later.location).toBe("/");
    expect((await call<{ data: { email: string } }>(me as never, "/api/user", { cookie: later.cookie })).body.data.email).toBe("ada@contoso.example");
  });

  it("refuses an unknown person: no account is made", async () => {
    idp.person = { sub: "stranger", email: "stranger@contoso.example", emailVerified: true };
    idp.tamper = null;
    const back = await signInThroughProvider("stranger@contoso.example");
    expect(reasonOf(back.location)).toBe("sso_unknown_person");
    expect(await database.db.select().from(user).where(eq(user.email, "stranger@contoso.example"))).toEqual([]);
  });

  it("refuses an e-mail the provider did not verify", async () => {
    idp.person = { sub: "ben-second-identity", email: "ben@contoso.example", emailVerified: false };
    idp.tamper = null;
    const back = await signInThroughProvider("ben@contoso.example");
    expect(reasonOf(back.location)).toBe("sso_email_not_verified");
    expect(back.cookie).not.toMatch(/session_token=[^;]+/);
  });

  it("sends a person whose second factor is a passkey to sign in with it where two-factor is required (the provider alone is one factor)", async () => {
    idp.person = { sub: "ben-at-idp", email: "ben@contoso.example", emailVerified: true };
    idp.tamper = null;
    const [ben] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "ben@contoso.example"));
    await database.db.insert(passkey).values({ userId: ben!.id, name: "Ben's laptop", publicKey: "cHVibGlj", credentialID: "ben-credential", counter: 0, deviceType: "singleDevice", backedUp: false });
    try {
      // Without the rule the passkey changes nothing.
      expect((await signInThroughProvider("ben@contoso.example")).location).toBe("/");
      await database.db.insert(configurations).values({ key: REQUIRE_TWO_FACTOR_KEY, value: "ALL" });
      const back = await signInThroughProvider("ben@contoso.example");
      expect(reasonOf(back.location)).toBe("sso_passkey_required");
      expect(back.cookie).not.toMatch(/session_token=[^;]+/);
    } finally {
      await database.db.delete(configurations).where(eq(configurations.key, REQUIRE_TWO_FACTOR_KEY));
      await database.db.delete(passkey).where(eq(passkey.userId, ben!.id));
    }
  });

  it("refuses an ID token without the nonce this browser sent (better-auth's SSO plugin checks none; Settle does)", async () => {
    idp.person = { sub: "ben-at-idp", email: "ben@contoso.example", emailVerified: true };
    idp.tamper = null;
    const ip = freshIp();
    const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "ben@contoso.example" }, ip }));
    const withoutNonce = cookieFrom(started)
      .split("; ")
      .filter((pair) => !pair.startsWith("settle_sso_nonce="))
      .join("; ");
    expect(withoutNonce).not.toBe(cookieFrom(started));
    const callback = await idp.authorize(((await started.json()) as { url: string }).url);
    const back = await authGet(apiRequest(`${callback.pathname}${callback.search}`, { cookie: withoutNonce, ip }));
    expect(reasonOf(back.headers.get("location") ?? "")).toBe("sso_state_invalid");
    expect(cookieFrom(back)).not.toMatch(/session_token=[^;]+/);
  });

  it("refuses a replayed state", async () => {
    idp.person = { sub: "ada-at-idp", email: "ada@contoso.example", emailVerified: true };
    idp.tamper = null;
    const first = await signInThroughProvider("ada@contoso.example");
    expect(first.location).toBe("/");
    const replay = await authGet(apiRequest(`${first.callback.pathname}${first.callback.search}`, { cookie: first.stateCookie }));
    expect(reasonOf(replay.headers.get("location") ?? "")).toBe("sso_state_invalid");
  });

  it.each([
    ["a wrong issuer", { iss: "https://impostor.example" }, "sso_wrong_issuer"],
    ["a wrong audience", { aud: "another-application" }, "sso_wrong_audience"],
    ["an expired ID token", { exp: Math.floor(Date.now() / 1000) - 600 }, "sso_id_token_expired"],
  ] as const)("refuses %s in the ID token", async (_, tampering, reason) => {
    idp.person = { sub: "ada-at-idp", email: "ada@contoso.example", emailVerified: true };
    idp.tamper = tampering;
    try {
      const back = await signInThroughProvider("ada@contoso.example");
      expect(back.status).toBe(302);
      expect(reasonOf(back.location)).toBe(reason);
      expect(back.cookie).not.toMatch(/session_token=[^;]+/);
    } finally {
      idp.tamper = null;
    }
  });

  it("refuses a provider whose discovery names another issuer than the one registered", async () => {
    const other = await call<{ data: SsoProviderView }>(createProvider as never, "/api/sso-providers", {
      ...ADMIN,
      body: { name: "Misnamed", issuer: idp.issuer.replace("127.0.0.1", "localhost"), clientId: "x", clientSecret: "y", domains: ["misnamed.example"], required: false },
    });
    expect(other.status).toBe(201);
    const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "someone@misnamed.example" } }));
    expect(started.status).toBe(409);
    expect(((await started.json()) as ErrorJson).error.message).toMatch(/different issuer/);
    await call(deleteProvider as never, `/api/sso-providers/${other.body.data.id}`, { ...ADMIN, id: other.body.data.id });
  });

  it("lets an office behind one address start single sign-on more than three times in ten seconds (better-auth's default for /sign-in/*)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let start = 0; start < 6; start++) statuses.push((await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "ben@contoso.example" }, ip }))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it("answers 404 for an e-mail of no provider's domain", async () => {
    const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "someone@elsewhere.example" } }));
    expect(started.status).toBe(404);
  });
});

describe("a required provider", () => {
  it("refuses the password for its domains, and allows it again when switched off", async () => {
    const body = { name: "Contoso", issuer: idp.issuer, clientId: CLIENT.clientId, domains: ["contoso.example"] };
    expect((await call(updateProvider as never, `/api/sso-providers/${provider.id}`, { ...ADMIN, id: provider.id, method: "PUT", body: { ...body, required: true } })).status).toBe(200);
    const refused = await authPost(apiRequest("/api/auth/sign-in/email", { body: { email: "ada@contoso.example", password: PASSWORD } }));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorJson).error.message).toBe(englishText({ key: "peopleEMailDomain" }));
    // The stored secret stayed: single sign-on still works.
    idp.person = { sub: "ada-at-idp", email: "ada@contoso.example", emailVerified: true };
    expect((await signInThroughProvider("ada@contoso.example")).location).toBe("/");
    expect((await call(updateProvider as never, `/api/sso-providers/${provider.id}`, { ...ADMIN, id: provider.id, method: "PUT", body: { ...body, required: false } })).status).toBe(200);
    expect((await authPost(apiRequest("/api/auth/sign-in/email", { body: { email: "ada@contoso.example", password: PASSWORD } }))).status).toBe(200);
  });
});

describe("a provider registered before better-auth's SSO plugin", () => {
  it("is copied into the plugin's table by the migration, its secret still sealed, and signs its people in", async () => {
    const file = readdirSync("supabase/migrations").find((name) => name.endsWith("_sso_plugin_table.sql"))!;
    const insert = readFileSync(`supabase/migrations/${file}`, "utf8").split("--> statement-breakpoint").find((part) => part.includes('INSERT INTO "sso_provider"'))!;
    const id = "6f1c7a52-5b7e-4c33-9d7e-3f2a1b0c9d8e";
    // One transaction, so one connection: on PostgreSQL a temporary table is seen by its own connection only.
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`create temporary table sso_providers (id uuid, name text, issuer text, client_id text, client_secret_sealed text, domains text[], required boolean, trust_mfa boolean, created_at timestamptz, updated_at timestamptz)`,
      );
      await tx.execute(
        sql`insert into sso_providers values (${id}, 'Legacy', ${idp.issuer}, ${CLIENT.clientId}, ${sealClientSecret(CLIENT.clientSecret)}, ${sql.raw("array['legacy.example','old.example']")}, false, false, now(), now())`,
      );
      await tx.execute(sql.raw(insert));
      await tx.execute(sql`drop table sso_providers`);
    });
    const listed = await call<{ data: SsoProviderView[] }>(listProviders as never, "/api/sso-providers", ADMIN);
    expect(listed.body.data.find((view) => view.id === id)).toMatchObject({ name: "Legacy", issuer: idp.issuer, clientId: CLIENT.clientId, domains: ["legacy.example", "old.example"] });
    await createUser(database.db, { email: "lea@old.example", name: "Lea", role: "SUBCONTRACTOR", password: PASSWORD, workingDays: ["MONDAY"] });
    idp.configure({ ...CLIENT, redirectUri: `${BASE_URL}/api/auth/sso/callback/${id}` });
    idp.person = { sub: "lea-at-idp", email: "lea@old.example", emailVerified: true };
    idp.tamper = null;
    try {
      const ip = freshIp();
      const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "lea@old.example" }, ip }));
      expect(started.status).toBe(200);
      const callback = await idp.authorize(((await started.json()) as { url: string }).url);
      expect(callback.pathname).toBe(`/api/auth/sso/callback/${id}`);
      const back = await authGet(apiRequest(`${callback.pathname}${callback.search}`, { cookie: cookieFrom(started), ip }));
      expect(back.headers.get("location")).toBe("/");
      expect((await call<{ data: { email: string } }>(me as never, "/api/user", { cookie: cookieFrom(back) })).body.data.email).toBe("lea@old.example");
    } finally {
      idp.configure({ ...CLIENT, redirectUri: `${BASE_URL}/api/auth/sso/callback/${provider.id}` });
      await call(deleteProvider as never, `/api/sso-providers/${id}`, { ...ADMIN, method: "DELETE", id });
    }
  });
});

describe("cross-site", () => {
  it("refuses a cross-site start of single sign-on", async () => {
    const response = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "ada@contoso.example" }, origin: "https://evil.example" }));
    expect(response.status).toBe(403);
  });
});
