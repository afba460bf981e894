import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUT as markRead } from "@/app/api/message-threads/[id]/route";
import { POST as postMessage } from "@/app/api/messages/route";
import { GET as getTimesheet } from "@/app/api/timesheets/[id]/route";
import { messageThreadSchema, type MessageThread } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { signInEach } from "../../support/seeded";
import { API_KEY, call, createTimesheetsDatabase, ISO_TIMESTAMP, UNKNOWN_ID, type ErrorJson, type TimesheetsDatabase } from "../../support/factories/timesheets";

let seeded: TimesheetsDatabase;
let cookies: Record<"admin" | "amara" | "lukas", string>;
let amaraTimesheet: string;

beforeAll(async () => {
  seeded = await createTimesheetsDatabase();
  cookies = await signInEach(["admin", "amara", "lukas"]);
  amaraTimesheet = (await seeded.timesheetOf("amara", 0)).id;
});

afterAll(async () => {
  await seeded.database.dispose();
});

type Options = { cookie?: string; headers?: Record<string, string>; body?: unknown };
const comment = (options: Options) => call<{ data: MessageThread } & ErrorJson>(postMessage, "/api/messages", { method: "POST", ...options });
const read = (id: string, options: Options) => call<{ data: MessageThread } & ErrorJson>(markRead, `/api/message-threads/${id}`, { method: "PUT", ...options, id });
const timesheet = async (id: string, cookie: string) => (await call<{ data: TimesheetDetail }>(getTimesheet, `/api/timesheets/${id}`, { cookie, id })).body.data;

/** Runs a request that must be refused and checks that no thread, message or read state changed. */
async function refused(request: () => Promise<{ status: number; body: ErrorJson }>) {
  const before = await seeded.snapshot(amaraTimesheet);
  const response = await request();
  expect(await seeded.snapshot(amaraTimesheet)).toEqual(before);
  return { status: response.status, error: response.body.error };
}

