import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getTimesheet } from "@/app/api/timesheets/[id]/route";
import { GET as listTimesheets } from "@/app/api/timesheets/route";
import { timesheetDetailSchema, timesheetSummarySchema, type TimesheetDetail, type TimesheetSummary } from "@/lib/schemas/timesheets";
import { timesheetRecords } from "@/server/db/schema";
import { API_KEY, call, ISO_TIMESTAMP, UNKNOWN_ID, type ErrorJson, withTimesheetsDatabase } from "../../support/factories/timesheets";

const world = withTimesheetsDatabase();

const list = (query: string, options: Parameters<typeof call>[2] = {}) =>
  call<{ data: TimesheetSummary[]; nextCursor: string | null }>(listTimesheets, `/api/timesheets${query}`, options);
const detail = (id: string, options: Parameters<typeof call>[2] = {}) =>
  call<{ data: TimesheetDetail }>(getTimesheet, `/api/timesheets/${id}`, { ...options, id });

describe("GET /api/timesheets", () => {
  it("lists only the contractor's own timesheets, newest first, with billing period, statuses, project, totals and files", async () => {
    const { status, body } = await list("", { cookie: world.cookies.amara });
    expect(status).toBe(200);
    const amara = await world.seeded.person("amara");
    expect(body.data).toHaveLength(14);
    expect(body.nextCursor).toBeNull();
    expect(body.data.every((timesheet) => timesheet.contractorId === amara.contractorId)).toBe(true);
    for (const timesheet of body.data) timesheetSummarySchema.parse(timesheet);
    const periods = body.data.map((timesheet) => timesheet.billingPeriod.year * 12 + timesheet.billingPeriod.month);
    expect(periods).toEqual([...periods].sort((a, b) => b - a));

    const currentRow = await world.seeded.timesheetOf("amara", 0);
    const current = body.data.find((timesheet) => timesheet.id === currentRow.id);
    const [records] = await world.seeded.db.select({ n: count() }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, currentRow.id));
    expect(current).toMatchObject({
      status: "IN_PROGRESS",
      feeStatus: "IN_PROGRESS",
      expensesStatus: "IN_PROGRESS",
      bonusStatus: "ELIGIBLE",
      flagged: false,
      version: 1,
      billingPeriod: { month: world.seeded.current.month, year: world.seeded.current.year, name: world.seeded.current.name },
      project: { id: currentRow.projectId, name: "Grid Modernisation" },
      projectEngagementId: currentRow.projectEngagementId,
      // Every record is one day at the 850 EUR daily rate; one flight of 412.80 CHF at 1.0412.
      totals: { fee: [{ currency: "EUR", amount: (records!.n * 850).toFixed(2) }], expenses: [{ currency: "EUR", amount: "429.81" }], bonus: [] },
      files: [{ fileType: "EXPENSE_RECEIPT", outdated: false }],
    });
    const twoBack = await world.seeded.timesheetOf("amara", -2);
    expect(body.data.find((timesheet) => timesheet.id === twoBack.id)?.totals.bonus).toEqual([{ currency: "EUR", amount: "1500.00" }]);
  });

  it("never shows another contractor's timesheets, whatever the query asks for", async () => {
    const lukas = await world.seeded.person("lukas");
    const { status, body } = await list(`?contractorId=${lukas.contractorId}`, { cookie: world.cookies.amara });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it("lists every timesheet for an administrator, one page at a time, filtered by contractor or project", async () => {
    const all = await list("?limit=200", { cookie: world.cookies.admin });
    expect(all.status).toBe(200);
    // Three contractors over fourteen months, and Sofia's ended engagement on a second project.
    expect(all.body.data.length).toBeGreaterThanOrEqual(42);
    expect(all.body.nextCursor).toBeNull();
    const firstPage = await list("?limit=10", { cookie: world.cookies.admin });
    expect(firstPage.body.data).toEqual(all.body.data.slice(0, 10));
    expect(firstPage.body.nextCursor).toEqual(expect.any(String));
    const lukas = await world.seeded.person("lukas");
    const byContractor = await list(`?contractorId=${lukas.contractorId}`, { cookie: world.cookies.admin });
    expect(byContractor.body.data).toHaveLength(14);
    expect(byContractor.body.data.every((timesheet) => timesheet.contractorId === lukas.contractorId)).toBe(true);
    const fleet = (await world.seeded.timesheetOf("sofia", 0)).projectId;
    const byProject = await list(`?projectId=${fleet}`, { headers: API_KEY });
    expect(byProject.status).toBe(200);
    expect(byProject.body.data.every((timesheet) => timesheet.project.name === "Fleet Analytics")).toBe(true);
    expect(byProject.body.data).toHaveLength(14);
  });

  it("refuses a malformed filter with 400 and the issue", async () => {
    const { status, body } = await list("?projectId=not-an-id", { cookie: world.cookies.admin });
    expect(status).toBe(400);
    expect((body as unknown as ErrorJson).error.issues?.[0]).toMatchObject({ path: "projectId" });
  });

  it("answers 401 when signed out", async () => {
    expect((await list("")).status).toBe(401);
  });
});

describe("GET /api/timesheets/{id}", () => {
  it("returns the timesheet with records, rates, expenses, files, threads, engagements, working days and activity", async () => {
    const row = await world.seeded.timesheetOf("amara", 0);
    const { status, body } = await detail(row.id, { cookie: world.cookies.amara });
    expect(status).toBe(200);
    const timesheet = timesheetDetailSchema.parse(body.data);
    expect(timesheet).toMatchObject({
      id: row.id,
      status: "IN_PROGRESS",
      version: 1,
      project: { name: "Grid Modernisation" },
      contractor: { name: "Amara Okafor" },
      workingDays: ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"],
      submitButtonText: `Settle ${world.seeded.current.name}`,
      bonusAmount: null,
      submittedAt: null,
      // The server names what expenses and the bonus are settled in; the workspace keeps no copy of the rule.
      settlementCurrency: "EUR",
    });
    expect(timesheet.timesheetRecords.length).toBeGreaterThan(0);
    expect(timesheet.timesheetRecords[0]).toMatchObject({ timeUnit: "DAYS", timeAmount: "1.00", rate: { frequency: "DAILY", amount: "850.00", currency: "EUR" } });
    // The seed's admin question on the first record of the month, not yet read by Amara.
    const question = timesheet.timesheetRecords[0]!.messageThread;
    expect(question).toMatchObject({ timesheetRecordId: timesheet.timesheetRecords[0]!.id, read: false, messages: [{ user: { name: "Alex Morgan" } }] });
    expect(question!.messages[0]!.timestamp).toMatch(ISO_TIMESTAMP);
    expect(timesheet.messageThreads).toHaveLength(1);
    expect(timesheet.messageThread).toBeNull();
    expect(timesheet.expenseRecords).toHaveLength(1);
    expect(timesheet.expenseRecords[0]).toMatchObject({ category: "FLIGHTS", amount: "429.81", originalCurrency: "EUR", files: [{ fileType: "EXPENSE_RECEIPT", outdated: false }] });
    expect(timesheet.files).toHaveLength(1);
    expect(timesheet.files[0]!.createdAt).toMatch(ISO_TIMESTAMP);
    expect(JSON.stringify(body)).not.toContain("storageKey");
    expect(timesheet.engagements.map((engagement) => engagement.rates.map((rate) => rate.amount))).toEqual([["800.00"], ["850.00"]]);
    expect(timesheet.projectEngagement.id).toBe(row.projectEngagementId);
    expect(timesheet.activity[0]).toMatchObject({ action: "INSERT", entityType: "timesheet", event: "create-timesheet", actor: { userId: null, label: "System" } });
    expect(timesheet.totals.expenses).toEqual([{ currency: "EUR", amount: "429.81" }]);
    expect(timesheet.totals.fee).toEqual([{ currency: "EUR", amount: (timesheet.timesheetRecords.length * 850).toFixed(2) }]);
  });

  it("shows a contested timesheet with its own thread and the resubmit text", async () => {
    const row = await world.seeded.timesheetOf("sofia", -1);
    const { body } = await detail(row.id, { cookie: world.cookies.sofia });
    expect(body.data.status).toBe("CONTESTED");
    expect(body.data.submitButtonText).toBe(`Resubmit ${world.seeded.current.plusMonths(-1).name}`);
    // The seed writes both messages in one statement, so they share a timestamp and either may come first.
    const messages = body.data.messageThread?.messages ?? [];
    expect(messages.map((message) => message.user.name).sort()).toEqual(["Omar Rahman", "Sofia Haddad"]);
    expect(messages.find((message) => message.user.name === "Omar Rahman")?.user.id).toBeNull();
    // MONTHLY fee, pro rata over the month's Sunday-to-Thursday days.
    expect(body.data.timesheetRecords[0]!.rate.frequency).toBe("MONTHLY");
    expect(body.data.workingDays).toEqual(["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"]);
  });

  it("is open to administrators and the admin API key", async () => {
    const row = await world.seeded.timesheetOf("lukas", -1);
    expect((await detail(row.id, { cookie: world.cookies.admin })).status).toBe(200);
    const viaKey = await detail(row.id, { headers: API_KEY });
    expect(viaKey.status).toBe(200);
    expect(viaKey.body.data.submittedAt).toMatch(ISO_TIMESTAMP);
  });

  it("answers 404 for another contractor's timesheet, an unknown id and a malformed id", async () => {
    const row = await world.seeded.timesheetOf("lukas", 0);
    for (const id of [row.id, UNKNOWN_ID, "not-a-uuid"]) {
      const { status, body } = await detail(id, { cookie: world.cookies.amara });
      expect(status).toBe(404);
      expect((body as unknown as ErrorJson).error).toEqual({ code: "NOT_FOUND", key: "timesheetNotFound", message: "Timesheet not found." });
    }
  });

  it("answers 401 when signed out", async () => {
    const row = await world.seeded.timesheetOf("amara", 0);
    expect((await detail(row.id)).status).toBe(401);
  });
});
