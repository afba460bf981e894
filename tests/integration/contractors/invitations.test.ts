import { desc, eq } from "drizzle-orm";
import { sentText } from "@/tests/support/sent-mail";
import { describe, expect, it } from "vitest";
import { POST as sendInvitation } from "@/app/api/contractors/[id]/send-invitation/route";
import { POST as createContractor } from "@/app/api/contractors/route";
import { POST as accept } from "@/app/api/invitations/accept/route";
import { GET as getUser } from "@/app/api/user/route";
import type { Contractor } from "@/lib/schemas/contractors";
import { INVITATION_MESSAGES } from "@/lib/schemas/invitations";
import { REQUIRE_TWO_FACTOR_KEY } from "@/lib/schemas/two-factor";
import * as t from "@/server/db/schema";
import { sessionCookie, signIn } from "../../support/auth";
import { apiRequest, cookieFrom } from "../../support/http";
import { call, contractorIdByEmail, expectIssue, seededDatabase, type ErrorBody } from "../clients/admin-api";
import { fileFixture } from "../../support/file-fixture";
import { englishText } from "@/lib/errors";

const seeded = fileFixture(seededDatabase);

async function invite(name: string, email: string): Promise<Contractor> {
  return (await call<{ data: Contractor }>(createContractor, "/api/contractors", { method: "POST", body: { name, email }, ...seeded.callers.admin })).body.data;
}

/** The token of the latest invitation e-mail to `email`, read from the outbox like a mail client would. */
async function latestToken(email: string): Promise<string> {
  const [mail] = await seeded.db
    .select()
    .from(t.mailOutbox)
    .where(eq(t.mailOutbox.toAddress, email))
    .orderBy(desc(t.mailOutbox.createdAt), desc(t.mailOutbox.id))
    .limit(1);
  return /\/invite\/([A-Za-z0-9_-]+)/.exec(sentText(mail!))![1]!;
}

const resend = (id: string, caller: { cookie?: string; headers?: Record<string, string> } = seeded.callers.admin) =>
  call<{ data: { contractorId: string; email: string; sentAt: string; expiresAt: string } }>(sendInvitation, "/api/contractors/x/send-invitation", {
    method: "POST",
    ...caller,
    params: { id },
  });
/** The accept answer itself, for its cookies; from the app's own page unless `origin` says otherwise. */
const acceptRaw = (body: unknown, origin?: string | null) => accept(apiRequest("/api/invitations/accept", { body, origin }), undefined);
const acceptWith = (body: unknown) => call<ErrorBody & { data: { email: string } }>(accept, "/api/invitations/accept", { method: "POST", body });
const accountsOf = async (email: string) => {
  const [user] = await seeded.db.select().from(t.user).where(eq(t.user.email, email));
  return seeded.db.select().from(t.account).where(eq(t.account.userId, user!.id));
};

