import { eq, like, sql } from "drizzle-orm";
import { englishText } from "@/lib/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost, GET as authGet } from "@/app/api/auth/[...all]/route";
import { POST as saveConfiguration } from "@/app/api/configurations/[id]/route";
import { GET as me } from "@/app/api/user/route";
import { GET as listSessions } from "@/app/api/user/sessions/route";
import { REQUIRE_TWO_FACTOR_KEY, REQUIRE_TWO_FACTOR_VALUE_MESSAGE } from "@/lib/schemas/two-factor";
import { rateLimit, session, twoFactor, user } from "@/server/db/schema";
import { resetTwoFactor } from "@/server/services/users/reset-two-factor";
import { createUser } from "@/server/services/users/create-user";
import { createTestDatabase } from "../../support/database";
import { AuthBrowser, codeFor } from "../../support/browser";
import { apiRequest, call, type ErrorJson } from "../../support/http";

/** Issue #34.1: TOTP two-factor sign-in through better-auth's plugin, codes computed here from the shared secret (RFC 6238, otplib). */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const PASSWORD = "password-of-someone";
const ADMIN_HEADERS = { "x-api-key": process.env.ADMIN_API_KEY ?? "test-admin-api-key" };

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.dispose());

/** The auth routes' answers read as JSON. */
class Browser extends AuthBrowser {
  async post(path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await this.send(path, body);
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
}

let counter = 0;
async function person(role: "ADMIN" | "SUBCONTRACTOR" = "ADMIN"): Promise<string> {
  counter += 1;
  const email = `two-factor-${counter}@example.com`;
  await createUser(database.db, { email, name: `Person ${counter}`, role, password: PASSWORD, ...(role === "SUBCONTRACTOR" ? { workingDays: ["MONDAY"] } : {}) });
  return email;
}

const secretOf = (totpURI: string) => new URL(totpURI).searchParams.get("secret")!;

async function signedIn(email: string): Promise<Browser> {
  const browser = new Browser();
  const answer = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return browser;
}

/** Enrols `email` from a signed-in browser: the secret and the backup codes, as the account page gets them. */
async function enrol(email: string): Promise<{ secret: string; backupCodes: string[]; browser: Browser }> {
  const browser = await signedIn(email);
  const started = await browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
  expect(started.status).toBe(200);
  const secret = secretOf(started.body.totpURI as string);
  const confirmed = await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret) });
  expect(confirmed.status).toBe(200);
  return { secret, backupCodes: started.body.backupCodes as string[], browser };
}

const signedInAs = async (browser: Browser) => call<{ data: { email: string } } & ErrorJson>(me as never, "/api/user", { cookie: browser.header });

async function passTime(ms: number): Promise<void> {
  await database.db.update(rateLimit).set({ lastRequest: sql`${rateLimit.lastRequest} - ${ms}` }).where(like(rateLimit.key, "%-failures:%"));
}

describe("enrolment", () => {
  it("gives a QR code's otpauth URI and ten backup codes once, and turns on only after a code checks", async () => {
    const email = await person();
    const browser = await signedIn(email);
    const started = await browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
    expect(started.status).toBe(200);
    expect(started.body.totpURI).toMatch(/^otpauth:\/\/totp\/Settle:.*\?.*secret=[A-Z2-7]+/);
    const codes = started.body.backupCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // Nothing readable at rest: better-auth encrypts the secret and the codes.
    const [stored] = await database.db.select().from(twoFactor).innerJoin(user, eq(user.id, twoFactor.userId)).where(eq(user.email, email));
    expect(stored!.two_factors.secret).not.toContain(secretOf(started.body.totpURI as string));
    expect(stored!.two_factors.backupCodes).not.toContain(codes[0]);
    expect(stored!.users.twoFactorEnabled).toBe(false);

    const wrong = await browser.post("/api/auth/two-factor/verify-totp", { code: "000000" === (await codeFor(secretOf(started.body.totpURI as string))) ? "111111" : "000000" });
    expect(wrong.status).toBe(401);
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]!.on).toBe(false);

    const right = await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secretOf(started.body.totpURI as string)) });
    expect(right.status).toBe(200);
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]!.on).toBe(true);
    // The session goes on (better-auth replaced it with one that knows).
    expect((await signedInAs(browser)).status).toBe(200);
  });

  it("refuses to start without the right password, and a code that is not six digits with the schema's words", async () => {
    const email = await person();
    const browser = await signedIn(email);
    expect((await browser.post("/api/auth/two-factor/enable", { password: "not-the-password" })).status).toBe(400);
    // No password at all: the documented schema's words, in the app's error shape.
    const withoutPassword = await browser.post("/api/auth/two-factor/enable", {});
    expect(withoutPassword.status).toBe(400);
    expect((withoutPassword.body as ErrorJson).error.issues).toEqual([{ path: "password", key: "enterPassword", message: "Enter your password." }]);
    const malformed = await browser.post("/api/auth/two-factor/verify-totp", { code: "12ab" });
    expect(malformed.status).toBe(400);
    expect((malformed.body as ErrorJson).error.message).toBe("Enter the 6-digit code from your authenticator app.");
  });
});

