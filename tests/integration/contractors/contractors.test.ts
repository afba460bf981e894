import { createHash } from "node:crypto";
import { sentText } from "@/tests/support/sent-mail";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as details } from "@/app/api/contractors/[id]/details/route";
import { DELETE, GET as getOne, PUT } from "@/app/api/contractors/[id]/route";
import { GET as list, POST } from "@/app/api/contractors/route";
import { GET as getUser } from "@/app/api/user/route";
import type { Contractor, ContractorDetails, ContractorListItem } from "@/lib/schemas/contractors";
import * as t from "@/server/db/schema";
import { sessionCookie, signIn } from "../../support/auth";
import { apiRequest } from "../../support/http";
import { countStatements } from "../../support/statement-counter";
import { call, contractorIdByEmail, expectCursorPaging, expectIssue, projectIdByName, seededDatabase, type ErrorBody } from "../clients/admin-api";
import { fileFixture } from "../../support/file-fixture";

const seeded = fileFixture(seededDatabase);

async function invite(body: Record<string, unknown>, caller: { cookie?: string; headers?: Record<string, string> } = seeded.callers.admin) {
  return call<{ data: Contractor }>(POST, "/api/contractors", { method: "POST", body, ...caller });
}

const contractorRow = async (id: string) => (await seeded.db.select().from(t.contractors).where(eq(t.contractors.id, id)))[0];
const userRow = async (email: string) => (await seeded.db.select().from(t.user).where(eq(t.user.email, email)))[0];
const userCount = async () => (await seeded.db.select({ id: t.user.id }).from(t.user)).length;
const update = (id: string, body: Record<string, unknown>, caller: { cookie?: string; headers?: Record<string, string> } = seeded.callers.admin) =>
  call<{ data: Contractor }>(PUT, `/api/contractors/${id}`, { method: "PUT", body, ...caller, params: { id } });

describe("GET /api/contractors", () => {
  it("lists contractors with user name and e-mail, status, working days, projects and last activity", async () => {
    const result = await call<{ data: ContractorListItem[] }>(list, "/api/contractors", seeded.callers.admin);
    expect(result.status).toBe(200);
    const amara = result.body.data.find((c) => c.email === "amara@settle.local")!;
    expect(amara).toMatchObject({
      name: "Amara Okafor",
      status: "REGISTERED",
      active: true,
      workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
      projects: [{ name: "Grid Modernisation" }],
      countryCode: "DE",
      partyType: "PERSON",
    });
    // Amara signed in for this test file, so her session is her latest activity.
    expect(Date.now() - Date.parse(amara.lastActivityAt!)).toBeLessThan(10 * 60_000);
    const sofia = result.body.data.find((c) => c.email === "sofia@settle.local")!;
    expect(sofia.projects.map((p) => p.name)).toEqual(["Fleet Analytics", "Grid Modernisation"]);
    expect(sofia.lastActivityAt).toBeNull();
  });

  it("pages by name with a cursor to the end, without a duplicate or a gap; limit over 200 is 400", async () => {
    await expectCursorPaging(list, "/api/contractors", seeded.callers.admin, { atLeast: 3 });
  });

  it("narrows to a text in the name, e-mail or a project's name, ignoring case, and pages within it", async () => {
    type Page = { data: ContractorListItem[]; nextCursor: string | null };
    const names = async (q: string) =>
      (await call<Page>(list, `/api/contractors?limit=200&q=${encodeURIComponent(q)}`, seeded.callers.admin)).body.data.map((c) => c.email);
    expect(await names("AMARA")).toEqual(["amara@settle.local"]);
    expect(await names("lukas@settle")).toEqual(["lukas@settle.local"]);
    // Sofia works on Fleet Analytics; her name and e-mail say nothing of it.
    expect(await names("fleet analytics")).toContain("sofia@settle.local");
    // LIKE's wildcards are taken as text: "%" matches no one here.
    expect(await names("%")).toEqual([]);
    const first = await call<Page>(list, "/api/contractors?limit=1&q=settle.local", seeded.callers.admin);
    expect(first.body.data).toHaveLength(1);
    const second = await call<Page>(list, `/api/contractors?limit=1&q=settle.local&cursor=${first.body.nextCursor}`, seeded.callers.admin);
    expect(second.body.data[0]!.name >= first.body.data[0]!.name).toBe(true);
    expect(second.body.data[0]!.id).not.toBe(first.body.data[0]!.id);
    expectIssue(await call<ErrorBody>(list, `/api/contractors?q=${"x".repeat(201)}`, seeded.callers.admin), "q");
  });

  it("counts contractors and those still invited in one statement, for the Users page", async () => {
    const { countContractors } = await import("@/server/services/contractors/list-contractors");
    const rows = await seeded.db.select({ status: t.contractors.status }).from(t.contractors);
    const { result, count } = await countStatements(() => countContractors(seeded.db));
    expect(count).toBe(1);
    expect(result).toEqual({ total: rows.length, invited: rows.filter((row) => row.status === "INVITED").length });
  });

  it("answers the API key, refuses contractors and the anonymous", async () => {
    expect((await call(list, "/api/contractors", seeded.callers.apiKey)).status).toBe(200);
    expect((await call(list, "/api/contractors", seeded.callers.contractor)).status).toBe(403);
    expect((await call(list, "/api/contractors", seeded.callers.anonymous)).status).toBe(401);
  });
});

