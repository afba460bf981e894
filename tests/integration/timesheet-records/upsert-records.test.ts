import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { weekdayOf } from "@/lib/domain/dates";
import { contractors, timesheets } from "@/server/db/schema";
import {
  ADMIN_KEY_HEADERS,
  bodyOf,
  createRecordsDatabase,
  dailyRecord,
  MONDAY_TO_FRIDAY,
  OTHER_UUID,
  postRecords,
  weekendIn,
  workdaysIn,
  type ErrorJson,
} from "../../support/factories/records";
import { readBack } from "../../support/read-back";
import { withCookies } from "../../support/file-fixture";

type SavedJson = {
  data: {
    records: { id: string; date: string; workSummary: string; timeAmount: string; timeUnit: string; version: number; rate: { id: string; frequency: string } }[];
    timesheet: { id: string; status: string; feeStatus: string; expensesStatus: string; bonusStatus: string; version: number };
  };
};

const [fx, cookies] = withCookies(createRecordsDatabase, ["amara", "lukas"]);

const post = postRecords;
const daily = dailyRecord;
const hourly = (date: string, timeAmount: string) => ({ date, frequency: "HOURLY", workSummary: "Pipeline monitoring", counterPart: "Data office", timeUnit: "HOURS", timeAmount });
/** Amara's last month: DUE, every working day logged except the 11th and the 22nd. */
const lastMonth = () => fx.amaraMonth(-1);
/** Amara's next month: opened by the first test, with many free working days. */
const nextMonth = () => fx.amaraMonth(1);

