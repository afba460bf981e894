import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as acceptInvitation } from "@/app/api/invitations/accept/route";
import { contractors, invitations, rateLimit, user } from "@/server/db/schema";
import { INVITATION_VALIDITY_MS, newInvitationToken } from "@/server/services/invitations/invitation-token";
import { claim, emailKey } from "@/server/auth/sign-in-limit";
import { createUser } from "@/server/services/users/create-user";
import { signIn } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { apiRequest, cookieFrom, freshIp } from "../../support/http";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Person = { email: string; password: string };
const PEOPLE: [Person, Person, ...Person[]] = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"].map((name) => ({ email: `${name}@example.com`, password: `password-of-${name}` })) as [Person, Person, ...Person[]];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const person of PEOPLE) await createUser(database.db, { email: person.email, name: person.email, role: "ADMIN", password: person.password });
  await createUser(database.db, { email: "gone@example.com", name: "Gone", role: "ADMIN", password: "password-of-gone" });
  await database.db.update(user).set({ active: false }).where(eq(user.email, "gone@example.com"));
  await createUser(database.db, { email: "target@example.com", name: "Target", role: "ADMIN", password: "password-of-target" });
  for (const name of ["owner", "grower", "shape", "racer", "colleague", "newcomer"]) {
    await createUser(database.db, { email: `${name}@example.com`, name, role: "SUBCONTRACTOR", password: `password-of-${name}`, workingDays: ["MONDAY"] });
  }
});

/** A sign-in attempt from a browser: its address and the cookies it holds. */
function attempt(email: string, password: string, from: { ip?: string; cookie?: string } = {}): Promise<Response> {
  return authPost(apiRequest("/api/auth/sign-in/email", { body: { email, password }, ip: from.ip ?? freshIp(), ...(from.cookie ? { cookie: from.cookie } : {}) }));
}

/** Time passes for the throttle: every failure it remembers moves `ms` into the past. */
async function passTime(ms: number): Promise<void> {
  await database.db.update(rateLimit).set({ lastRequest: sql`${rateLimit.lastRequest} - ${ms}` }).where(like(rateLimit.key, "sign-in%"));
}

const retryAfter = (response: Response) => Number(response.headers.get("retry-after"));

/** Wrong guesses at `email`, each after the wait of the one before, until `failures` were checked. */
async function failUntil(email: string, failures: number): Promise<void> {
  const [row] = await database.db.select({ count: rateLimit.count }).from(rateLimit).where(eq(rateLimit.key, emailKey(email)));
  for (let checked = row?.count ?? 0; checked < failures; ) {
    const answer = await attempt(email, "wrong-password-1");
    if (answer.status === 429) await passTime(retryAfter(answer) * 1000);
    else checked += 1;
  }
}

/** An invitation link's token for a contractor (the e-mail's link, without the e-mail). */
async function invitationToken(email: string): Promise<string> {
  const [row] = await database.db.select({ id: contractors.id }).from(contractors).innerJoin(user, eq(user.id, contractors.userId)).where(eq(user.email, email));
  const { token, tokenHash } = newInvitationToken();
  await database.db.insert(invitations).values({ contractorId: row!.id, tokenHash, expiresAt: new Date(Date.now() + INVITATION_VALIDITY_MS).toISOString() });
  return token;
}

afterAll(async () => {
  await database.dispose();
});