describe("POST /api/contractors", () => {
  it("creates the user without a password, the INVITED contractor and queues the invitation", async () => {
    const result = await invite({ name: "Nina Novak", email: "Nina@Example.com", workingDays: ["MONDAY", "FRIDAY"], countryCode: "si", partyType: "ENTITY" });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      name: "Nina Novak",
      email: "nina@example.com",
      status: "INVITED",
      active: true,
      workingDays: ["MONDAY", "FRIDAY"],
      countryCode: "SI",
      partyType: "ENTITY",
      projects: [],
      lastActivityAt: null,
      productTours: {},
      version: 1,
    });
    const user = (await userRow("nina@example.com"))!;
    expect(user).toMatchObject({ role: "SUBCONTRACTOR", active: true, emailVerified: false });
    expect(await seeded.db.select().from(t.account).where(eq(t.account.userId, user.id))).toEqual([]);
    const [invitation] = await seeded.db.select().from(t.invitations).where(eq(t.invitations.contractorId, result.body.data.id));
    const [mail] = await seeded.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, "nina@example.com"));
    expect(mail).toMatchObject({ status: "PENDING", notificationType: "NEW_USER", subject: "You are invited to Settle", attempts: 0 });
    expect(mail!.textBody).toContain("Alex Morgan invited you to Settle");
    const token = /http:\/\/localhost:3000\/invite\/([A-Za-z0-9_-]+)/.exec(sentText(mail!))![1]!;
    // The outbox keeps the token sealed: its bodies never hold it readable.
    expect(JSON.stringify(mail)).not.toContain(token);
    // At least 128 bits, and only the SHA-256 hash is stored.
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);
    expect(invitation!.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(await seeded.db.select().from(t.invitations))).not.toContain(token);
    const validity = Date.parse(invitation!.expiresAt.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")) - Date.now();
    expect(Math.abs(validity - 7 * 24 * 3600_000)).toBeLessThan(10 * 60_000);
  });

  it("refuses an e-mail that is taken (any case) with 409 and creates nothing", async () => {
    const users = await userCount();
    const mails = (await seeded.db.select().from(t.mailOutbox)).length;
    const result = await invite({ name: "Second Amara", email: "AMARA@settle.local" });
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorBody).error.message).toBe("A user with the e-mail amara@settle.local already exists.");
    expect(await userCount()).toBe(users);
    expect((await seeded.db.select().from(t.mailOutbox)).length).toBe(mails);
  });

  it.each([
    [{ email: "x@example.com" }, "name"],
    [{ name: "X" }, "email"],
    [{ name: "X", email: "not-mail" }, "email"],
    [{ name: "X", email: "x@example.com", workingDays: ["MONDAY", "FUNDAY"] }, "workingDays.1"],
    [{ name: "X", email: "x@example.com", workingDays: ["MONDAY", "MONDAY"] }, "workingDays"],
    [{ name: "X", email: "x@example.com", countryCode: "ZZ" }, "countryCode"],
    [{ name: "X", email: "x@example.com", partyType: "COMPANY" }, "partyType"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const users = await userCount();
    expectIssue(await invite(body), path);
    expect(await userCount()).toBe(users);
  });

  it("refuses contractors and the anonymous; the API key may invite", async () => {
    const users = await userCount();
    expect((await invite({ name: "Y", email: "y@example.com" }, seeded.callers.contractor)).status).toBe(403);
    expect((await invite({ name: "Y", email: "y@example.com" }, {})).status).toBe(401);
    expect(await userCount()).toBe(users);
    const keyed = await invite({ name: "Keyed", email: "keyed@example.com" }, seeded.callers.apiKey);
    expect(keyed.status).toBe(201);
    const [mail] = await seeded.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.toAddress, "keyed@example.com"));
    expect(mail!.textBody).toContain("An administrator invited you to Settle");
  });
});