describe("POST /api/messages", () => {
  it("starts the timesheet's thread, signs the message as the caller whatever the body says, and marks it read", async () => {
    const amara = await seeded.person("amara");
    const { status, body } = await comment({
      cookie: cookies.amara,
      body: { subject: "TIMESHEET", timesheetId: amaraTimesheet, text: "  Two days were on site.  ", user: { id: UNKNOWN_ID, name: "Someone else" } },
    });
    expect(status).toBe(201);
    const thread = messageThreadSchema.parse(body.data);
    expect(thread).toMatchObject({ timesheetId: amaraTimesheet, timesheetRecordId: null, expenseRecordId: null, read: true });
    expect(thread.messages).toEqual([{ id: expect.any(String), user: { id: amara.userId, name: "Amara Okafor" }, text: "Two days were on site.", timestamp: expect.stringMatching(ISO_TIMESTAMP) }]);
  });

  it("adds later comments to the same thread, which is unread for the others until they read it", async () => {
    const { body } = await comment({ cookie: cookies.admin, body: { timesheetId: amaraTimesheet, text: "Thanks, noted." } });
    expect(body.data.messages.map((message) => message.text)).toEqual(["Two days were on site.", "Thanks, noted."]);
    expect(body.data.read).toBe(true);
    const seenByAmara = await timesheet(amaraTimesheet, cookies.amara);
    expect(seenByAmara.messageThread).toMatchObject({ id: body.data.id, read: false });
    expect(seenByAmara.messageThreads.filter((thread) => thread.timesheetRecordId === null && thread.expenseRecordId === null)).toHaveLength(1);
    expect((await timesheet(amaraTimesheet, cookies.admin)).messageThread?.read).toBe(true);
  });

  it("comments on a timesheet record and an expense record, named by subject or by id alone", async () => {
    const record = await seeded.firstRecordOf(amaraTimesheet);
    const onRecord = await comment({ cookie: cookies.amara, body: { subject: "TIMESHEET_RECORD", timesheetId: amaraTimesheet, timesheetRecordId: record.id, text: "On site." } });
    expect(onRecord.status).toBe(201);
    // The seed's admin question already opened this record's thread; the answer joins it.
    expect(onRecord.body.data).toMatchObject({ timesheetRecordId: record.id, read: true });
    expect(onRecord.body.data.messages.map((message) => message.user.name)).toEqual(["Alex Morgan", "Amara Okafor"]);
    const expense = await seeded.firstExpenseOf(amaraTimesheet);
    const onExpense = await comment({ cookie: cookies.amara, body: { expenseRecordId: expense.id, text: "Receipt attached." } });
    expect(onExpense.status).toBe(201);
    expect(onExpense.body.data).toMatchObject({ timesheetId: amaraTimesheet, expenseRecordId: expense.id, timesheetRecordId: null });
    const detail = await timesheet(amaraTimesheet, cookies.amara);
    expect(detail.timesheetRecords.find((candidate) => candidate.id === record.id)?.messageThread?.id).toBe(onRecord.body.data.id);
    expect(detail.expenseRecords.find((candidate) => candidate.id === expense.id)?.messageThread?.id).toBe(onExpense.body.data.id);
  });

  it("lets administrators and the API key comment on any timesheet", async () => {
    const lukasTimesheet = (await seeded.timesheetOf("lukas", 0)).id;
    expect((await comment({ cookie: cookies.admin, body: { timesheetId: lukasTimesheet, text: "Please check week 2." } })).status).toBe(201);
    const viaKey = await comment({ headers: API_KEY, body: { timesheetId: lukasTimesheet, text: "Automated reminder." } });
    expect(viaKey.status).toBe(201);
    expect(viaKey.body.data.messages.at(-1)!.user).toEqual({ id: null, name: "API" });
  });

  it.each([
    [{ text: "Hello" }, "timesheetId", "cannotCommentTimesheetWithout", "Cannot comment Timesheet without ID."],
    [{ subject: "TIMESHEET", text: "Hello" }, "timesheetId", "cannotCommentTimesheetWithout", "Cannot comment Timesheet without ID."],
    [{ subject: "TIMESHEET_RECORD", timesheetId: UNKNOWN_ID, text: "Hello" }, "timesheetRecordId", "cannotCommentTimesheetRecord", "Cannot comment Timesheet Record without ID."],
    [{ subject: "EXPENSE_RECORD", timesheetId: UNKNOWN_ID, text: "Hello" }, "expenseRecordId", "cannotCommentExpenseRecord", "Cannot comment Expense Record without ID."],
  ])("refuses %j with 400 and the spec's words", async (body, path, key, message) => {
    const result = await refused(() => comment({ cookie: cookies.amara, body }));
    expect(result).toEqual({ status: 400, error: { code: "BAD_REQUEST", key, message, issues: [{ path, key, message }] } });
  });

  it("refuses a comment about two things at once", async () => {
    const record = await seeded.firstRecordOf(amaraTimesheet);
    const expense = await seeded.firstExpenseOf(amaraTimesheet);
    const result = await refused(() => comment({ cookie: cookies.amara, body: { timesheetRecordId: record.id, expenseRecordId: expense.id, text: "Hello" } }));
    expect(result.status).toBe(400);
    expect(result.error.issues?.[0]?.path).toBe("subject");
  });

  it.each([
    [{ timesheetId: "not-an-id", text: "Hello" }, "timesheetId"],
    [{ text: "   " }, "text"],
    [{ text: "x".repeat(5001) }, "text"],
    [{ subject: "PROJECT", text: "Hello" }, "subject"],
  ])("validates %# with 400 and the issue", async (body, path) => {
    const result = await refused(() => comment({ cookie: cookies.amara, body: { timesheetId: amaraTimesheet, ...body } }));
    expect(result.status).toBe(400);
    expect(result.error.issues?.map((issue) => issue.path)).toEqual([path]);
  });

  it("accepts a message of exactly 5000 characters", async () => {
    expect((await comment({ cookie: cookies.amara, body: { timesheetId: amaraTimesheet, text: "x".repeat(5000) } })).status).toBe(201);
  });

  it("refuses a record that belongs to another timesheet than the one named", async () => {
    const record = await seeded.firstRecordOf(amaraTimesheet);
    const otherTimesheet = (await seeded.timesheetOf("amara", -1)).id;
    const result = await refused(() => comment({ cookie: cookies.amara, body: { timesheetId: otherTimesheet, timesheetRecordId: record.id, text: "Hello" } }));
    expect(result).toMatchObject({ status: 400, error: { key: "recordOfAnotherTimesheet", message: "The timesheet record belongs to another timesheet." } });
  });

  it("answers 404 for another contractor's timesheet, record or expense, and 401 when signed out", async () => {
    const record = await seeded.firstRecordOf(amaraTimesheet);
    const expense = await seeded.firstExpenseOf(amaraTimesheet);
    for (const body of [{ timesheetId: amaraTimesheet }, { timesheetRecordId: record.id }, { expenseRecordId: expense.id }, { timesheetId: UNKNOWN_ID }]) {
      expect((await refused(() => comment({ cookie: cookies.lukas, body: { ...body, text: "Hello" } }))).status).toBe(404);
    }
    expect((await refused(() => comment({ body: { timesheetId: amaraTimesheet, text: "Hello" } }))).status).toBe(401);
  });
});

