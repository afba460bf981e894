import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/user/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { POST as endContractorSessions } from "@/app/api/contractors/[id]/end-sessions/route";
import { DELETE as endSession } from "@/app/api/user/sessions/[id]/route";
import { POST as endOthers } from "@/app/api/user/sessions/end-others/route";
import { GET as listSessions } from "@/app/api/user/sessions/route";
import { type EndedSessions, type SessionView } from "@/lib/schemas/sessions";
import { DEMO_ADMIN, DEMO_CONTRACTORS } from "@/server/seed/demo-data";
import { apiRequest, call, cookieFrom, freshIp, type ErrorJson } from "../../support/http";
import { ADMIN_API_KEY_HEADERS, demoEmail, seedDemoDatabase, type SeededDemo } from "../../support/seeded";
import { englishText } from "@/lib/errors";

/** Issue #34.5: a person sees their own sessions and ends any or all others; an admin signs a contractor out everywhere. */
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const amara = DEMO_CONTRACTORS.find((contractor) => contractor.key === "amara")!;

let demo: SeededDemo;
beforeAll(async () => {
  demo = await seedDemoDatabase();
}, 120_000);
afterAll(async () => demo.database.dispose());

async function signInWith(userAgent: string, email = amara.email, password = amara.password): Promise<{ cookie: string; ip: string }> {
  const ip = freshIp();
  const response = await authPost(apiRequest("/api/auth/sign-in/email", { body: { email, password }, ip, headers: { "user-agent": userAgent } }));
  expect(response.status).toBe(200);
  return { cookie: cookieFrom(response), ip };
}

const list = (cookie: string) => call<{ data: SessionView[] }>(listSessions as never, "/api/user/sessions", { cookie });
const signedIn = async (cookie: string) => (await call(me as never, "/api/user", { cookie })).status === 200;

