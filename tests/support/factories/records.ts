import { asc, count, eq } from "drizzle-orm";
import { POST } from "@/app/api/timesheet-records/route";
import type { BillingPeriod } from "@/lib/domain/billing-period";
import { eachDayOfMonth, weekdayOf, type IsoDate } from "@/lib/domain/dates";
import type { Weekday } from "@/lib/domain/reference";
import { activityLogs, files, timesheetRecords } from "@/server/db/schema";
import { loadEngagementRates } from "@/server/services/timesheet-records/load-record-rules";
import { apiRequest } from "../http";
import { seedDemoDatabase, signInAs, type DemoKey } from "../seeded";

export type { ErrorJson } from "../http";
export { ADMIN_API_KEY_HEADERS as ADMIN_KEY_HEADERS } from "../seeded";
export const OTHER_UUID = "0b7e7c1e-5a4b-4c3d-8e2f-1a2b3c4d5e6f";

/**
 * A fresh database with the demo data seeded for the real business date, which is also what the
 * services use as "today"; receipts go to memory. Months are named relative to the current one.
 */
export async function createRecordsDatabase() {
  const seeded = await seedDemoDatabase({ memoryStorage: true });
  const { database, db, current } = seeded;

  /** The demo contractor's timesheet on their main project, `offset` months from the current one. */
  const timesheetOf = (who: DemoKey, offset: number) => seeded.timesheetOf(who, offset);

  async function timesheetRow(id: string) {
    const row = await seeded.timesheetById(id);
    if (!row) throw new Error(`no timesheet ${id}`);
    return row;
  }

  async function recordsOf(timesheetId: string) {
    return db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, timesheetId)).orderBy(asc(timesheetRecords.date), asc(timesheetRecords.id));
  }

  /** Everything a refused request must leave alone. */
  async function snapshot(timesheetId: string) {
    const [logs] = await db.select({ n: count() }).from(activityLogs);
    return {
      timesheet: await timesheetRow(timesheetId),
      records: await recordsOf(timesheetId),
      files: await db.select().from(files).where(eq(files.timesheetId, timesheetId)).orderBy(asc(files.id)),
      activityLogs: logs?.n,
    };
  }

  async function auditOf(entityId: string) {
    return db.select().from(activityLogs).where(eq(activityLogs.entityId, entityId)).orderBy(asc(activityLogs.createdAt));
  }

  /** A fee invoice on file for the timesheet, so tests can see it become outdated. */
  async function addFeeInvoice(timesheetId: string) {
    const [file] = await db
      .insert(files)
      .values({ timesheetId, fileType: "FEE_INVOICE", storageKey: `${timesheetId}/invoice-${crypto.randomUUID()}`, originalName: "invoice.pdf", contentType: "application/pdf", size: 10 })
      .returning();
    if (!file) throw new Error("no file");
    return file;
  }

  /** The rates of a timesheet's project engagement, as the services read them. */
  async function ratesOf(timesheetId: string) {
    const row = await timesheetRow(timesheetId);
    return (await loadEngagementRates(db, row.projectEngagementId)).flatMap((engagement) =>
      engagement.rates.map((rate) => ({ ...rate, startDate: engagement.startDate, endDate: engagement.endDate })),
    );
  }

  /** Amara's month at `offset`, its records, and its first working day without a record. */
  async function amaraMonth(offset: number) {
    const timesheet = await timesheetOf("amara", offset);
    const records = await recordsOf(timesheet.id);
    const period = current.plusMonths(offset);
    const free = workdaysIn(period, MONDAY_TO_FRIDAY, records.map((record) => record.date));
    return { timesheet, records, period, free: free[0] as string };
  }

  return { database, db, current, timesheetOf, ratesOf, amaraMonth, timesheetRow, recordsOf, snapshot, auditOf, addFeeInvoice, cookieOf: signInAs };
}

/** The days of `period` on these weekdays, leaving out `except`, in calendar order. */
export function workdaysIn(period: BillingPeriod, weekdays: readonly Weekday[], except: readonly IsoDate[] = []): IsoDate[] {
  return eachDayOfMonth(period.year, period.month).filter((day) => weekdays.includes(weekdayOf(day)) && !except.includes(day));
}

export function weekendIn(period: BillingPeriod): IsoDate {
  const day = eachDayOfMonth(period.year, period.month).find((candidate) => weekdayOf(candidate) === "SATURDAY");
  if (!day) throw new Error("a month without a Saturday");
  return day;
}

export const MONDAY_TO_FRIDAY: readonly Weekday[] = ["MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY"];

export function postRecords(body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return POST(apiRequest("/api/timesheet-records", { body, ...options }), undefined);
}

/** A record of one DAILY day, as a contractor of the demo would send it. */
export function dailyRecord(date: string, extra: Record<string, unknown> = {}) {
  return { date, frequency: "DAILY", workSummary: "Substation telemetry rollout", counterPart: "Operations team", timeAmount: "1", timeUnit: "DAYS", ...extra };
}

/** Reads a JSON response body with the shape a test expects. */
export async function bodyOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