describe("PUT /api/message-threads/{id}", () => {
  it("marks the thread read for the caller", async () => {
    await comment({ cookie: cookies.admin, body: { timesheetId: amaraTimesheet, text: "One more question." } });
    const before = await timesheet(amaraTimesheet, cookies.amara);
    const thread = before.messageThread!;
    expect(thread.read).toBe(false);
    const { status, body } = await read(thread.id, { cookie: cookies.amara, body: { timesheetId: amaraTimesheet, timesheetRecordId: null } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: thread.id, read: true, messages: thread.messages });
    expect((await timesheet(amaraTimesheet, cookies.amara)).messageThread?.read).toBe(true);
    // Reading again is harmless.
    expect((await read(thread.id, { cookie: cookies.amara, body: { timesheetId: amaraTimesheet } })).status).toBe(200);
  });

  it("needs the ids of the thread: 400 when the timesheet id is missing or an id does not match", async () => {
    const detail = await timesheet(amaraTimesheet, cookies.amara);
    const recordThread = detail.messageThreads.find((thread) => thread.timesheetRecordId !== null)!;
    const missing = await refused(() => read(recordThread.id, { cookie: cookies.amara, body: { timesheetRecordId: recordThread.timesheetRecordId } }));
    expect(missing.status).toBe(400);
    expect(missing.error.issues?.map((issue) => issue.path)).toEqual(["timesheetId"]);
    const withoutRecord = await refused(() => read(recordThread.id, { cookie: cookies.amara, body: { timesheetId: amaraTimesheet } }));
    expect(withoutRecord).toEqual({
      status: 400,
      error: {
        code: "BAD_REQUEST",
        key: "threadFieldMismatch",
        values: { field: "timesheetRecordId" },
        message: "The timesheetRecordId does not match this message thread.",
        issues: [{ path: "timesheetRecordId", key: "threadFieldMismatch", values: { field: "timesheetRecordId" }, message: "The timesheetRecordId does not match this message thread." }],
      },
    });
    const otherTimesheet = (await seeded.timesheetOf("amara", -1)).id;
    const wrongTimesheet = await refused(() => read(recordThread.id, { cookie: cookies.amara, body: { timesheetId: otherTimesheet, timesheetRecordId: recordThread.timesheetRecordId } }));
    expect(wrongTimesheet.error.issues?.[0]?.path).toBe("timesheetId");
    const ok = await read(recordThread.id, { cookie: cookies.amara, body: { timesheetId: amaraTimesheet, timesheetRecordId: recordThread.timesheetRecordId } });
    expect(ok.status).toBe(200);
    // Read state is per person: the administrator has not read Amara's answer yet.
    const seenByAdmin = await timesheet(amaraTimesheet, cookies.admin);
    expect(seenByAdmin.messageThreads.find((thread) => thread.id === recordThread.id)?.read).toBe(false);
  });

  it("answers 404 for another contractor's thread, an unknown or malformed id; 403 for the API key; 401 signed out", async () => {
    const thread = (await timesheet(amaraTimesheet, cookies.amara)).messageThread!;
    for (const id of [thread.id, UNKNOWN_ID, "nope"]) {
      expect((await refused(() => read(id, { cookie: cookies.lukas, body: { timesheetId: amaraTimesheet } }))).status).toBe(404);
    }
    expect((await refused(() => read(thread.id, { headers: API_KEY, body: { timesheetId: amaraTimesheet } }))).status).toBe(403);
    expect((await refused(() => read(thread.id, { body: { timesheetId: amaraTimesheet } }))).status).toBe(401);
  });
});