describe("signing in with two-factor", () => {
  it("asks for the code after the password: no session until a right code, then one", async () => {
    const email = await person();
    const { secret } = await enrol(email);
    const browser = new Browser();
    const first = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(browser.has(/session_token$/)).toBe(false);
    expect((await signedInAs(browser)).status).toBe(401);

    const code = await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) });
    expect(code.status).toBe(200);
    expect(browser.has(/session_token$/)).toBe(true);
    expect((await signedInAs(browser)).body.data.email).toBe(email);
  });

  it("a backup code works once", async () => {
    const email = await person();
    const { backupCodes } = await enrol(email);
    const first = new Browser();
    await first.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect((await first.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[3] })).status).toBe(200);
    expect((await signedInAs(first)).status).toBe(200);

    const second = new Browser();
    await second.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const again = await second.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[3] });
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("INVALID_BACKUP_CODE");
    expect((await second.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[4] })).status).toBe(200);
  });

  it("trusts the browser for 30 days when asked: its next sign-in skips the code, another browser's does not", async () => {
    const email = await person();
    const { secret } = await enrol(email);
    const browser = new Browser();
    await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const verified = await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1), trustDevice: true });
    expect(verified.status).toBe(200);
    expect(browser.has(/trust_device$/)).toBe(true);
    await browser.post("/api/auth/sign-out", {});
    const again = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await signedInAs(browser)).status).toBe(200);

    const other = new Browser();
    expect((await other.post("/api/auth/sign-in/email", { email, password: PASSWORD })).body.twoFactorRedirect).toBe(true);
  });

  it("locks the code step after 5 wrong codes like wrong passwords (429 with Retry-After), and a right code afterwards clears it", async () => {
    const email = await person();
    const { secret } = await enrol(email);
    const right = await codeFor(secret, 1);
    const wrongCode = right === "123456" ? "654321" : "123456";
    const statuses: number[] = [];
    // A new challenge each time: better-auth ends one after five wrong codes, the app's limit counts per person across them.
    for (let i = 0; i < 6; i++) {
      const browser = new Browser();
      await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
      statuses.push((await browser.post("/api/auth/two-factor/verify-totp", { code: wrongCode })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    const locked = statuses[5];
    expect(locked).toBe(429);

    const browser = new Browser();
    await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    const refused = await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) });
    // Even the right code waits: the step is locked, unchecked.
    expect(refused.status).toBe(429);
    expect((refused.body as ErrorJson).error.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
    await passTime(60_000);
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1) })).status).toBe(200);
    const [row] = await database.db.select().from(rateLimit).where(like(rateLimit.key, "two-factor-failures:user:%"));
    expect(row).toBeUndefined();
  });

  it("counts wrong backup codes on the same budget", async () => {
    const email = await person();
    await enrol(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new Browser();
      await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
      statuses.push((await browser.post("/api/auth/two-factor/verify-backup-code", { code: `wrong-${i}0000` })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    await passTime(60 * 60_000);
  });
});

describe("turning two-factor sign-in off", () => {
  it("needs the password and a current code; the password alone is refused", async () => {
    const email = await person();
    const { secret, browser } = await enrol(email);
    const noCode = await browser.post("/api/auth/two-factor/disable", { password: PASSWORD });
    expect(noCode.status).toBe(400);
    const wrongCode = await browser.post("/api/auth/two-factor/disable", { password: PASSWORD, code: (await codeFor(secret)) === "000000" ? "111111" : "000000" });
    expect(wrongCode.status).toBe(401);
    const wrongPassword = await browser.post("/api/auth/two-factor/disable", { password: "not-the-password", code: await codeFor(secret, 1) });
    expect(wrongPassword.status).toBe(400);
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]!.on).toBe(true);

    // The code above was right and is spent (RFC 6238 5.2); the next step's code comes 30 s on, here by forgetting the step used.
    await database.db.update(twoFactor).set({ lastUsedStep: null });
    const off = await browser.post("/api/auth/two-factor/disable", { password: PASSWORD, code: await codeFor(secret, 1) });
    expect(off.status).toBe(200);
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]!.on).toBe(false);
    const next = new Browser();
    expect((await next.post("/api/auth/sign-in/email", { email, password: PASSWORD })).body.twoFactorRedirect).toBeUndefined();
  });
});

