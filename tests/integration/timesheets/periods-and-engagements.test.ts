import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listBillingPeriods } from "@/app/api/billing-periods/route";
import { GET as listProjectEngagements } from "@/app/api/project-engagements/route";
import { projectEngagementSchema, type ProjectEngagement } from "@/lib/schemas/engagements";
import type { BillingPeriodOption } from "@/lib/schemas/timesheets";
import { businessToday } from "@/server/clock";
import { timesheets } from "@/server/db/schema";
import { listContractorProjects } from "@/server/services/contractors/list-contractor-projects";
import { createUser } from "@/server/services/users/create-user";
import { sessionCookie } from "../../support/auth";
import { API_KEY, call, createTimesheetsDatabase, type ErrorJson, type TimesheetsDatabase } from "../../support/factories/timesheets";

let seeded: TimesheetsDatabase;
let cookies: Record<"admin" | "amara" | "sofia" | "newcomer", string>;

beforeAll(async () => {
  seeded = await createTimesheetsDatabase();
  await createUser(seeded.db, { email: "newcomer@example.com", name: "Nia Newcomer", role: "SUBCONTRACTOR", password: "correct-horse-9" });
  cookies = {
    admin: await seeded.cookieOf("admin"),
    amara: await seeded.cookieOf("amara"),
    sofia: await seeded.cookieOf("sofia"),
    newcomer: await sessionCookie("newcomer@example.com", "correct-horse-9"),
  };
});

afterAll(async () => {
  await seeded.database.dispose();
});

const periods = (options: Parameters<typeof call>[2] = {}) =>
  call<{ data: BillingPeriodOption[] }>(listBillingPeriods, "/api/billing-periods", options);
const engagements = (query: string, options: Parameters<typeof call>[2] = {}) =>
  call<{ data: ProjectEngagement[]; nextCursor: string | null }>(listProjectEngagements, `/api/project-engagements${query}`, options);

describe("GET /api/billing-periods", () => {
  it("lists the periods of the caller's timesheets once each, earliest first, with name and text", async () => {
    const { status, body } = await periods({ cookie: cookies.amara });
    expect(status).toBe(200);
    const expected = Array.from({ length: 14 }, (_, index) => seeded.current.plusMonths(index - 12));
    expect(body.data).toEqual(expected.map((period) => ({ month: period.month, year: period.year, name: period.name, text: period.toString() })));
  });

  it("lists the periods of every timesheet for an administrator", async () => {
    const { body } = await periods({ cookie: cookies.admin });
    expect(body.data).toHaveLength(14);
    expect((await periods({ headers: API_KEY })).body.data).toEqual(body.data);
  });

  it("always includes the current period, even with no timesheets", async () => {
    const { status, body } = await periods({ cookie: cookies.newcomer });
    expect(status).toBe(200);
    const { month, year, name } = seeded.current;
    expect(body.data).toEqual([{ month, year, name, text: seeded.current.toString() }]);
  });

  it("answers 401 when signed out", async () => {
    expect((await periods()).status).toBe(401);
  });
});