describe("the sign-in limit", () => {
  it("does not count successful sign-ins: seven people behind one address all get in", async () => {
    const office = freshIp();
    for (const person of PEOPLE) expect((await signIn(person.email, person.password, office)).status).toBe(200);
  });

  it("counts failures per address whatever X-Forwarded-For claims, across e-mails", async () => {
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const request = apiRequest("/api/auth/sign-in/email", {
        body: { email: `guess-${i}@example.com`, password: "wrong-password-1" },
        ip: attacker,
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      statuses.push((await authPost(request)).status);
    }
    // The address allows four times the per-e-mail limit (an office mistyping), then stops.
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
    // Someone else, from elsewhere, is not affected.
    expect((await signIn(PEOPLE[0].email, PEOPLE[0].password, freshIp())).status).toBe(200);
  });

  it("throttles one e-mail after five failures from many addresses, for a browser it has not seen, and only that e-mail", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("target@example.com", "wrong-password-1", freshIp())).status).toBe(401);
    expect((await signIn("target@example.com", "password-of-target", freshIp())).status).toBe(429);
    expect((await signIn(PEOPLE[1].email, PEOPLE[1].password, freshIp())).status).toBe(200);
  });

  it("lets the owner in with the right password from a browser that signed in before, while an attacker keeps guessing", async () => {
    const browser = cookieFrom(await attempt("owner@example.com", "password-of-owner"));
    expect(browser).toMatch(/settle_known_device=/);
    // The attacker waits out each wait and guesses again, a dozen guesses checked.
    await failUntil("owner@example.com", 12);
    // The attacker's own browser with the right password is refused while the account is throttled...
    expect((await attempt("owner@example.com", "password-of-owner")).status).toBe(429);
    // ...the owner's is not, from a new address too.
    expect((await attempt("owner@example.com", "password-of-owner", { cookie: browser })).status).toBe(200);
    // A known browser is not a free pass for guesses: it has its own budget.
    const guesses: number[] = [];
    for (let i = 0; i < 7; i++) guesses.push((await attempt("owner@example.com", "wrong-password-1", { cookie: browser })).status);
    expect(guesses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Another account's known browser does not open this one.
    const other = cookieFrom(await attempt(PEOPLE[0].email, PEOPLE[0].password));
    expect((await attempt("owner@example.com", "password-of-owner", { cookie: other })).status).toBe(429);
  });

  it("makes each further guess wait longer: 5, 10, 20, 40 s, capped at 15 minutes; a refused guess does not renew the wait", async () => {
    for (let i = 0; i < 5; i++) expect((await attempt("grower@example.com", "wrong-password-1")).status).toBe(401);
    for (const expected of [5, 10, 20, 40]) {
      // The answer counts down from the failure; this machine may take a while between the two.
      const failedAt = Date.now();
      const refused = await attempt("grower@example.com", "wrong-password-1");
      const elapsed = Math.ceil((Date.now() - failedAt) / 1000);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBeLessThanOrEqual(expected);
      expect(retryAfter(refused)).toBeGreaterThanOrEqual(expected - elapsed);
      // Hammering while refused changes nothing.
      expect(retryAfter(await attempt("grower@example.com", "wrong-password-1"))).toBeLessThanOrEqual(retryAfter(refused));
      await passTime(expected * 1000);
      expect((await attempt("grower@example.com", "wrong-password-1")).status).toBe(401);
    }
    await failUntil("grower@example.com", 30);
    expect(retryAfter(await attempt("grower@example.com", "wrong-password-1"))).toBeGreaterThan(15 * 60 - 60);
    expect(retryAfter(await attempt("grower@example.com", "wrong-password-1"))).toBeLessThanOrEqual(15 * 60);
    // Forgotten an hour after the last guess.
    await passTime(60 * 60_000);
    expect((await attempt("grower@example.com", "password-of-grower")).status).toBe(200);
  });

  it("answers a refused guess with 429, Retry-After in seconds and the error shape, without checking the password", async () => {
    // Seven failures: the next guess waits 20 s, far longer than this test takes.
    await failUntil("shape@example.com", 7);
    const refused = await attempt("shape@example.com", "password-of-shape");
    expect(refused.status).toBe(429);
    const seconds = refused.headers.get("retry-after") ?? "";
    expect(seconds).toMatch(/^\d+$/);
    expect(Number(seconds)).toBeGreaterThan(10);
    expect(Number(seconds)).toBeLessThanOrEqual(20);
    expect(await refused.json()).toEqual({
      error: { code: "RATE_LIMITED", key: "tooManySignInAttemptsSeconds", values: { seconds: Number(seconds) }, message: `Too many failed sign-in attempts. Try again in ${seconds} seconds.` },
    });
    expect(cookieFrom(refused)).not.toMatch(/session_token=[^;]+/);
  });

  it("counts guesses sent at once: no more than the free five are checked", async () => {
    const answers = await Promise.all(Array.from({ length: 15 }, () => attempt("racer@example.com", "wrong-password-1")));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
  });

  it("does not refuse an attempt inside the free budget because one stamped later was counted first", async () => {
    // Requests read the clock when they start and commit in any order: three browsers sending one
    // code at once were refused with 429 when the latest of them was counted before the others.
    const budgets = [{ key: "two-factor-failures:user:clock-order", free: 5 }];
    expect(await claim(database.db, budgets, 1_000_000)).toBe(true);
    expect(await claim(database.db, budgets, 999_990)).toBe(true);
    const [row] = await database.db.select().from(rateLimit).where(eq(rateLimit.key, "two-factor-failures:user:clock-order"));
    expect(row).toMatchObject({ count: 2, lastRequest: 1_000_000 });
  });

  it("does not refuse an office behind one address its right passwords: a known browser, or one that followed an invitation link", async () => {
    const office = freshIp();
    const colleague = cookieFrom(await attempt("colleague@example.com", "password-of-colleague", { ip: office }));
    // Someone in the office sprays guesses at many e-mails until the address is throttled.
    for (let i = 0; i < 25; i++) await attempt(`spray-${i}@example.com`, "wrong-password-1", { ip: office });
    expect((await attempt(PEOPLE[1].email, PEOPLE[1].password, { ip: office })).status).toBe(429);
    expect((await attempt("colleague@example.com", "password-of-colleague", { ip: office, cookie: colleague })).status).toBe(200);
    // A newcomer sets a password through their invitation link, and that browser may sign in.
    const accepted = await acceptInvitation(apiRequest("/api/invitations/accept", { body: { token: await invitationToken("newcomer@example.com"), password: "a-new-password-1" }, ip: office }), undefined);
    expect(accepted.status).toBe(200);
    const invited = cookieFrom(accepted);
    expect(invited).toMatch(/settle_known_device=/);
    // The sign-in the accept makes is held up no more than the sign-in page's would be: on the known browser's own budget.
    expect(invited).toMatch(/session_token=[^;]+/);
    expect((await attempt("newcomer@example.com", "a-new-password-1", { ip: office, cookie: invited })).status).toBe(200);
  });

  it("answers a deactivated account's right password exactly as a wrong password", async () => {
    const right = await signIn("gone@example.com", "password-of-gone");
    const wrong = await signIn("gone@example.com", "wrong-password-1");
    expect(right.status).toBe(401);
    expect(wrong.status).toBe(401);
    const [rightBody, wrongBody] = [await right.json(), await wrong.json()];
    expect(rightBody).toEqual(wrongBody);
    const unknown = await signIn("no-one-at-all@example.com", "wrong-password-1");
    expect(await unknown.json()).toEqual(wrongBody);
    expect(right.headers.getSetCookie().join(";")).not.toMatch(/session_token=[^;]+/);
  });

  it("refuses better-auth's own profile endpoints: profile changes go through PUT /api/user", async () => {
    for (const path of ["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user", "/api/auth/list-sessions"]) {
      const response = await authPost(apiRequest(path, { body: { name: "x".repeat(60_000) } }));
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
    }
  });

  it("answers 400, not 500, to a sign-in body with control characters or the wrong shape", async () => {
    expect((await signIn("nul\u0000@example.com", "wrong-password-1")).status).toBe(400);
    expect((await authPost(apiRequest("/api/auth/sign-in/email", { body: { email: 5 } }))).status).toBe(400);
  });
});
