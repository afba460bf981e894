import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getUser } from "@/app/api/user/route";
import { requireCron } from "@/server/auth/actor";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie, signIn } from "../support/auth";
import { createTestDatabase } from "../support/database";
import { apiRequest, cookieFrom, freshIp } from "../support/http";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await createUser(database.db, { email: "admin@example.com", name: "Ada Admin", role: "ADMIN", password: "correct-horse-1" });
  await createUser(database.db, {
    email: "Carl@Example.com",
    name: "Carl Contractor",
    role: "SUBCONTRACTOR",
    password: "correct-horse-2",
    workingDays: ["MONDAY", "TUESDAY"],
    contractorStatus: "INVITED",
  });
});

afterAll(async () => {
  await database.dispose();
});

describe("sign-in", () => {
  it("signs in with the right password and returns the role", async () => {
    const response = await signIn("admin@example.com", "correct-horse-1");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { user: { email: string; role: string } };
    expect(body.user).toMatchObject({ email: "admin@example.com", role: "ADMIN" });
    expect(cookieFrom(response)).toMatch(/session_token=/);
  });

  it("refuses a wrong password with 401 and no session", async () => {
    const response = await signIn("admin@example.com", "wrong-password-1");
    expect(response.status).toBe(401);
    expect(cookieFrom(response)).not.toMatch(/session_token=[^;]+/);
  });

  it("rate limits repeated failed sign-in attempts for one e-mail, from any address", async () => {
    const statuses: number[] = [];
    // A new address per attempt, as a client rotating X-Forwarded-For would claim.
    for (let i = 0; i < 7; i++) statuses.push((await signIn("nobody@example.com", "wrong-password-1", freshIp())).status);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it("marks an invited contractor REGISTERED at the first sign-in", async () => {
    const cookie = await sessionCookie("carl@example.com", "correct-horse-2");
    const response = await getUser(apiRequest("/api/user", { cookie }), undefined);
    const body = (await response.json()) as { data: { role: string; contractor: { status: string; workingDays: string[] } } };
    expect(body.data.role).toBe("SUBCONTRACTOR");
    expect(body.data.contractor).toMatchObject({ status: "REGISTERED", workingDays: ["MONDAY", "TUESDAY"] });
  });
});

describe("requireActor through GET /api/user", () => {
  it("answers 401 in the error shape when signed out", async () => {
    const response = await getUser(apiRequest("/api/user"), undefined);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", key: "signInNeeded", message: "You need to sign in." } });
  });

  it("accepts the admin API key as a service principal", async () => {
    const response = await getUser(apiRequest("/api/user", { headers: { "x-api-key": "test-admin-api-key" } }), undefined);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { role: string } }).data.role).toBe("SERVICE_PRINCIPAL");
  });

  it("refuses a wrong API key", async () => {
    const response = await getUser(apiRequest("/api/user", { headers: { "x-api-key": "nope" } }), undefined);
    expect(response.status).toBe(401);
  });

  it("refuses a forged session cookie", async () => {
    const response = await getUser(apiRequest("/api/user", { cookie: "better-auth.session_token=forged.value" }), undefined);
    expect(response.status).toBe(401);
  });
});

describe("the cron secret", () => {
  const cronRequest = (authorization?: string) =>
    apiRequest("/api/cron/advance-periods", { method: "POST", headers: authorization ? { authorization } : {} });

  it("opens the cron endpoints with Authorization: Bearer <secret>", () => {
    expect(() => requireCron(cronRequest("Bearer test-cron-secret"))).not.toThrow();
  });

  it.each([undefined, "Bearer wrong", "test-cron-secret", "Basic test-cron-secret", "Bearer test-admin-api-key"])(
    "refuses %s",
    (authorization) => {
      expect(() => requireCron(cronRequest(authorization))).toThrow("Invalid cron secret.");
    },
  );

  it("opens nothing else: the cron secret is not a session or an API key", async () => {
    const response = await getUser(apiRequest("/api/user", { headers: { authorization: "Bearer test-cron-secret" } }), undefined);
    expect(response.status).toBe(401);
  });
});