describe("GET /api/project-engagements", () => {
  it("lists the contractor's engagements with project, dates, rates and visible timesheets", async () => {
    const { status, body } = await engagements("", { cookie: cookies.amara });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [grid] = body.data.map((engagement) => projectEngagementSchema.parse(engagement));
    expect(grid).toMatchObject({
      project: { name: "Grid Modernisation" },
      startDate: seeded.current.plusMonths(-12).firstDay(),
      endDate: null,
      hidden: false,
    });
    expect(grid!.engagements.map((engagement) => engagement.rates)).toEqual([
      [{ id: expect.any(String), frequency: "DAILY", amount: "800.00", currency: "EUR" }],
      [{ id: expect.any(String), frequency: "DAILY", amount: "850.00", currency: "EUR" }],
    ]);
    expect(grid!.timesheets).toHaveLength(14);
    expect(grid!.timesheets.at(-1)).toMatchObject({ status: "INITIALIZED", billingPeriod: { name: seeded.current.next().name } });
  });

  it("leaves out INITIALIZED timesheets more than one period ahead", async () => {
    const row = await seeded.timesheetOf("amara", 0);
    const twoAhead = seeded.current.plusMonths(2);
    await seeded.db.insert(timesheets).values({
      projectEngagementId: row.projectEngagementId,
      contractorId: row.contractorId,
      projectId: row.projectId,
      billingPeriod: twoAhead.toDatabase(),
    });
    const { body } = await engagements("", { cookie: cookies.amara });
    expect(body.data[0]!.timesheets.map((timesheet) => timesheet.billingPeriod.name)).not.toContain(twoAhead.name);
    expect(body.data[0]!.timesheets).toHaveLength(14);
  });

  it("hides an engagement that ended 60 or more days ago with everything approved, unless asked for", async () => {
    const visible = await engagements("", { cookie: cookies.sofia });
    expect(visible.body.data.map((engagement) => engagement.project.name)).toEqual(["Fleet Analytics"]);
    const all = await engagements("?includeHidden=true", { cookie: cookies.sofia });
    expect(all.status).toBe(200);
    expect(all.body.data.map((engagement) => [engagement.project.name, engagement.hidden])).toEqual([
      ["Fleet Analytics", false],
      ["Grid Modernisation", true],
    ]);
    expect(all.body.data[1]!.engagements[0]!.rates[0]).toMatchObject({ frequency: "HOURLY", amount: "95.00" });
  });

  it("pages by project name with a cursor; a hidden engagement leaves its page short rather than shifting the next", async () => {
    const first = await engagements("?includeHidden=true&limit=1", { cookie: cookies.sofia });
    expect(first.status).toBe(200);
    expect(first.body.data.map((engagement) => engagement.project.name)).toEqual(["Fleet Analytics"]);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await engagements(`?includeHidden=true&limit=1&cursor=${first.body.nextCursor}`, { cookie: cookies.sofia });
    expect(second.body.data.map((engagement) => engagement.project.name)).toEqual(["Grid Modernisation"]);
    expect(second.body.nextCursor).toBeNull();
    expect(second.body.data[0]!.timesheets.length).toBeGreaterThan(0);
    const visibleSecond = await engagements(`?limit=1&cursor=${first.body.nextCursor}`, { cookie: cookies.sofia });
    expect(visibleSecond.body).toEqual({ data: [], nextCursor: null });
  });

  it("refuses a limit over 200 and a malformed cursor with 400", async () => {
    const tooMany = await engagements("?limit=201", { cookie: cookies.amara });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as ErrorJson).error.issues?.[0]).toMatchObject({ path: "limit" });
    const badCursor = await engagements("?cursor=bm90LWEtY3Vyc29y", { cookie: cookies.amara });
    expect(badCursor.status).toBe(400);
    expect((badCursor.body as unknown as ErrorJson).error.issues?.[0]).toMatchObject({ path: "cursor" });
  });

  it("leaves the hidden engagement out of the menu's projects too, while history still lists it", async () => {
    const { contractorId } = await seeded.timesheetOf("sofia", 0);
    const menu = await listContractorProjects(seeded.db, contractorId, { visibleOn: businessToday() });
    expect(menu.map((project) => project.name)).toEqual(["Fleet Analytics"]);
    const history = await listContractorProjects(seeded.db, contractorId);
    expect(history.map((project) => project.name)).toEqual(["Fleet Analytics", "Grid Modernisation"]);
  });

  it("answers an empty list for a contractor with no engagements", async () => {
    expect((await engagements("", { cookie: cookies.newcomer })).body.data).toEqual([]);
  });

  it("refuses a malformed includeHidden with 400 and the issue", async () => {
    const { status, body } = await engagements("?includeHidden=yes", { cookie: cookies.amara });
    expect(status).toBe(400);
    expect((body as unknown as ErrorJson).error.issues).toEqual([{ path: "includeHidden", key: "fieldTrueOrFalse", values: { field: "includeHidden" }, message: "includeHidden must be true or false." }]);
  });

  it("is for contractors only: administrators and the API key get 403", async () => {
    expect((await engagements("", { cookie: cookies.admin })).status).toBe(403);
    expect((await engagements("", { headers: API_KEY })).status).toBe(403);
  });

  it("answers 401 when signed out", async () => {
    expect((await engagements("")).status).toBe(401);
  });
});
