import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...all]/route";
import { PUT as updateProvider } from "@/app/api/sso-providers/[id]/route";
import { POST as createProvider } from "@/app/api/sso-providers/route";
import { GET as me } from "@/app/api/user/route";
import { env } from "@/env";
import { type SsoProviderView } from "@/lib/schemas/sso-providers";
import { account, twoFactor, user } from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase } from "../../support/database";
import { apiRequest, BASE_URL, call, cookieFrom, type ErrorJson } from "../../support/http";
import { TestOidcProvider } from "../../support/oidc-provider";
import { AuthBrowser as Browser, codeFor } from "../../support/browser";
import { englishText } from "@/lib/errors";

/**
 * Issue #45.1, the attacker's side: a real OpenID Connect provider (oidc-provider on 127.0.0.1)
 * registered for partner.example that asserts other people, says it did MFA, or names inside
 * addresses in its discovery document.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let idp: TestOidcProvider;
let provider: SsoProviderView;
const ADMIN = { headers: { "x-api-key": process.env.ADMIN_API_KEY ?? "test-admin-api-key" }, origin: null };
const CLIENT = { clientId: "settle-partner", clientSecret: "a-client-secret-of-the-partner-provider" };
const PASSWORD = "password-of-the-person";
const flags = env as { SSO_ALLOW_PRIVATE_NETWORKS: boolean };
const PARTNER = { name: "Partner", ...CLIENT, domains: ["partner.example"], required: false };
let carlaSecret = "";

/** Single sign-on started for `email` in `browser`, the provider's person signed in there, and back at Settle: where Settle sends the browser. */
async function throughProvider(browser: Browser, email: string): Promise<string> {
  const started = await browser.send("/api/auth/sign-in/sso", { email });
  expect(started.status).toBe(200);
  const { url } = (await started.json()) as { url: string };
  const callback = await idp.authorize(url);
  const back = browser.keep(await authGet(apiRequest(`${callback.pathname}${callback.search}`, { cookie: browser.header, ip: browser.ip })));
  expect(back.status).toBe(302);
  return back.headers.get("location") ?? "";
}

const whoIs = async (browser: Browser) => call<{ data: { email: string; role: string } }>(me as never, "/api/user", { cookie: browser.header });

beforeAll(async () => {
  database = await createTestDatabase();
  idp = await TestOidcProvider.start();
  const created = await call<{ data: SsoProviderView }>(createProvider as never, "/api/sso-providers", { ...ADMIN, body: { ...PARTNER, issuer: idp.issuer } });
  expect(created.status).toBe(201);
  provider = created.body.data;
  expect(provider.trustMfa).toBe(false);
  idp.configure({ ...CLIENT, redirectUri: `${BASE_URL}/api/auth/sso/callback/${provider.id}` });
  await createUser(database.db, { email: "admin@settle.local", name: "Admin", role: "ADMIN", password: PASSWORD });
  await createUser(database.db, { email: "carla@partner.example", name: "Carla", role: "SUBCONTRACTOR", password: PASSWORD, workingDays: ["MONDAY"] });
  // Carla has two-factor sign-in: enrolled from her account page.
  const browser = new Browser();
  expect((await browser.send("/api/auth/sign-in/email", { email: "carla@partner.example", password: PASSWORD })).status).toBe(200);
  const enabled = (await (await browser.send("/api/auth/two-factor/enable", { password: PASSWORD })).json()) as { totpURI: string };
  carlaSecret = new URL(enabled.totpURI).searchParams.get("secret")!;
  expect((await browser.send("/api/auth/two-factor/verify-totp", { code: await codeFor(carlaSecret) })).status).toBe(200);
}, 60_000);

afterAll(async () => {
  flags.SSO_ALLOW_PRIVATE_NETWORKS = true;
  await idp.stop();
  await database.dispose();
});

