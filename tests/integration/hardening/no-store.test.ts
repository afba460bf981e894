import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "@/server/db/schema";
import { ADMIN_API_KEY_HEADERS, createResilienceFixture, type ResilienceFixture } from "../../support/factories/resilience";
import { apiRequest, type RequestOptions } from "../../support/http";
import { dispatchToRoutes } from "../../support/route-dispatch";

let f: ResilienceFixture;
let mailId: string;

beforeAll(async () => {
  f = await createResilienceFixture();
  // Inviting someone queues a mail with a link in it.
  const invited = await dispatchToRoutes(apiRequest("/api/contractors", { headers: ADMIN_API_KEY_HEADERS, body: { name: "Nina Novak", email: "nina@example.com" } }));
  expect(invited.status).toBe(201);
  const [mail] = await f.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
  if (!mail) throw new Error("the demo queues mail");
  mailId = mail.id;
}, 120_000);

afterAll(async () => {
  await f.database.dispose();
});

/** Answers about a person (an IBAN, a name, their timesheets, a mail with a link) that no cache may keep; read when the test runs. */
const PERSONAL: [string, () => [string, RequestOptions]][] = [
  ["billing details with the IBAN (session)", () => ["/api/billing-details", { cookie: f.cookies.amara }]],
  ["the user (session)", () => ["/api/user", { cookie: f.cookies.amara }]],
  ["the timesheets (session)", () => ["/api/timesheets", { cookie: f.cookies.amara }]],
  ["one timesheet (session)", () => [`/api/timesheets/${f.amaraTimesheet.id}`, { cookie: f.cookies.amara }]],
  ["the mail preview (admin session)", () => [`/api/mail-outbox/${mailId}/preview`, { cookie: f.cookies.admin }]],
  ["the clients (API key)", () => ["/api/clients", { headers: ADMIN_API_KEY_HEADERS }]],
  ["the contractors (API key)", () => ["/api/contractors", { headers: ADMIN_API_KEY_HEADERS }]],
  ["the timesheet to review (review token)", () => [`/api/timesheet-review/${f.tokens.valid}`, {}]],
  ["the session (better-auth)", () => ["/api/auth/get-session", { cookie: f.cookies.amara }]],
  ["a write's answer (session)", () => ["/api/user", { method: "PUT", cookie: f.cookies.lukas, body: { name: "Lukas Weber" } }]],
  ["an error (session)", () => ["/api/timesheets/00000000-0000-4000-8000-000000000000", { cookie: f.cookies.amara }]],
];

describe("Cache-Control: no-store on every JSON answer to an authenticated request", () => {
  it.each(PERSONAL)("%s", async (_, request) => {
    const [path, options] = request();
    const response = await dispatchToRoutes(apiRequest(path, options));
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.status).toBeLessThan(500);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
