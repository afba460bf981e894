import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteExpenses } from "@/app/api/expense-records/route";
import { DELETE as deleteFiles, PUT as updateFiles } from "@/app/api/files/route";
import { DELETE as deleteRecords } from "@/app/api/timesheet-records/route";
import { PUT as batchClose } from "@/app/api/timesheets/batch/close/route";
import { PUT as batchReopen } from "@/app/api/timesheets/batch/reopen/route";
import { expenseRecords, files, timesheetRecords, timesheets } from "@/server/db/schema";
import { signInEach } from "../../support/seeded";
import { call, createTimesheetsDatabase, type ErrorJson, type TimesheetsDatabase } from "../../support/factories/timesheets";

let seeded: TimesheetsDatabase;
let cookies: Record<"admin" | "amara", string>;

beforeAll(async () => {
  seeded = await createTimesheetsDatabase();
  cookies = await signInEach(["admin", "amara"] as const);
});

afterAll(async () => {
  await seeded.database.dispose();
});

const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

async function counts() {
  const [[records], [expenses], [stored], [closed]] = await Promise.all([
    seeded.db.select({ n: count() }).from(timesheetRecords),
    seeded.db.select({ n: count() }).from(expenseRecords),
    seeded.db.select({ n: count() }).from(files),
    seeded.db.select({ n: count(timesheets.closedAt) }).from(timesheets),
  ]);
  return { records: records?.n, expenses: expenses?.n, files: stored?.n, closed: closed?.n };
}

/** Where a request names ids, the request schema caps how many: past the cap a 400, and nothing changes. */
describe("id lists as input are capped", () => {
  it("refuses more ids than the cap with 400 on the list, changing nothing", async () => {
    const timesheetId = (await seeded.timesheetOf("amara", 0)).id;
    const before = await counts();
    const cases: { name: string; answer: Promise<{ status: number; body: ErrorJson }>; path: string }[] = [
      {
        name: "DELETE /api/timesheet-records over 500",
        answer: call<ErrorJson>(deleteRecords, "/api/timesheet-records", { method: "DELETE", body: { timesheetId, ids: ids(501) }, cookie: cookies.amara }),
        path: "ids",
      },
      {
        name: "DELETE /api/expense-records over 100",
        answer: call<ErrorJson>(deleteExpenses, "/api/expense-records", { method: "DELETE", body: { timesheetId, ids: ids(101) }, cookie: cookies.amara }),
        path: "ids",
      },
      {
        name: "DELETE /api/files over 100",
        answer: call<ErrorJson>(deleteFiles, "/api/files", { method: "DELETE", body: { ids: ids(101) }, cookie: cookies.amara }),
        path: "ids",
      },
      {
        name: "PUT /api/files over 100",
        answer: call<ErrorJson>(updateFiles, "/api/files", { method: "PUT", body: ids(101).map((id) => ({ id })), cookie: cookies.amara }),
        path: "",
      },
      {
        name: "PUT /api/timesheets/batch/close over 200",
        answer: call<ErrorJson>(batchClose, "/api/timesheets/batch/close", { method: "PUT", body: { ids: ids(201) }, cookie: cookies.admin }),
        path: "ids",
      },
      {
        name: "PUT /api/timesheets/batch/reopen over 200",
        answer: call<ErrorJson>(batchReopen, "/api/timesheets/batch/reopen", { method: "PUT", body: { ids: ids(201) }, cookie: cookies.admin }),
        path: "ids",
      },
    ];
    for (const { name, answer, path } of cases) {
      const { status, body } = await answer;
      expect(status, name).toBe(400);
      expect(body.error.issues?.map((issue) => issue.path), name).toContain(path);
    }
    expect(await counts()).toEqual(before);
  });
});