describe("a provider asserting someone outside its domains", () => {
  it("gets no session for admin@settle.local, verified, from a provider registered for partner.example", async () => {
    idp.person = { sub: "attacker", email: "admin@settle.local", emailVerified: true };
    const browser = new Browser();
    const location = await throughProvider(browser, "carla@partner.example");
    expect(location).toBe("/sign-in?sso=sso_foreign_domain");
    expect(browser.has(/session_token$/)).toBe(false);
    expect((await whoIs(browser)).status).toBe(401);
    expect(await database.db.select().from(account).where(eq(account.providerId, provider.id))).toEqual([]);
  });

  it("cannot move an identity linked already onto another domain's person", async () => {
    // Carla's identity is linked by her first sign-in (a person of the provider's domain, not an administrator).
    idp.person = { sub: "carla-at-partner", email: "carla@partner.example", emailVerified: true };
    idp.tamper = { amr: ["pwd", "mfa"] };
    await call(updateProvider as never, `/api/sso-providers/${provider.id}`, { ...ADMIN, id: provider.id, method: "PUT", body: { ...PARTNER, issuer: idp.issuer, trustMfa: true } });
    try {
      expect(await throughProvider(new Browser(), "carla@partner.example")).toBe("/");
      // The same subject now says it is the administrator: refused, and the link stays Carla's.
      idp.person = { sub: "carla-at-partner", email: "admin@settle.local", emailVerified: true };
      const browser = new Browser();
      expect(await throughProvider(browser, "carla@partner.example")).toBe("/sign-in?sso=sso_foreign_domain");
      expect(browser.has(/session_token$/)).toBe(false);
    } finally {
      idp.tamper = null;
      await call(updateProvider as never, `/api/sso-providers/${provider.id}`, { ...ADMIN, id: provider.id, method: "PUT", body: { ...PARTNER, issuer: idp.issuer, trustMfa: false } });
    }
    const links = await database.db.select({ email: user.email }).from(account).innerJoin(user, eq(user.id, account.userId)).where(eq(account.providerId, provider.id));
    expect(links).toEqual([{ email: "carla@partner.example" }]);
  });
});

describe("the code step after single sign-on", () => {
  it("sends a person with two-factor sign-in to the code step: no session until their code", async () => {
    idp.person = { sub: "carla-at-partner", email: "carla@partner.example", emailVerified: true };
    const browser = new Browser();
    expect(await throughProvider(browser, "carla@partner.example")).toBe("/sign-in?sso=two_factor");
    expect(browser.has(/session_token$/)).toBe(false);
    expect(browser.has(/two_factor$/)).toBe(true);
    expect((await whoIs(browser)).status).toBe(401);
    const verified = await browser.send("/api/auth/two-factor/verify-totp", { code: await codeFor(carlaSecret, 1) });
    expect(verified.status).toBe(200);
    expect((await whoIs(browser)).body.data.email).toBe("carla@partner.example");
  });

  it("keeps a person whose code step is locked locked: the right code is refused", async () => {
    const [carla] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "carla@partner.example"));
    // Locked by wrong codes; and her last code's step forgotten, so the right code of this step is one she has not used.
    await database.db.update(twoFactor).set({ lockedUntil: new Date(Date.now() + 15 * 60_000), lastUsedStep: null }).where(eq(twoFactor.userId, carla!.id));
    try {
      idp.person = { sub: "carla-at-partner", email: "carla@partner.example", emailVerified: true };
      const browser = new Browser();
      expect(await throughProvider(browser, "carla@partner.example")).toBe("/sign-in?sso=two_factor");
      expect(browser.has(/session_token$/)).toBe(false);
      const refused = await browser.send("/api/auth/two-factor/verify-totp", { code: await codeFor(carlaSecret, 1) });
      expect(refused.status).toBe(429);
      expect((await whoIs(browser)).status).toBe(401);
    } finally {
      await database.db.update(twoFactor).set({ lockedUntil: null, failedVerificationCount: 0 }).where(eq(twoFactor.userId, carla!.id));
    }
  });

  it("skips the code step only when the provider says it did MFA and an administrator trusts that", async () => {
    idp.person = { sub: "carla-at-partner", email: "carla@partner.example", emailVerified: true };
    const setTrust = (trustMfa: boolean) =>
      call(updateProvider as never, `/api/sso-providers/${provider.id}`, { ...ADMIN, id: provider.id, method: "PUT", body: { ...PARTNER, issuer: idp.issuer, trustMfa } });
    try {
      idp.tamper = { amr: ["pwd", "mfa"], acr: "urn:example:mfa" };
      expect(await throughProvider(new Browser(), "carla@partner.example")).toBe("/sign-in?sso=two_factor");
      expect((await setTrust(true)).status).toBe(200);
      const trusted = new Browser();
      expect(await throughProvider(trusted, "carla@partner.example")).toBe("/");
      expect((await whoIs(trusted)).body.data.email).toBe("carla@partner.example");
      // Trusted, but this time the provider says only a password was used.
      idp.tamper = { amr: ["pwd"] };
      expect(await throughProvider(new Browser(), "carla@partner.example")).toBe("/sign-in?sso=two_factor");
    } finally {
      idp.tamper = null;
      await setTrust(false);
    }
  });
});