describe("POST /api/timesheet-records: creating and updating", () => {
  it("plans the first record of a month that has not begun: the fee opens, the timesheet stays INITIALIZED until the month begins", async () => {
    const timesheet = await fx.timesheetOf("amara", 1);
    expect(timesheet).toMatchObject({ status: "INITIALIZED", feeStatus: "ELIGIBLE" });
    const invoice = await fx.addFeeInvoice(timesheet.id);
    const day = workdaysIn(fx.current.plusMonths(1), MONDAY_TO_FRIDAY)[0] as string;

    const response = await post({ timesheetId: timesheet.id, records: [daily(day)] }, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<SavedJson>(response);
    expect(data.records).toEqual([
      expect.objectContaining({ date: day, timeAmount: "1.00", timeUnit: "DAYS", version: 1, flagged: false, rate: expect.objectContaining({ frequency: "DAILY", amount: "850.00", currency: "EUR" }) }),
    ]);
    expect(data.timesheet).toEqual({
      id: timesheet.id,
      status: "INITIALIZED",
      feeStatus: "IN_PROGRESS",
      expensesStatus: timesheet.expensesStatus,
      bonusStatus: timesheet.bonusStatus,
      version: timesheet.version + 1,
    });

    const after = await fx.snapshot(timesheet.id);
    expect(after.timesheet).toMatchObject({ status: "INITIALIZED", feeStatus: "IN_PROGRESS", version: timesheet.version + 1 });
    expect(after.files.find((file) => file.id === invoice.id)?.outdated).toBe(true);
    const [insert] = await fx.auditOf(data.records[0]!.id);
    expect(insert).toMatchObject({ action: "INSERT", entityType: "timesheet_record", timesheetId: timesheet.id, event: "save-timesheet-records", actorLabel: "amara@settle.local" });
    expect(insert?.after).toMatchObject({ date: day, timeAmount: "1.00", workSummary: "Substation telemetry rollout" });
    const statusAudit = (await fx.auditOf(timesheet.id)).find((entry) => entry.event === "save-timesheet-records");
    expect(statusAudit).toMatchObject({ action: "UPDATE", entityType: "timesheet" });
    expect(statusAudit?.before).toMatchObject({ status: "INITIALIZED", feeStatus: "ELIGIBLE" });
    expect(statusAudit?.after).toMatchObject({ status: "INITIALIZED", feeStatus: "IN_PROGRESS" });
  });

  it("updates one record and creates another in one request, leaving the statuses alone", async () => {
    const { timesheet, records, free } = await lastMonth();
    const target = records[0]!;
    const response = await post(
      {
        timesheetId: timesheet.id,
        records: [
          { id: target.id, version: target.version, date: target.date, workSummary: "Half a day on relay settings", counterPart: "", timeAmount: "0.5", timeUnit: "DAYS" },
          daily(free),
        ],
      },
      { cookie: cookies.amara },
    );
    expect(response.status).toBe(200);
    const { data } = await bodyOf<SavedJson>(response);
    expect(data.records.map((record) => [record.id === target.id, record.date, record.timeAmount, record.version])).toEqual([
      [true, target.date, "0.50", target.version + 1],
      [false, free, "1.00", 1],
    ]);
    expect(data.timesheet).toMatchObject({ status: "DUE", feeStatus: "DUE", version: timesheet.version });
    const [update] = await fx.auditOf(target.id);
    expect(update).toMatchObject({ action: "UPDATE", entityType: "timesheet_record" });
    expect(update?.before).toMatchObject({ workSummary: target.workSummary, timeAmount: "1.00", version: target.version });
    expect(update?.after).toMatchObject({ workSummary: "Half a day on relay settings", timeAmount: "0.50", version: target.version + 1 });

    // Read after write: every path that shows the month shows the half day and the new record, at one fee.
    const read = await readBack({ timesheetId: timesheet.id, contractor: cookies.amara, admin: await fx.cookieOf("admin") });
    for (const detail of [read.detail.contractor, read.detail.admin]) {
      expect(detail.timesheetRecords.find((record) => record.id === target.id)).toMatchObject({ date: target.date, timeAmount: "0.50", version: target.version + 1 });
      expect(detail.timesheetRecords.find((record) => record.id === data.records[1]!.id)).toMatchObject({ date: free, timeAmount: "1.00" });
      expect(detail.totals.fee).toEqual(read.detail.admin.totals.fee);
    }
    expect(read.history).not.toBeNull();
    for (const row of [read.list.contractor, read.list.admin, read.history!, read.search]) expect(row.totals.fee).toEqual(read.detail.admin.totals.fee);
  });

  it("lets two records of one request swap their days", async () => {
    const { timesheet, records } = await lastMonth();
    const [a, b] = [records[3]!, records[4]!];
    const swap = (from: typeof a, to: typeof a) => ({ id: from.id, version: from.version, date: to.date, workSummary: from.workSummary, counterPart: from.counterPart, timeAmount: from.timeAmount, timeUnit: from.timeUnit });
    const response = await post({ timesheetId: timesheet.id, records: [swap(a, b), swap(b, a)] }, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const after = await fx.recordsOf(timesheet.id);
    expect(after.find((record) => record.id === a.id)?.date).toBe(b.date);
    expect(after.find((record) => record.id === b.id)?.date).toBe(a.date);
  });

  it("keeps a record on a day that is no longer a working day editable, but does not let one move there", async () => {
    const { timesheet, records } = await lastMonth();
    const monday = records.find((record) => weekdayOf(record.date) === "MONDAY")!;
    const tuesday = records.find((record) => weekdayOf(record.date) === "TUESDAY")!;
    await fx.db.update(contractors).set({ workingDays: ["TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"] }).where(eq(contractors.id, timesheet.contractorId));
    try {
      const edit = { id: monday.id, version: monday.version, date: monday.date, workSummary: "Reworded", counterPart: "", timeAmount: "1", timeUnit: "DAYS" };
      expect((await post({ timesheetId: timesheet.id, records: [edit] }, { cookie: cookies.amara })).status).toBe(200);
      const move = { ...edit, id: tuesday.id, version: tuesday.version, date: monday.date };
      const moved = await post({ timesheetId: timesheet.id, records: [{ ...edit, version: monday.version + 1, date: tuesday.date }, move] }, { cookie: cookies.amara });
      expect(moved.status).toBe(400);
      expect((await bodyOf<ErrorJson>(moved)).error.issues).toEqual([{ path: "records.1.date", key: "dayNotWorkingDay", values: { date: monday.date, weekday: "MONDAY" }, message: `${monday.date} is a Monday, which is not one of the contractor's working days.` }]);
    } finally {
      await fx.db.update(contractors).set({ workingDays: [...MONDAY_TO_FRIDAY] }).where(eq(contractors.id, timesheet.contractorId));
    }
  });

  it("accepts several hourly records on one day up to 24 hours, and the admin API key on anyone's timesheet", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const day = workdaysIn(fx.current.plusMonths(1), ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"])[0] as string;
    const response = await post({ timesheetId: timesheet.id, records: [hourly(day, "7.25"), hourly(day, "16.75")] }, { headers: ADMIN_KEY_HEADERS });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<SavedJson>(response);
    expect(data.records.map((record) => record.timeAmount)).toEqual(["7.25", "16.75"]);
    expect((await fx.auditOf(data.records[0]!.id))[0]?.actorLabel).toBe("API");
    // Shrinking one of them leaves room on the day; the edited record's own hours do not count twice.
    const shrunk = await post({ timesheetId: timesheet.id, records: [{ ...hourly(day, "16"), id: data.records[1]!.id, version: data.records[1]!.version }] }, { cookie: cookies.lukas });
    expect(shrunk.status).toBe(200);
  });
});

describe("POST /api/timesheet-records: at most 24 hours a day", () => {
  const lukasDays = () => workdaysIn(fx.current.plusMonths(1), ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"]);

  it("refuses hours one after the other past 24 on a day, saying how many are left", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const day = lukasDays()[1] as string;
    expect((await post({ timesheetId: timesheet.id, records: [hourly(day, "20")] }, { cookie: cookies.lukas })).status).toBe(200);
    const before = await fx.snapshot(timesheet.id);
    const response = await post({ timesheetId: timesheet.id, records: [hourly(day, "4.5")] }, { cookie: cookies.lukas });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toEqual([
      { path: "records.0.timeAmount", key: "dateWouldMoreThan", values: { date: day, max: 24, left: "4" }, message: `${day} would have more than 24 hours; 4 h left on that day.` },
    ]);
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });

  it("refuses a batch whose hours add up past 24 on a day, naming the item that passes it", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const day = lukasDays()[2] as string;
    const response = await post({ timesheetId: timesheet.id, records: [hourly(day, "20"), hourly(day, "20")] }, { cookie: cookies.lukas });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toEqual([
      { path: "records.1.timeAmount", key: "dateWouldMoreThan", values: { date: day, max: 24, left: "4" }, message: `${day} would have more than 24 hours; 4 h left on that day.` },
    ]);
    expect(await fx.recordsOf(timesheet.id)).not.toContainEqual(expect.objectContaining({ date: day }));
  });

  it("lets parallel requests fill a day to 24 hours and no further: the timesheet lock serialises them", async () => {
    const timesheet = await fx.timesheetOf("lukas", 1);
    const day = lukasDays()[3] as string;
    const responses = await Promise.all(Array.from({ length: 20 }, () => post({ timesheetId: timesheet.id, records: [hourly(day, "5")] }, { cookie: cookies.lukas })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(4);
    expect(responses.filter((response) => response.status === 400)).toHaveLength(16);
    const onDay = (await fx.recordsOf(timesheet.id)).filter((record) => record.date === day);
    expect(onDay.map((record) => record.timeAmount)).toEqual(["5.00", "5.00", "5.00", "5.00"]);
  });
});

describe("POST /api/timesheet-records: validation", () => {
  beforeAll(async () => {
    // A record to collide with, on the month's last working day.
    const month = await nextMonth();
    const day = workdaysIn(month.period, MONDAY_TO_FRIDAY).at(-1) as string;
    expect((await post({ timesheetId: month.timesheet.id, records: [daily(day)] }, { cookie: cookies.amara })).status).toBe(200);
  });

  type Case = [name: string, records: (m: Awaited<ReturnType<typeof nextMonth>>, rates: { id: string; startDate: string }[]) => unknown[], path: string, message: string | RegExp];
  const cases: Case[] = [
    ["a date outside the billing period", (m) => [daily(m.period.next().firstDay())], "records.0.date", /is outside .* \d{4}\.$/],
    ["no rate of the frequency", (m) => [daily(m.free, { frequency: "HOURLY", timeUnit: "HOURS", timeAmount: "8" })], "records.0.date", /^No HOURLY rate found for date \d{4}-\d{2}-\d{2}$/],
    ["a rate that is not in force on the date", (m, rates) => [daily(m.free, { frequency: undefined, rateId: rates[0]!.id })], "records.0.rateId", /^The chosen DAILY rate applies from .* not on /],
    ["hours for a daily rate", (m) => [daily(m.free, { timeUnit: "HOURS", timeAmount: "8" })], "records.0.timeUnit", "A DAILY rate is logged in days, not hours."],
    ["more than one day", (m) => [daily(m.free, { timeAmount: "1.5" })], "records.0.timeAmount", "A record in days is at most 1 day."],
    ["a second daily record on a day", (m) => [daily(m.records[0]!.date)], "records.0.date", /already has a record in days/],
    ["the same day twice in one request", (m) => [daily(m.free), daily(m.free)], "records.1.date", /already has a record in days/],
    ["a day off for the contractor", (m) => [daily(weekendIn(m.period))], "records.0.date", /is a Saturday, which is not one of the contractor's working days\.$/],
    ["more than 24 hours", (m) => [daily(m.free, { timeAmount: "24.5" })], "records.0.timeAmount", "Time amount must be at most 24."],
    ["more than two decimals", (m) => [daily(m.free, { timeAmount: "0.125" })], "records.0.timeAmount", "Time amount must be a positive number with at most 2 decimals."],
    ["a zero amount", (m) => [daily(m.free, { timeAmount: "0" })], "records.0.timeAmount", "Time amount must be greater than zero."],
    ["a negative amount", (m) => [daily(m.free, { timeAmount: -1 })], "records.0.timeAmount", "Time amount must be a positive number with at most 2 decimals."],
    ["an impossible date", () => [daily("2026-02-30")], "records.0.date", "Expected a date as yyyy-MM-dd."],
    ["an unknown time unit", (m) => [daily(m.free, { timeUnit: "WEEKS" })], "records.0.timeUnit", "Time unit must be one of HOURS, DAYS."],
    ["a create without a rate", (m) => [daily(m.free, { frequency: undefined })], "records.0.frequency", "Choose a rate: send rateId or frequency."],
    ["an update without its version", (m) => [daily(m.records[0]!.date, { id: m.records[0]!.id })], "records.0.version", "An update must carry the version of the record it changes."],
    ["a missing work summary", (m) => [daily(m.free, { workSummary: "  " })], "records.0.workSummary", "Work summary is required."],
    ["an empty list", () => [], "records", "Send at least one record."],
    ["a bad item after a good one", (m) => [daily(m.free), daily(weekendIn(m.period))], "records.1.date", /not one of the contractor's working days/],
  ];

  it.each(cases)("refuses %s with 400 naming the item, and changes nothing", async (_name, records, path, message) => {
    const month = await nextMonth();
    const rates = (await fx.ratesOf(month.timesheet.id)).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const before = await fx.snapshot(month.timesheet.id);
    const response = await post({ timesheetId: month.timesheet.id, records: records(month, rates) }, { cookie: cookies.amara });
    expect(response.status).toBe(400);
    const { error } = await bodyOf<ErrorJson>(response);
    expect(error.code).toBe("BAD_REQUEST");
    const issue = error.issues?.find((candidate) => candidate.path === path);
    expect(issue, JSON.stringify(error.issues)).toBeDefined();
    if (typeof message === "string") expect(issue?.message).toBe(message);
    else expect(issue?.message).toMatch(message);
    expect(await fx.snapshot(month.timesheet.id)).toEqual(before);
  });

  it("says 'Timesheet id was not found.' when the timesheet id is missing", async () => {
    const response = await post({ records: [daily("2026-01-05")] }, { cookie: cookies.amara });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toContainEqual({ path: "timesheetId", key: "timesheetIdWasNotFound", message: "Timesheet id was not found." });
  });

  it("refuses a rate of another contractor's engagement", async () => {
    const month = await nextMonth();
    const [lukasRate] = await fx.ratesOf((await fx.timesheetOf("lukas", -1)).id);
    const before = await fx.snapshot(month.timesheet.id);
    const response = await post({ timesheetId: month.timesheet.id, records: [daily(month.free, { frequency: undefined, rateId: lukasRate!.id })] }, { cookie: cookies.amara });
    expect(response.status).toBe(400);
    expect((await bodyOf<ErrorJson>(response)).error.issues).toEqual([{ path: "records.0.rateId", key: "rateDoesNotBelong", message: "This rate does not belong to the timesheet's engagement." }]);
    expect(await fx.snapshot(month.timesheet.id)).toEqual(before);
  });
});

describe("POST /api/timesheet-records: access, status and concurrency", () => {
  it("answers 401 when signed out", async () => {
    const { timesheet, free } = await nextMonth();
    const response = await post({ timesheetId: timesheet.id, records: [daily(free)] });
    expect(response.status).toBe(401);
  });

  it("answers 404 for another contractor's timesheet and for an unknown one", async () => {
    const theirs = await fx.timesheetOf("lukas", 0);
    const before = await fx.snapshot(theirs.id);
    const day = workdaysIn(fx.current, ["MONDAY"])[0] as string;
    const hourly = { date: day, frequency: "HOURLY", workSummary: "Sneaky", counterPart: "", timeAmount: "1", timeUnit: "HOURS" };
    for (const timesheetId of [theirs.id, OTHER_UUID]) {
      const response = await post({ timesheetId, records: [hourly] }, { cookie: cookies.amara });
      expect(response.status).toBe(404);
      expect((await bodyOf<ErrorJson>(response)).error).toEqual({ code: "NOT_FOUND", key: "timesheetNotFound", message: "Timesheet not found." });
    }
    expect(await fx.snapshot(theirs.id)).toEqual(before);
  });

  it("answers 404 for a record id of another timesheet or another contractor, and changes nothing", async () => {
    const { timesheet, free } = await nextMonth();
    const [ownOther] = await fx.recordsOf((await fx.timesheetOf("amara", -2)).id);
    const [theirs] = await fx.recordsOf((await fx.timesheetOf("lukas", -1)).id);
    const before = await fx.snapshot(timesheet.id);
    for (const record of [ownOther!, theirs!]) {
      const response = await post({ timesheetId: timesheet.id, records: [daily(free), daily(free, { id: record.id, version: record.version })] }, { cookie: cookies.amara });
      expect(response.status).toBe(404);
      expect((await bodyOf<ErrorJson>(response)).error.message).toBe("Timesheet record not found.");
    }
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });

  it.each([
    ["lukas", -1, "This timesheet is submitted and waiting for review."],
    ["amara", -3, "This timesheet is closed; only an administrator can reopen it."],
    ["sofia", -2, "This timesheet is approved; an administrator must reset a component before it can change."],
  ] as const)("refuses %s's timesheet of month %i with 409 and the transition table's reason", async (who, offset, reason) => {
    const timesheet = await fx.timesheetOf(who, offset);
    const [record] = await fx.recordsOf(timesheet.id);
    const before = await fx.snapshot(timesheet.id);
    const cookie = who === "amara" ? cookies.amara : who === "lukas" ? cookies.lukas : await fx.cookieOf("sofia");
    const update = { id: record!.id, version: record!.version, date: record!.date, workSummary: "Changed", counterPart: "", timeAmount: record!.timeAmount, timeUnit: record!.timeUnit };
    const response = await post({ timesheetId: timesheet.id, records: [update] }, { cookie });
    expect(response.status).toBe(409);
    const { key, ...error } = (await bodyOf<ErrorJson>(response)).error;
    expect(key).toMatch(/^timesheet/);
    expect(error).toEqual({ code: "CONFLICT", message: reason });
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });

  it("refuses new records while the fee is prepared", async () => {
    const timesheet = await fx.timesheetOf("sofia", 1);
    // The state a preparation leaves, set directly: preparing is another endpoint's job.
    await fx.db.update(timesheets).set({ feeStatus: "PREPARED" }).where(eq(timesheets.id, timesheet.id));
    const before = await fx.snapshot(timesheet.id);
    const day = workdaysIn(fx.current.plusMonths(1), ["MONDAY"])[0] as string;
    const response = await post({ timesheetId: timesheet.id, records: [daily(day, { frequency: "MONTHLY" })] }, { cookie: await fx.cookieOf("sofia") });
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error.message).toBe("The fee component is prepared; reset it before making changes.");
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });

  it("answers 409 STALE_VERSION for an update of an older version, and changes nothing", async () => {
    const { timesheet, records, free } = await nextMonth();
    const target = records[0]!;
    const before = await fx.snapshot(timesheet.id);
    const response = await post(
      { timesheetId: timesheet.id, records: [daily(free), daily(target.date, { id: target.id, version: target.version + 5 })] },
      { cookie: cookies.amara },
    );
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error.code).toBe("STALE_VERSION");
    expect(await fx.snapshot(timesheet.id)).toEqual(before);
  });
});