describe("GET /api/contractors/{id}", () => {
  it("returns one contractor; 404 for unknown ids; 403 for contractors", async () => {
    const lukas = await contractorIdByEmail(seeded.db, "lukas@settle.local");
    const result = await call<{ data: Contractor }>(getOne, "/api/contractors/x", { ...seeded.callers.admin, params: { id: lukas } });
    expect(result.body.data).toMatchObject({ name: "Lukas Meier", workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"] });
    expect((await call(getOne, "/api/contractors/x", { ...seeded.callers.admin, params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    expect((await call(getOne, "/api/contractors/x", { ...seeded.callers.admin, params: { id: "nope" } })).status).toBe(404);
    expect((await call(getOne, "/api/contractors/x", { ...seeded.callers.contractor, params: { id: lukas } })).status).toBe(403);
  });
});

describe("PUT /api/contractors/{id}", () => {
  it("changes working days, status, product tours and name, bumping the version", async () => {
    const created = (await invite({ name: "Olga", email: "olga@example.com" })).body.data;
    const result = await update(created.id, {
      workingDays: ["SUNDAY", "MONDAY"],
      status: "REGISTERED",
      productTours: { timesheet: true },
      name: "Olga Ivanova",
      version: 1,
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      name: "Olga Ivanova",
      workingDays: ["SUNDAY", "MONDAY"],
      status: "REGISTERED",
      productTours: { timesheet: true },
      version: 2,
    });
    expect((await userRow("olga@example.com"))?.name).toBe("Olga Ivanova");
  });

  it("refuses a stale version and changes nothing", async () => {
    const created = (await invite({ name: "Pia", email: "pia@example.com" })).body.data;
    const before = await contractorRow(created.id);
    const result = await update(created.id, { workingDays: ["MONDAY"], name: "Lost", version: 3 });
    expect(result.status).toBe(409);
    expect((result.body as unknown as ErrorBody).error.code).toBe("STALE_VERSION");
    expect(await contractorRow(created.id)).toEqual(before);
    expect((await userRow("pia@example.com"))?.name).toBe("Pia");
  });

  it.each([
    [{ workingDays: ["monday"], version: 1 }, "workingDays.0"],
    [{ status: "ACTIVE", version: 1 }, "status"],
    [{ productTours: { tour: "yes" }, version: 1 }, "productTours.tour"],
    [{ active: "no", version: 1 }, "active"],
    [{ workingDays: ["MONDAY"] }, "version"],
  ])("refuses %j with a 400 naming %s", async (body, path) => {
    const lukas = await contractorIdByEmail(seeded.db, "lukas@settle.local");
    const before = await contractorRow(lukas);
    expectIssue(await update(lukas, body), path);
    expect(await contractorRow(lukas)).toEqual(before);
  });

  it("refuses to leave a contractor without a working day, on invite and on update, with the profile's words (400, nothing changed)", async () => {
    const users = await userCount();
    const invited = await invite({ name: "Nobody Works", email: "no-days@example.com", workingDays: [] });
    expectIssue(invited, "workingDays");
    expect((invited.body as unknown as ErrorBody).error.issues).toContainEqual({ path: "workingDays", key: "chooseLeastWorkDay", message: "Choose at least one work day." });
    expect(await userCount()).toBe(users);

    const lukas = await contractorIdByEmail(seeded.db, "lukas@settle.local");
    const before = await contractorRow(lukas);
    const emptied = await update(lukas, { workingDays: [], version: before!.version });
    expectIssue(emptied, "workingDays");
    expect((emptied.body as unknown as ErrorBody).error.issues).toContainEqual({ path: "workingDays", key: "chooseLeastWorkDay", message: "Choose at least one work day." });
    expect(await contractorRow(lukas)).toEqual(before);
  });

  it("deactivates: sessions end, sign-in is refused; reactivating lets them back in", async () => {
    const lukas = await contractorIdByEmail(seeded.db, "lukas@settle.local");
    const cookie = await sessionCookie("lukas@settle.local", "settle-demo-lukas");
    expect((await getUser(apiRequest("/api/user", { cookie }), undefined)).status).toBe(200);
    const version = (await contractorRow(lukas))!.version;
    const result = await update(lukas, { active: false, version });
    expect(result.body.data).toMatchObject({ active: false, version: version + 1 });
    const user = (await userRow("lukas@settle.local"))!;
    expect(await seeded.db.select().from(t.session).where(eq(t.session.userId, user.id))).toEqual([]);
    expect((await getUser(apiRequest("/api/user", { cookie }), undefined)).status).toBe(401);
    expect((await signIn("lukas@settle.local", "settle-demo-lukas")).status).not.toBe(200);
    // Their history stays.
    expect((await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.contractorId, lukas))).length).toBeGreaterThan(0);
    await update(lukas, { active: true, version: version + 1 });
    expect((await signIn("lukas@settle.local", "settle-demo-lukas")).status).toBe(200);
  });

  it("refuses contractors, even on themselves", async () => {
    const amara = await contractorIdByEmail(seeded.db, "amara@settle.local");
    const before = await contractorRow(amara);
    expect((await update(amara, { workingDays: ["SATURDAY"], version: before!.version }, seeded.callers.contractor)).status).toBe(403);
    expect(await contractorRow(amara)).toEqual(before);
  });
});

describe("DELETE /api/contractors/{id}", () => {
  it("refuses a contractor with settled work with the spec's words and changes nothing", async () => {
    const amara = await contractorIdByEmail(seeded.db, "amara@settle.local");
    const timesheets = (await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.contractorId, amara))).length;
    const result = await call<ErrorBody>(DELETE, "/api/contractors/x", { method: "DELETE", ...seeded.callers.admin, params: { id: amara } });
    expect(result.status).toBe(409);
    expect(result.body.error.message).toBe("This contractor has settled work; deactivate them instead.");
    expect(await contractorRow(amara)).toBeDefined();
    expect((await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.contractorId, amara))).length).toBe(timesheets);
  });

  it("hard-deletes a contractor who never recorded anything, with account, engagements and untouched timesheets", async () => {
    const created = (await invite({ name: "Wrong Address", email: "wrong@example.com" })).body.data;
    const fleet = await projectIdByName(seeded.db, "Fleet Analytics");
    const [engagement] = await seeded.db.insert(t.projectEngagements).values({ projectId: fleet, contractorId: created.id, startDate: "2026-11-01" }).returning();
    const [timesheet] = await seeded.db
      .insert(t.timesheets)
      .values({ projectEngagementId: engagement!.id, contractorId: created.id, projectId: fleet, billingPeriod: "2026-11-15" })
      .returning();
    await seeded.db.insert(t.billingDetails).values({ contractorId: created.id, data: { iban: "X" } });
    const result = await call(DELETE, "/api/contractors/x", { method: "DELETE", ...seeded.callers.admin, params: { id: created.id } });
    expect(result).toEqual({ status: 200, body: { data: { id: created.id, deleted: true } } });
    expect(await contractorRow(created.id)).toBeUndefined();
    expect(await userRow("wrong@example.com")).toBeUndefined();
    expect(await seeded.db.select().from(t.projectEngagements).where(eq(t.projectEngagements.id, engagement!.id))).toEqual([]);
    expect(await seeded.db.select().from(t.invitations).where(eq(t.invitations.contractorId, created.id))).toEqual([]);
    const [log] = await seeded.db
      .select()
      .from(t.activityLogs)
      .where(and(eq(t.activityLogs.entityId, timesheet!.id), eq(t.activityLogs.action, "DELETE")));
    expect(log).toMatchObject({ entityType: "timesheet", event: "delete-contractor" });
  });

  it("refuses contractors and answers 404 for unknown ids", async () => {
    const created = (await invite({ name: "Keep", email: "keep@example.com" })).body.data;
    expect((await call(DELETE, "/api/contractors/x", { method: "DELETE", ...seeded.callers.contractor, params: { id: created.id } })).status).toBe(403);
    expect(await contractorRow(created.id)).toBeDefined();
    expect((await call(DELETE, "/api/contractors/x", { method: "DELETE", ...seeded.callers.admin, params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
  });
});

describe("GET /api/contractors/{id}/details", () => {
  it("returns profile, billing details, engagements with rates and the timesheet summary", async () => {
    const sofia = await contractorIdByEmail(seeded.db, "sofia@settle.local");
    const result = await call<{ data: ContractorDetails }>(details, "/api/contractors/x/details", { ...seeded.callers.admin, params: { id: sofia } });
    expect(result.status).toBe(200);
    const data = result.body.data;
    expect(data.contractor.name).toBe("Sofia Haddad");
    expect(data.billingDetails?.data).toMatchObject({ legalName: "Sofia Haddad", countryCode: "AE" });
    expect(data.invitation).toBeNull();
    expect(data.engagements.map((e) => [e.project.name, e.project.client.name, e.engagements.flatMap((p) => p.rates.map((r) => r.frequency))])).toEqual(
      expect.arrayContaining([
        ["Fleet Analytics", "Helios Logistics", ["MONTHLY"]],
        ["Grid Modernisation", "Northwind Energy", ["HOURLY"]],
      ]),
    );
    const rows = await seeded.db.select().from(t.timesheets).where(eq(t.timesheets.contractorId, sofia));
    expect(data.timesheets.total).toBe(rows.length);
    expect(data.timesheets.byStatus.CLOSED).toBe(rows.filter((r) => r.status === "CLOSED").length);
    expect(Object.values(data.timesheets.byStatus).reduce((a, b) => a + b, 0)).toBe(rows.length);
    expect(data.timesheets.recent.length).toBe(Math.min(24, rows.length));
    const periods = data.timesheets.recent.map((r) => r.billingPeriod.year * 100 + r.billingPeriod.month);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));
    expect(data.timesheets.recent[0]!.billingPeriod.name).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it("shows the latest invitation's state", async () => {
    const created = (await invite({ name: "Invited Detail", email: "invited-detail@example.com" })).body.data;
    const result = await call<{ data: ContractorDetails }>(details, "/api/contractors/x/details", { ...seeded.callers.admin, params: { id: created.id } });
    expect(result.body.data.invitation?.state).toBe("PENDING");
    expect(result.body.data.timesheets).toMatchObject({ total: 0, recent: [] });
  });

  it("answers 404 for unknown ids and 403 for contractors", async () => {
    expect((await call(details, "/api/contractors/x/details", { ...seeded.callers.admin, params: { id: "00000000-0000-4000-8000-000000000000" } })).status).toBe(404);
    const amara = await contractorIdByEmail(seeded.db, "amara@settle.local");
    expect((await call(details, "/api/contractors/x/details", { ...seeded.callers.contractor, params: { id: amara } })).status).toBe(403);
  });
});
