import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/timesheets/[id]/copy-previous-month/route";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { copyFromPreviousMonth } from "@/lib/domain/copy-previous-month";
import { weekdayOf } from "@/lib/domain/dates";
import { isDayDisabled } from "@/lib/domain/disabled-days";
import type { RateFrequency, TimeUnit, Weekday } from "@/lib/domain/reference";
import { contractors, timesheetRecords, timesheets } from "@/server/db/schema";
import { loadEngagementRates } from "@/server/services/timesheet-records/load-record-rules";
import { apiRequest } from "../../support/http";
import { ADMIN_KEY_HEADERS, bodyOf, createRecordsDatabase, OTHER_UUID, workdaysIn, type ErrorJson } from "../../support/factories/records";
import { withCookies } from "../../support/file-fixture";

type CopyJson = {
  data: {
    created: { id: string; date: string; workSummary: string; timeAmount: string; timeUnit: string; rate: { id: string; frequency: string } }[];
    dropped: { date: string; workSummary: string; reason: string; message: string }[];
    timesheet: { id: string; status: string; feeStatus: string; version: number };
    nothingToCopy: { reason: string; message: string } | null;
  };
};

const [fx, cookies] = withCookies(createRecordsDatabase, ["amara"]);

const copy = (id: string, options: { cookie?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  POST(apiRequest(`/api/timesheets/${id}/copy-previous-month`, { method: "POST", ...options }), { params: Promise.resolve({ id }) });

/** What the domain rule, then the contractor's work days, leave of the previous month's records. */
async function predictedCopy(timesheetId: string, previousId: string, workingDays: Weekday[]) {
  const target = await fx.timesheetRow(timesheetId);
  const engagements = await loadEngagementRates(fx.db, target.projectEngagementId);
  const source = await fx.db
    .select()
    .from(timesheetRecords)
    .where(eq(timesheetRecords.timesheetId, previousId))
    .orderBy(timesheetRecords.date, timesheetRecords.createdAt, timesheetRecords.id);
  const frequencyOf = new Map(engagements.flatMap((engagement) => engagement.rates.map((rate) => [rate.id, rate.frequency] as const)));
  const existing = await fx.recordsOf(timesheetId);
  const { records } = copyFromPreviousMonth({
    records: source.map((record) => ({ ...record, timeUnit: record.timeUnit as TimeUnit, rate: { frequency: frequencyOf.get(record.rateId) as RateFrequency } })),
    period: BillingPeriod.fromString(target.billingPeriod),
    engagements,
    existingRecords: existing.map((record) => ({ date: record.date, timeUnit: record.timeUnit as TimeUnit })),
  });
  const kept = records.filter((record) => !isDayDisabled(record.date, { frequency: record.rate.frequency, engagements, workingDays }));
  return { source, kept };
}

async function setWorkingDays(who: "amara", days: Weekday[]) {
  const timesheet = await fx.timesheetOf(who, 0);
  await fx.db.update(contractors).set({ workingDays: days }).where(eq(contractors.id, timesheet.contractorId));
}

describe("POST /api/timesheets/{id}/copy-previous-month", () => {
  it("copies the previous month's records as the domain rule maps them, dropping days off with their reason", async () => {
    const target = await fx.timesheetOf("amara", -1);
    const previous = await fx.timesheetOf("amara", -2);
    // An emptied month to copy into, and one day fewer a week so that some records land on a day off.
    await fx.db.delete(timesheetRecords).where(eq(timesheetRecords.timesheetId, target.id));
    const workingDays: Weekday[] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY"];
    await setWorkingDays("amara", workingDays);
    const invoice = await fx.addFeeInvoice(target.id);
    try {
      const { source, kept } = await predictedCopy(target.id, previous.id, workingDays);
      const response = await copy(target.id, { cookie: cookies.amara });
      expect(response.status).toBe(200);
      const { data } = await bodyOf<CopyJson>(response);
      expect(data.created.map((record) => [record.date, record.rate.id, record.workSummary, record.timeAmount])).toEqual(
        kept.map((record) => [record.date, record.rate.id, record.workSummary, record.timeAmount]),
      );
      expect(data.created.length + data.dropped.length).toBe(source.length);
      const offDays = data.dropped.filter((drop) => drop.reason === "DISABLED_DAY");
      expect(offDays.length).toBeGreaterThan(0);
      expect(offDays[0]?.message).toMatch(/is a Friday, which is not one of the contractor's working days\.$/);
      expect(data.timesheet).toMatchObject({ status: "DUE", feeStatus: "DUE", version: target.version });
      const after = await fx.snapshot(target.id);
      expect(after.records).toHaveLength(kept.length);
      expect(after.files.find((file) => file.id === invoice.id)?.outdated).toBe(true);
      const [audit] = await fx.auditOf(data.created[0]!.id);
      expect(audit).toMatchObject({ action: "INSERT", entityType: "timesheet_record", event: "copy-previous-month", actorLabel: "amara@settle.local" });
    } finally {
      await setWorkingDays("amara", ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"]);
    }
  });

  it("copying again adds only the Fridays, now working days again: every other record would double one", async () => {
    const target = await fx.timesheetOf("amara", -1);
    const before = await fx.snapshot(target.id);
    const response = await copy(target.id, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<CopyJson>(response);
    expect(data.created.length).toBeGreaterThan(0);
    expect(new Set(data.created.map((record) => weekdayOf(record.date)))).toEqual(new Set(["FRIDAY"]));
    expect(data.dropped.filter((drop) => drop.reason === "DUPLICATE_DAY").length).toBe(before.records.length);
    expect(data.dropped.find((drop) => drop.reason === "DUPLICATE_DAY")?.message).toMatch(/already has a record in days\.$/);
    expect(data.dropped.some((drop) => drop.reason === "DISABLED_DAY")).toBe(false);
    // A third copy finds every day taken and creates nothing.
    const again = await bodyOf<CopyJson>(await copy(target.id, { cookie: cookies.amara }));
    expect(again.data.created).toEqual([]);
  });

  it("plans a month that has not begun: the first copied record opens the fee, the timesheet stays INITIALIZED", async () => {
    const target = await fx.timesheetOf("sofia", 1);
    const current = await fx.timesheetOf("sofia", 0);
    if ((await fx.recordsOf(current.id)).length === 0) {
      // Early in a month the seed has logged nothing yet; one record on the second Monday is enough to copy.
      const [rate] = await fx.ratesOf(current.id);
      await fx.db.insert(timesheetRecords).values({ timesheetId: current.id, date: workdaysIn(fx.current, ["MONDAY"])[1]!, rateId: rate!.id, workSummary: "Telematics ingestion", timeAmount: "1", timeUnit: "DAYS" });
    }
    const response = await copy(target.id, { headers: ADMIN_KEY_HEADERS });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<CopyJson>(response);
    expect(data.created.length).toBeGreaterThan(0);
    expect(data.timesheet).toMatchObject({ status: "INITIALIZED", feeStatus: "IN_PROGRESS", version: target.version + 1 });
    const statusAudit = (await fx.auditOf(target.id)).find((entry) => entry.event === "copy-previous-month");
    expect(statusAudit?.before).toMatchObject({ status: "INITIALIZED", feeStatus: "ELIGIBLE" });
    expect(statusAudit?.after).toMatchObject({ status: "INITIALIZED", feeStatus: "IN_PROGRESS" });
  });

  it("answers 200 with nothing copied when there is no previous month, and changes nothing", async () => {
    const first = await fx.timesheetOf("amara", -12);
    // The seed's earliest month is closed; a month before it, with nothing before that, is open.
    const [lonely] = await fx.db
      .insert(timesheets)
      .values({ projectEngagementId: first.projectEngagementId, contractorId: first.contractorId, projectId: first.projectId, billingPeriod: fx.current.plusMonths(-20).toDatabase() })
      .returning();
    const before = await fx.snapshot(lonely!.id);
    const response = await copy(lonely!.id, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<CopyJson>(response);
    const previous = fx.current.plusMonths(-21).name;
    expect(data).toMatchObject({
      created: [],
      dropped: [],
      nothingToCopy: { reason: "NO_PREVIOUS_MONTH", message: `${previous} has no timesheet on this project, so there is nothing to copy.` },
      timesheet: { id: lonely!.id, version: lonely!.version },
    });
    expect(await fx.snapshot(lonely!.id)).toEqual(before);
  });

  it("answers 200 with nothing copied when the previous month has no records, and changes nothing", async () => {
    const next = await fx.timesheetOf("amara", 1);
    const later = await fx.db
      .insert(timesheets)
      .values({ projectEngagementId: next.projectEngagementId, contractorId: next.contractorId, projectId: next.projectId, billingPeriod: fx.current.plusMonths(2).toDatabase() })
      .returning();
    const before = await fx.snapshot(later[0]!.id);
    const response = await copy(later[0]!.id, { cookie: cookies.amara });
    expect(response.status).toBe(200);
    const { data } = await bodyOf<CopyJson>(response);
    expect(data).toMatchObject({
      created: [],
      dropped: [],
      nothingToCopy: { reason: "NO_PREVIOUS_RECORDS", message: `${fx.current.plusMonths(1).name} has no records, so there is nothing to copy.` },
    });
    expect(await fx.snapshot(later[0]!.id)).toEqual(before);
  });

  it("answers 404 for another contractor's timesheet, an unknown one and a malformed id", async () => {
    const theirs = await fx.timesheetOf("lukas", 1);
    const before = await fx.snapshot(theirs.id);
    for (const id of [theirs.id, OTHER_UUID, "not-a-uuid"]) {
      const response = await copy(id, { cookie: cookies.amara });
      expect(response.status).toBe(404);
      expect((await bodyOf<ErrorJson>(response)).error.code).toBe("NOT_FOUND");
    }
    expect(await fx.snapshot(theirs.id)).toEqual(before);
  });

  it("answers 401 when signed out", async () => {
    const target = await fx.timesheetOf("amara", 1);
    const before = await fx.snapshot(target.id);
    expect((await copy(target.id)).status).toBe(401);
    expect(await fx.snapshot(target.id)).toEqual(before);
  });

  it.each([
    ["lukas", -1, "This timesheet is submitted and waiting for review."],
    ["amara", -3, "This timesheet is closed; only an administrator can reopen it."],
  ] as const)("refuses %s's timesheet of month %i with 409 and the transition table's reason", async (who, offset, reason) => {
    const target = await fx.timesheetOf(who, offset);
    const before = await fx.snapshot(target.id);
    const response = await copy(target.id, { cookie: await fx.cookieOf(who) });
    expect(response.status).toBe(409);
    const { key, ...error } = (await bodyOf<ErrorJson>(response)).error;
    expect(key).toMatch(/^timesheet/);
    expect(error).toEqual({ code: "CONFLICT", message: reason });
    expect(await fx.snapshot(target.id)).toEqual(before);
  });

  it("answers 409 STALE_VERSION when the body names an older timesheet version, and changes nothing", async () => {
    const target = await fx.timesheetOf("lukas", 1);
    const before = await fx.snapshot(target.id);
    const response = await copy(target.id, { cookie: await fx.cookieOf("lukas"), body: { version: target.version + 1 } });
    expect(response.status).toBe(409);
    expect((await bodyOf<ErrorJson>(response)).error.code).toBe("STALE_VERSION");
    expect(await fx.snapshot(target.id)).toEqual(before);
  });
});