describe("auth.requireTwoFactorFor", () => {
  const setRule = (value: unknown) =>
    call<ErrorJson>(saveConfiguration as never, `/api/configurations/${REQUIRE_TWO_FACTOR_KEY}`, { id: REQUIRE_TWO_FACTOR_KEY, body: { value }, headers: ADMIN_HEADERS, origin: null });

  it("accepts ADMIN or ALL only", async () => {
    const refused = await setRule("SOMETIMES");
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(englishText(REQUIRE_TWO_FACTOR_VALUE_MESSAGE));
  });

  it("with ADMIN: an admin without two-factor gets 403 TWO_FACTOR_REQUIRED from the API until enrolled; contractors are not asked", async () => {
    const admin = await person("ADMIN");
    const contractor = await person("SUBCONTRACTOR");
    expect((await setRule("ADMIN")).status).toBe(200);
    try {
      const browser = await signedIn(admin);
      const blocked = await signedInAs(browser);
      expect(blocked.status).toBe(403);
      expect(blocked.body.error).toEqual({ code: "TWO_FACTOR_REQUIRED", key: "setUpTwoFactor", message: englishText({ key: "setUpTwoFactor" }) });
      expect((await call<ErrorJson>(listSessions as never, "/api/user/sessions", { cookie: browser.header })).body.error.code).toBe("TWO_FACTOR_REQUIRED");
      // Enrolment and the session itself stay reachable.
      const session = await authGet(apiRequest("/api/auth/get-session", { cookie: browser.header }));
      expect(session.status).toBe(200);
      const started = await browser.post("/api/auth/two-factor/enable", { password: PASSWORD });
      expect(started.status).toBe(200);
      expect((await browser.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secretOf(started.body.totpURI as string)) })).status).toBe(200);
      expect((await signedInAs(browser)).status).toBe(200);

      expect((await signedInAs(await signedIn(contractor))).status).toBe(200);
    } finally {
      await database.db.execute(sql`delete from configurations where key = ${REQUIRE_TWO_FACTOR_KEY}`);
    }
  });

  it("with ALL: contractors too; the admin API key is not a person and is not asked", async () => {
    const contractor = await person("SUBCONTRACTOR");
    expect((await setRule("ALL")).status).toBe(200);
    try {
      expect((await signedInAs(await signedIn(contractor))).body.error.code).toBe("TWO_FACTOR_REQUIRED");
      expect((await call(me as never, "/api/user", { headers: ADMIN_HEADERS, origin: null })).status).not.toBe(403);
    } finally {
      await database.db.execute(sql`delete from configurations where key = ${REQUIRE_TWO_FACTOR_KEY}`);
    }
    expect((await signedInAs(await signedIn(contractor))).status).toBe(200);
  });
});

describe("recovering a person who lost the device (the CLI's two-factor-reset)", () => {
  it("removes the second factor and trusted browsers and ends their sessions; the password signs in again", async () => {
    const email = await person();
    const { secret, browser } = await enrol(email);
    const trusted = new Browser();
    await trusted.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    await trusted.post("/api/auth/two-factor/verify-totp", { code: await codeFor(secret, 1), trustDevice: true });

    const reset = await resetTwoFactor(database.db, email.toUpperCase());
    expect(reset).toEqual({ email, hadTwoFactor: true, passkeysRemoved: 0, sessionsEnded: 2 });
    expect((await signedInAs(browser)).status).toBe(401);
    const [owner] = await database.db.select({ id: user.id, on: user.twoFactorEnabled }).from(user).where(eq(user.email, email));
    expect(owner!.on).toBe(false);
    expect(await database.db.select().from(twoFactor).where(eq(twoFactor.userId, owner!.id))).toEqual([]);
    expect(await database.db.select().from(session).where(eq(session.userId, owner!.id))).toEqual([]);

    const again = await signedIn(email);
    expect((await signedInAs(again)).status).toBe(200);
    await expect(resetTwoFactor(database.db, "nobody@example.com")).rejects.toThrow("No person has the e-mail nobody@example.com.");
  });
});

describe("cross-site requests to the two-factor endpoints", () => {
  it("are refused before better-auth sees them", async () => {
    const email = await person();
    const browser = await signedIn(email);
    for (const path of ["/api/auth/two-factor/enable", "/api/auth/two-factor/verify-totp", "/api/auth/two-factor/verify-backup-code", "/api/auth/two-factor/disable"]) {
      const response = await authPost(apiRequest(path, { body: { password: PASSWORD, code: "123456" }, cookie: browser.header, origin: "https://evil.example" }));
      expect(response.status, path).toBe(403);
    }
    expect((await database.db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.email, email)))[0]!.on).toBe(false);
    // Endpoints of the plugin the app does not use stay closed.
    expect((await authPost(apiRequest("/api/auth/two-factor/generate-backup-codes", { body: { password: PASSWORD }, cookie: browser.header }))).status).toBe(404);
  });
});
