import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BONUS_NOTE_MAX } from "@/lib/schemas/bonus";
import { CONTEST_REASON_MAX } from "@/lib/schemas/decisions";
import { EXPENSE_DETAILS_MAX } from "@/lib/schemas/expense-records";
import { MESSAGE_TEXT_MAX } from "@/lib/schemas/messages";
import { WORK_SUMMARY_MAX } from "@/lib/schemas/timesheet-records";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { timesheetRecords } from "@/server/db/schema";
import { ADMIN_API_KEY_HEADERS, createResilienceFixture, type ResilienceFixture } from "../../support/factories/resilience";
import { apiRequest, type ErrorJson, type RequestOptions } from "../../support/http";
import { dispatchToRoutes } from "../../support/route-dispatch";

let f: ResilienceFixture;
let current: { id: string; version: number };
let day: string;

beforeAll(async () => {
  f = await createResilienceFixture();
  const sheet = await f.timesheetOf("amara", 0);
  current = { id: sheet.id, version: sheet.version };
  // A weekday of this month without a record yet (a DAILY day holds one).
  const taken = new Set((await f.db.select({ date: timesheetRecords.date }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, sheet.id))).map((r) => r.date));
  const days = Array.from({ length: 28 }, (_, i) => `${f.current.toString()}-${String(i + 1).padStart(2, "0")}`);
  day = days.find((date) => !taken.has(date) && ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())) ?? days[0]!;
}, 120_000);

afterAll(async () => {
  await f.database.dispose();
});

async function send(path: string, options: RequestOptions) {
  const response = await dispatchToRoutes(apiRequest(path, options));
  return { status: response.status, body: (await response.json()) as ErrorJson & { data?: unknown } };
}

const record = (workSummary: string) => ({ timesheetId: current.id, records: [{ date: day, frequency: "DAILY", workSummary, counterPart: "", timeAmount: "1", timeUnit: "DAYS" }] });
const expense = (details: string) => ({ timesheetId: current.id, date: day, category: "FLIGHTS", details, amountInExpenseCurrency: "100.00", expenseCurrency: "EUR", exchangeRate: "1" });

/** Each long text field: its limit, the request that writes it, and the issue a text one past the limit gets. */
const FIELDS: [string, number, (text: string) => [string, RequestOptions], string, string, string][] = [
  ["a comment", MESSAGE_TEXT_MAX, (text) => ["/api/messages", { cookie: f.cookies.amara, body: { subject: "TIMESHEET", text, timesheetId: current.id } }], "text", `A message has at most ${MESSAGE_TEXT_MAX} characters.`, "messageMostMaxCharacters"],
  ["a work summary", WORK_SUMMARY_MAX, (text) => ["/api/timesheet-records", { cookie: f.cookies.amara, body: record(text) }], "records.0.workSummary", `Work summary is at most ${WORK_SUMMARY_MAX} characters.`, "workSummaryMostMax"],
  ["expense details", EXPENSE_DETAILS_MAX, (text) => ["/api/expense-records", { cookie: f.cookies.amara, body: expense(text) }], "details", `Details must be at most ${EXPENSE_DETAILS_MAX} characters.`, "detailsMostMaxCharacters"],
  ["a contest reason", CONTEST_REASON_MAX, (text) => [`/api/timesheets/${f.amaraTimesheet.id}/contest-component`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { component: "TIMESHEET", reason: text } }], "reason", `A reason has at most ${CONTEST_REASON_MAX} characters.`, "reasonMostMaxCharacters"],
  ["a bonus note", BONUS_NOTE_MAX, (text) => [`/api/timesheets/${current.id}/bonus`, { method: "PUT", headers: ADMIN_API_KEY_HEADERS, body: { amount: "100", note: text, version: current.version } }], "note", `A note has at most ${BONUS_NOTE_MAX} characters.`, "noteMostMaxCharacters"],
  ["a reviewer's reason", CONTEST_REASON_MAX, (text) => [`/api/timesheet-review/${f.tokens.valid}/contest`, { method: "PUT", body: { component: "TIMESHEET", reason: text } }], "reason", `A reason has at most ${CONTEST_REASON_MAX} characters.`, "reasonMostMaxCharacters"],
];

describe("long text is refused, never cut", () => {
  it.each(FIELDS)("%s one character past its limit: 400 with the issue on the field, nothing stored", async (_, limit, request, path, message, key) => {
    const before = await f.snapshot();
    const answer = await send(...request("a".repeat(limit + 1)));
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
    expect(answer.body.error.issues).toEqual([{ path, key, values: { max: limit }, message }]);
    expect(await f.snapshot()).toEqual(before);
  });

  it("a comment, a work summary and expense details of exactly their limit are kept whole, and read back whole", async () => {
    const comment = "c".repeat(MESSAGE_TEXT_MAX - 1) + "!";
    const summary = "w".repeat(WORK_SUMMARY_MAX - 1) + "!";
    const details = "d".repeat(EXPENSE_DETAILS_MAX - 1) + "!";
    const write = (index: number, text: string) => send(...FIELDS[index]![2](text));
    expect((await write(0, comment)).status).toBe(201);
    const saved = await write(1, summary);
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    expect((await write(2, details)).status).toBe(200);
    const read = await send(`/api/timesheets/${current.id}`, { cookie: f.cookies.amara });
    const detail = read.body.data as TimesheetDetail;
    expect(detail.timesheetRecords.map((r) => r.workSummary)).toContain(summary);
    expect(detail.expenseRecords.map((e) => e.details)).toContain(details);
    expect(detail.messageThread?.messages.map((m) => m.text)).toContain(comment);
  });
});