describe("the provider's addresses", () => {
  it("refuses an issuer on a private or metadata address at save time", async () => {
    flags.SSO_ALLOW_PRIVATE_NETWORKS = false;
    try {
      for (const issuer of ["https://10.0.0.5", "https://169.254.169.254", "https://[::ffff:a9fe:a9fe]", "https://[::7f00:1]", "https://[2002:a00:1::1]", "https://[64:ff9b:1::a00:5]", "https://[fec0::1]"]) {
        const refused = await call<ErrorJson>(createProvider as never, "/api/sso-providers", { ...ADMIN, body: { ...PARTNER, domains: ["inside.example"], issuer } });
        expect(refused.status, issuer).toBe(400);
        expect(refused.body.error.issues).toEqual([{ path: "issuer", key: "issuerSHostResolves", message: englishText({ key: "issuerSHostResolves" }) }]);
      }
    } finally {
      flags.SSO_ALLOW_PRIVATE_NETWORKS = true;
    }
  });

  it("refuses a provider saved while allowed when private networks are not allowed any more, at start and at the callback", async () => {
    flags.SSO_ALLOW_PRIVATE_NETWORKS = false;
    try {
      const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "carla@partner.example" } }));
      expect(started.status).toBe(409);
      expect(((await started.json()) as ErrorJson).error.message).toMatch(/loopback, private, link-local or metadata address/);
      const back = await authGet(apiRequest(`/api/auth/sso/callback/${provider.id}?code=x&state=y`, {}));
      expect(back.headers.get("location")).toBe("/sign-in?sso=sso_unsafe_address");
    } finally {
      flags.SSO_ALLOW_PRIVATE_NETWORKS = true;
    }
  });

  it.each([
    ["its keys at the metadata service", { jwks_uri: "http://169.254.169.254/latest/meta-data/iam" }],
    ["its token endpoint at the metadata service, spelled as IPv6", { token_endpoint: "http://[::ffff:a9fe:a9fe]/token" }],
    ["its authorization endpoint on a link-local address", { authorization_endpoint: "http://[fe80::1]/authorize" }],
  ])("refuses a discovery document naming %s, even with private networks allowed", async (_, discovery) => {
    idp.discovery = discovery;
    try {
      const started = await authPost(apiRequest("/api/auth/sign-in/sso", { body: { email: "carla@partner.example" } }));
      expect(started.status).toBe(409);
      const back = await authGet(apiRequest(`/api/auth/sso/callback/${provider.id}?code=x&state=y`, {}));
      expect(back.headers.get("location")).toBe("/sign-in?sso=sso_unsafe_address");
      expect(cookieFrom(back)).not.toMatch(/session_token=[^;]+/);
    } finally {
      idp.discovery = null;
    }
  });
});

describe("linked people", () => {
  it("never links an administrator by e-mail alone", async () => {
    const [admin] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, "admin@settle.local"));
    expect(await database.db.select().from(account).where(and(eq(account.userId, admin!.id), eq(account.providerId, provider.id)))).toEqual([]);
  });
});