describe("a person's own sessions", () => {
  it("lists only the caller's sessions, the browser and address of each, the current one marked", async () => {
    const laptop = await signInWith(FIREFOX_LINUX);
    const phone = await signInWith(SAFARI_IPHONE);
    const lukas = await signInWith(FIREFOX_LINUX, demoEmail("lukas"), DEMO_CONTRACTORS.find((c) => c.key === "lukas")!.password);
    const { status, body } = await list(laptop.cookie);
    expect(status).toBe(200);
    const mine = body.data;
    expect(mine.map((s) => s.browser).sort()).toEqual(["Firefox on Linux", "Safari on iOS"]);
    expect(mine.filter((s) => s.current)).toHaveLength(1);
    expect(mine.find((s) => s.current)!.browser).toBe("Firefox on Linux");
    expect(mine.find((s) => s.current)!.ipAddress).toBe(laptop.ip);
    expect(mine.find((s) => !s.current)!.ipAddress).toBe(phone.ip);
    for (const s of mine) {
      expect(s.lastActiveAt >= s.createdAt).toBe(true);
      expect(s.expiresAt > s.lastActiveAt).toBe(true);
    }
    expect((await list(lukas.cookie)).body.data).toHaveLength(1);
  });

  it("ends another of one's sessions: its next request is unauthenticated; the current one and someone else's are refused", async () => {
    const laptop = await signInWith(FIREFOX_LINUX);
    const phone = await signInWith(SAFARI_IPHONE);
    const sessions = (await list(laptop.cookie)).body.data;
    const phoneSession = sessions.find((s) => s.browser === "Safari on iOS" && !s.current)!;
    const current = sessions.find((s) => s.current)!;

    const refusedCurrent = await call<ErrorJson>(endSession as never, `/api/user/sessions/${current.id}`, { method: "DELETE", cookie: laptop.cookie, id: current.id });
    expect(refusedCurrent.status).toBe(409);
    expect(refusedCurrent.body.error.message).toBe(englishText({ key: "sessionUsingSignOut" }));

    const lukas = await signInWith(FIREFOX_LINUX, demoEmail("lukas"), DEMO_CONTRACTORS.find((c) => c.key === "lukas")!.password);
    const notHis = await call<ErrorJson>(endSession as never, `/api/user/sessions/${phoneSession.id}`, { method: "DELETE", cookie: lukas.cookie, id: phoneSession.id });
    expect(notHis.status).toBe(404);
    expect(await signedIn(phone.cookie)).toBe(true);

    const ended = await call<{ data: EndedSessions }>(endSession as never, `/api/user/sessions/${phoneSession.id}`, { method: "DELETE", cookie: laptop.cookie, id: phoneSession.id });
    expect(ended).toEqual({ status: 200, body: { data: { ended: 1 } } });
    expect(await signedIn(phone.cookie)).toBe(false);
    expect(await signedIn(laptop.cookie)).toBe(true);
    expect((await list(laptop.cookie)).body.data.map((s) => s.id)).not.toContain(phoneSession.id);

    const again = await call<ErrorJson>(endSession as never, `/api/user/sessions/${phoneSession.id}`, { method: "DELETE", cookie: laptop.cookie, id: phoneSession.id });
    expect(again.status).toBe(404);
  });

  it("ends all other sessions and keeps the current one", async () => {
    const keep = await signInWith(FIREFOX_LINUX);
    const others = [await signInWith(SAFARI_IPHONE), await signInWith(SAFARI_IPHONE)];
    const before = (await list(keep.cookie)).body.data.length;
    expect(before).toBeGreaterThanOrEqual(3);
    const ended = await call<{ data: EndedSessions }>(endOthers as never, "/api/user/sessions/end-others", { method: "POST", cookie: keep.cookie });
    expect(ended).toEqual({ status: 200, body: { data: { ended: before - 1 } } });
    for (const other of others) expect(await signedIn(other.cookie)).toBe(false);
    expect(await signedIn(keep.cookie)).toBe(true);
    expect((await list(keep.cookie)).body.data).toEqual([expect.objectContaining({ current: true, browser: "Firefox on Linux" })]);
  });

  it("refuses the API key (a service principal has no sessions), an anonymous caller and a write from another site", async () => {
    expect((await call<ErrorJson>(listSessions as never, "/api/user/sessions", { headers: ADMIN_API_KEY_HEADERS })).status).toBe(403);
    expect((await call<ErrorJson>(listSessions as never, "/api/user/sessions")).status).toBe(401);
    const laptop = await signInWith(FIREFOX_LINUX);
    const crossSite = await call<ErrorJson>(endOthers as never, "/api/user/sessions/end-others", { method: "POST", cookie: laptop.cookie, origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect((await list(laptop.cookie)).body.data.length).toBeGreaterThanOrEqual(1);
  });
});

describe("an administrator ends a contractor's sessions", () => {
  it("signs the contractor out everywhere without deactivating them; they can sign in again", async () => {
    const devices = [await signInWith(FIREFOX_LINUX), await signInWith(SAFARI_IPHONE)];
    const admin = await signInWith(FIREFOX_LINUX, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const contractorId = await demo.contractorId(amara.email);
    const ended = await call<{ data: EndedSessions }>(endContractorSessions as never, `/api/contractors/${contractorId}/end-sessions`, { method: "POST", cookie: admin.cookie, id: contractorId });
    expect(ended.status).toBe(200);
    expect(ended.body.data.ended).toBeGreaterThanOrEqual(2);
    for (const device of devices) expect(await signedIn(device.cookie)).toBe(false);
    expect(await signedIn(admin.cookie)).toBe(true);
    const back = await signInWith(FIREFOX_LINUX);
    expect(await signedIn(back.cookie)).toBe(true);
  });

  it("is refused to a contractor (403) and names an unknown contractor (404)", async () => {
    const self = await signInWith(FIREFOX_LINUX);
    const contractorId = await demo.contractorId(amara.email);
    expect((await call<ErrorJson>(endContractorSessions as never, `/api/contractors/${contractorId}/end-sessions`, { method: "POST", cookie: self.cookie, id: contractorId })).status).toBe(403);
    expect(await signedIn(self.cookie)).toBe(true);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await call<ErrorJson>(endContractorSessions as never, `/api/contractors/${unknown}/end-sessions`, { method: "POST", headers: ADMIN_API_KEY_HEADERS, id: unknown });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Contractor not found.");
  });
});
