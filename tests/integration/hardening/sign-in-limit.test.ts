import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { user } from "@/server/db/schema";
import { createUser } from "@/server/services/users/create-user";
import { signIn } from "../../support/auth";
import { createTestDatabase } from "../../support/database";
import { apiRequest, freshIp } from "../../support/http";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
type Person = { email: string; password: string };
const PEOPLE: [Person, Person, ...Person[]] = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"].map((name) => ({ email: `${name}@example.com`, password: `password-of-${name}` })) as [Person, Person, ...Person[]];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const person of PEOPLE) await createUser(database.db, { email: person.email, name: person.email, role: "ADMIN", password: person.password });
  await createUser(database.db, { email: "gone@example.com", name: "Gone", role: "ADMIN", password: "password-of-gone" });
  await database.db.update(user).set({ active: false }).where(eq(user.email, "gone@example.com"));
  await createUser(database.db, { email: "target@example.com", name: "Target", role: "ADMIN", password: "password-of-target" });
});

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

  it("locks one e-mail after five failures from many addresses, and only that e-mail", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn("target@example.com", "wrong-password-1", freshIp())).status).toBe(401);
    expect((await signIn("target@example.com", "password-of-target", freshIp())).status).toBe(429);
    expect((await signIn(PEOPLE[1].email, PEOPLE[1].password, freshIp())).status).toBe(200);
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
