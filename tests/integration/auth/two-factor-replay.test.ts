import { eq } from "drizzle-orm";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { GET as me } from "@/app/api/user/route";
import { twoFactor, user } from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase } from "../../support/database";
import { apiRequest, call, freshIp } from "../../support/http";

/**
 * Issue #45.4: a TOTP code is accepted once (RFC 6238 section 5.2), checked with an independent
 * implementation (otplib); the code step's wait is the person's, whatever cookies come along.
 */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = "password-of-someone";

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

/** A browser on its own address: cookies kept from each answer, minus the ones cleared. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = freshIp();
  /** Cookies sent before the kept ones (a decoy). */
  extra = "";
  get header(): string {
    return [this.extra, ...[...this.cookies].map(([name, value]) => `${name}=${value}`)].filter(Boolean).join("; ");
  }
  async post(path: string, body: unknown): Promise<number> {
    const response = await authPost(apiRequest(path, { body, cookie: this.header, ip: this.ip }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a))) this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    return response.status;
  }
  async signedInAs(): Promise<string | null> {
    const answer = await call<{ data: { email: string } }>(me as never, "/api/user", { cookie: this.header });
    return answer.status === 200 ? answer.body.data.email : null;
  }
}

const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

let counter = 0;
/** A person enrolled in two-factor sign-in, with the browser they enrolled from; the enrolment spent the current step. */
async function enrolled(): Promise<{ email: string; secret: string; browser: Browser }> {
  counter += 1;
  const email = `replay-${counter}@example.com`;
  await createUser(database.db, { email, name: `Replay ${counter}`, role: "ADMIN", password: PASSWORD });
  const browser = new Browser();
  expect(await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD })).toBe(200);
  const started = await authPost(apiRequest("/api/auth/two-factor/enable", { body: { password: PASSWORD }, cookie: browser.header, ip: browser.ip }));
  const { totpURI } = (await started.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get("secret")!;
  expect(await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret) })).toBe(200);
  return { email, secret, browser };
}

/** A new browser that gave the right password and waits at the code step. */
async function atCodeStep(email: string): Promise<Browser> {
  const browser = new Browser();
  expect(await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD })).toBe(200);
  return browser;
}

describe("a code is accepted once", () => {
  it("refuses the same code from a second browser on another address within its window", async () => {
    const { email, secret } = await enrolled();
    const code = await codeFor(secret, 1);
    const first = await atCodeStep(email);
    expect(await first.post("/api/auth/two-factor/verify-totp", { code })).toBe(200);
    expect(await first.signedInAs()).toBe(email);
    const second = await atCodeStep(email);
    expect(second.ip).not.toBe(first.ip);
    expect(await second.post("/api/auth/two-factor/verify-totp", { code })).toBe(401);
    expect(await second.signedInAs()).toBeNull();
    // Nor a code of an earlier step, still inside the window.
    const third = await atCodeStep(email);
    expect(await third.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 0) })).toBe(401);
    expect(await third.signedInAs()).toBeNull();
    const [stored] = await database.db.select({ step: twoFactor.lastUsedStep }).from(twoFactor).innerJoin(user, eq(user.id, twoFactor.userId)).where(eq(user.email, email));
    // The step of the code used (one ahead of now, unless a step boundary passed meanwhile).
    expect([Math.floor(Date.now() / 30_000), Math.floor(Date.now() / 30_000) + 1]).toContain(stored!.step);
  });

  it("refuses the enrolment's code a second time, and codes more than one step away", async () => {
    const { secret, browser } = await enrolled();
    expect(await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret) })).toBe(401);
    expect(await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 2) })).toBe(401);
    expect(await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, -2) })).toBe(401);
  });

  it("lets two browsers racing with one code sign in once", async () => {
    const { email, secret } = await enrolled();
    const code = await codeFor(secret, 1);
    const browsers = await Promise.all([atCodeStep(email), atCodeStep(email), atCodeStep(email)]);
    const answers = await Promise.all(browsers.map((browser) => browser.post("/api/auth/two-factor/verify-totp", { code })));
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
  });
});

describe("the code step's wait", () => {
  it("is the person's: a decoy challenge cookie of the other spelling does not skip it", async () => {
    const { email, secret } = await enrolled();
    // Five wrong codes, each from a new browser and address: the person's budget is spent.
    for (let attempt = 0; attempt < 5; attempt++) {
      const browser = await atCodeStep(email);
      const wrong = (await codeFor(secret, 1)) === "000000" ? "111111" : "000000";
      expect(await browser.post("/api/auth/two-factor/verify-totp", { code: wrong })).toBe(401);
    }
    const honest = await atCodeStep(email);
    expect(await honest.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) })).toBe(429);
    const decoyed = await atCodeStep(email);
    decoyed.extra = "__Secure-better-auth.two_factor=decoy.c2lnbmF0dXJl";
    expect(await decoyed.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) })).toBe(429);
    expect(await decoyed.signedInAs()).toBeNull();
    // Two challenge cookies of the one name: refused, not guessed at.
    const doubled = await atCodeStep(email);
    doubled.extra = `better-auth.two_factor=${doubled.cookies.get("better-auth.two_factor") ?? ""}`;
    expect(await doubled.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) })).toBe(400);
  });
});