describe("POST /api/contractors/{id}/send-invitation", () => {
  it("sends a new link and revokes the previous one", async () => {
    const contractor = await invite("Rene Roth", "rene@example.com");
    const first = await latestToken("rene@example.com");
    const result = await resend(contractor.id);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ contractorId: contractor.id, email: "rene@example.com" });
    expect(Date.parse(result.body.data.expiresAt) - Date.parse(result.body.data.sentAt)).toBe(7 * 24 * 3600_000);
    const second = await latestToken("rene@example.com");
    expect(second).not.toBe(first);
    const invitations = await seeded.db.select().from(t.invitations).where(eq(t.invitations.contractorId, contractor.id));
    expect(invitations.filter((i) => i.revokedAt === null)).toHaveLength(1);
    const revoked = await acceptWith({ token: first, password: "a-good-password" });
    expect(revoked.status).toBe(400);
    expect(revoked.body.error.message).toBe(englishText(INVITATION_MESSAGES.revoked));
    expect(await accountsOf("rene@example.com")).toEqual([]);
    expect((await acceptWith({ token: second, password: "a-good-password" })).status).toBe(200);
  });

  it("refuses a registered contractor and a deactivated one, sending nothing", async () => {
    const amara = await contractorIdByEmail(seeded.db, "amara@settle.local");
    const mails = (await seeded.db.select().from(t.mailOutbox)).length;
    const registered = await resend(amara);
    expect(registered.status).toBe(409);
    expect((registered.body as unknown as ErrorBody).error.message).toBe("This contractor has already registered; they sign in with their password.");
    const inactive = await invite("Ina Active", "ina@example.com");
    const [row] = await seeded.db.select().from(t.contractors).where(eq(t.contractors.id, inactive.id));
    await seeded.db.update(t.user).set({ active: false }).where(eq(t.user.id, row!.userId));
    const refused = await resend(inactive.id);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.message).toBe("This contractor is deactivated; reactivate them before sending an invitation.");
    expect((await seeded.db.select().from(t.mailOutbox)).length).toBe(mails + 1);
  });

  it("refuses contractors (403), the anonymous (401), unknown ids (404); the API key may send", async () => {
    const contractor = await invite("Role Matrix", "matrix@example.com");
    expect((await resend(contractor.id, seeded.callers.contractor)).status).toBe(403);
    expect((await resend(contractor.id, {})).status).toBe(401);
    expect((await resend("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await seeded.db.select().from(t.invitations).where(eq(t.invitations.contractorId, contractor.id))).toHaveLength(1);
    expect((await resend(contractor.id, seeded.callers.apiKey)).status).toBe(200);
  });
});

describe("POST /api/invitations/accept", () => {
  it("sets the password and signs the person in at once: the answer's session cookie opens GET /api/user, the contractor is REGISTERED", async () => {
    const contractor = await invite("Sam Seed", "sam@example.com");
    const token = await latestToken("sam@example.com");
    expect((await signIn("sam@example.com", "sam-password-1")).status).not.toBe(200);
    const answer = await acceptRaw({ token, password: "sam-password-1" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { email: "sam@example.com", signedIn: true } });
    const [account] = await accountsOf("sam@example.com");
    expect(account).toMatchObject({ providerId: "credential" });
    expect(account!.password).not.toContain("sam-password-1");
    const cookie = cookieFrom(answer);
    expect(cookie).toMatch(/session_token=[^;]+/);
    expect(cookie).toMatch(/settle_known_device=/);
    const me = await getUser(apiRequest("/api/user", { cookie }), undefined);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { data: { email: string; contractor: { status: string } } }).data).toMatchObject({
      email: "sam@example.com",
      contractor: { status: "REGISTERED" },
    });
    const [row] = await seeded.db.select().from(t.contractors).where(eq(t.contractors.id, contractor.id));
    expect(row!.status).toBe("REGISTERED");
    // The password works at the sign-in page too.
    expect((await sessionCookie("sam@example.com", "sam-password-1")).length).toBeGreaterThan(0);
  });

  it("uses a link once: a second accept is refused and signs nobody in", async () => {
    await invite("Once Only", "once@example.com");
    const token = await latestToken("once@example.com");
    const first = await acceptRaw({ token, password: "first-password" });
    expect(first.status).toBe(200);
    const again = await acceptRaw({ token, password: "second-password" });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).error.message).toBe(englishText(INVITATION_MESSAGES.used));
    expect(cookieFrom(again)).not.toMatch(/session_token=/);
    expect((await getUser(apiRequest("/api/user", { cookie: cookieFrom(first) }), undefined)).status).toBe(200);
    expect((await signIn("once@example.com", "first-password")).status).toBe(200);
    expect((await signIn("once@example.com", "second-password")).status).toBe(401);
  });

  it("only sets the password when sent from no page of the app (a script, another site): no session", async () => {
    await invite("Script Sid", "sid@example.com");
    const token = await latestToken("sid@example.com");
    for (const origin of [null, "https://elsewhere.example"]) {
      const refused = await acceptRaw({ token: "x".repeat(43), password: "whatever-password" }, origin);
      expect(refused.status).toBe(400);
    }
    const answer = await acceptRaw({ token, password: "sid-password-1" }, null);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { email: "sid@example.com", signedIn: false } });
    expect(cookieFrom(answer)).not.toMatch(/session_token=/);
    expect(cookieFrom(answer)).toMatch(/settle_known_device=/);
    expect((await signIn("sid@example.com", "sid-password-1")).status).toBe(200);
  });

  it("sends a person who must enrol in two-factor sign-in to enrol, as a sign-in does (auth.requireTwoFactorFor)", async () => {
    await invite("Tfa Tom", "tom@example.com");
    const token = await latestToken("tom@example.com");
    await seeded.db.insert(t.configurations).values({ key: REQUIRE_TWO_FACTOR_KEY, value: "ALL" });
    try {
      const answer = await acceptRaw({ token, password: "tom-password-1" });
      expect(await answer.json()).toEqual({ data: { email: "tom@example.com", signedIn: true } });
      const me = await getUser(apiRequest("/api/user", { cookie: cookieFrom(answer) }), undefined);
      expect(me.status).toBe(403);
      expect(((await me.json()) as ErrorBody).error.code).toBe("TWO_FACTOR_REQUIRED");
    } finally {
      await seeded.db.delete(t.configurations).where(eq(t.configurations.key, REQUIRE_TWO_FACTOR_KEY));
    }
  });

  it("refuses an expired link and changes nothing", async () => {
    const contractor = await invite("Late Larry", "late@example.com");
    const token = await latestToken("late@example.com");
    await seeded.db.update(t.invitations).set({ expiresAt: "2020-01-01T00:00:00Z" }).where(eq(t.invitations.contractorId, contractor.id));
    const result = await acceptWith({ token, password: "late-password" });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(englishText(INVITATION_MESSAGES.expired));
    expect(await accountsOf("late@example.com")).toEqual([]);
    const [invitation] = await seeded.db.select().from(t.invitations).where(eq(t.invitations.contractorId, contractor.id));
    expect(invitation!.usedAt).toBeNull();
  });

  it("refuses an unknown token", async () => {
    const result = await acceptWith({ token: "x".repeat(43), password: "whatever-password" });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toBe(englishText(INVITATION_MESSAGES.unknown));
  });

  it("refuses a deactivated person's link", async () => {
    const contractor = await invite("Gone Gina", "gina@example.com");
    const token = await latestToken("gina@example.com");
    const [row] = await seeded.db.select().from(t.contractors).where(eq(t.contractors.id, contractor.id));
    await seeded.db.update(t.user).set({ active: false }).where(eq(t.user.id, row!.userId));
    const result = await acceptWith({ token, password: "gina-password" });
    expect(result.body.error.message).toBe(englishText(INVITATION_MESSAGES.deactivated));
    expect(await accountsOf("gina@example.com")).toEqual([]);
  });

  it.each([
    [{ password: "long-enough-1" }, "token"],
    [{ token: "abc" }, "password"],
    [{ token: "abc", password: "short" }, "password"],
    [{ token: "abc", password: "x".repeat(129) }, "password"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    expectIssue(await acceptWith(body), path);
  });

  it("keeps the link usable after a refused (too short) password", async () => {
    await invite("Retry Rita", "rita@example.com");
    const token = await latestToken("rita@example.com");
    expectIssue(await acceptWith({ token, password: "short" }), "password");
    expect(await accountsOf("rita@example.com")).toEqual([]);
    expect((await acceptWith({ token, password: "long-enough-now" })).status).toBe(200);
  });
});
