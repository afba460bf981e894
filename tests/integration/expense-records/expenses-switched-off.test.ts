import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteExpenses, POST as postExpense } from "@/app/api/expense-records/route";
import { POST as postFile } from "@/app/api/files/route";
import { GET as exportExpenses } from "@/app/api/timesheets/[id]/export-expenses/route";
import { GET as exportFee } from "@/app/api/timesheets/[id]/export/route";
import { POST as batchExportExpenses } from "@/app/api/timesheets/batch/export-expenses/route";
import { env } from "@/env";
import type { ExpenseRecordView } from "@/lib/schemas/expense-records";
import { expenseRecords } from "@/server/db/schema";
import { EXPENSES_OFF } from "@/server/config/feature-flags";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture, SAMPLE_FILES, uploadRequest } from "../../support/factories/files";
import { englishText } from "@/lib/errors";
import { answerOf } from "@/tests/support/in-english";

let f: Awaited<ReturnType<typeof createApiFixture>>;
let timesheetId: string;
let existing: ExpenseRecordView;

const flags = env as { FEATURE_EXPENSES: boolean };

const expense = (overrides: Record<string, unknown> = {}) => ({
  timesheetId,
  date: `${f.current.toString()}-10`,
  category: "FLIGHTS",
  details: "Flight to the client site",
  amountInExpenseCurrency: "100.00",
  expenseCurrency: "EUR",
  exchangeRate: "1",
  ...overrides,
});

async function expenseCount(): Promise<number> {
  const [row] = await f.db.select({ n: count() }).from(expenseRecords).where(eq(expenseRecords.timesheetId, timesheetId));
  return row!.n;
}

beforeAll(async () => {
  f = await createApiFixture();
  timesheetId = (await f.timesheet("lukas", 0)).id;
  // Made while expenses are on, so there is something a refused delete must leave in place.
  const made = await call<{ data: { expenseRecord: ExpenseRecordView } }>(postExpense, "/api/expense-records", { cookie: f.cookies.lukas, body: expense() });
  expect(made.status).toBe(200);
  existing = made.body.data.expenseRecord;
  flags.FEATURE_EXPENSES = false;
});
afterEach(() => {
  flags.FEATURE_EXPENSES = false;
});
afterAll(async () => {
  flags.FEATURE_EXPENSES = true;
  await f.database.dispose();
});

describe("FEATURE_EXPENSES=false switches expenses off on the server", () => {
  it("refuses expense record writes with 404 and says why; nothing changes", async () => {
    const before = await expenseCount();
    const created = await call<ErrorJson>(postExpense, "/api/expense-records", { cookie: f.cookies.lukas, body: expense({ details: "Taxi" }) });
    expect(created.status).toBe(404);
    expect(created.body.error).toEqual({ code: "NOT_FOUND", ...answerOf(EXPENSES_OFF) });
    const removed = await call<ErrorJson>(deleteExpenses, "/api/expense-records", {
      method: "DELETE",
      cookie: f.cookies.lukas,
      body: { timesheetId, ids: [existing.id] },
    });
    expect(removed.status).toBe(404);
    expect(removed.body.error.message).toBe(englishText(EXPENSES_OFF));
    expect(await expenseCount()).toBe(before);
  });

  it("refuses the expense exports, single and batch, with 404; the fee export still works", async () => {
    const single = await call<ErrorJson>(exportExpenses, `/api/timesheets/${timesheetId}/export-expenses`, { cookie: f.cookies.admin, id: timesheetId });
    expect(single.status).toBe(404);
    expect(single.body.error.message).toBe(englishText(EXPENSES_OFF));
    const batch = await call<ErrorJson>(batchExportExpenses, "/api/timesheets/batch/export-expenses", { cookie: f.cookies.admin, body: { ids: [timesheetId] } });
    expect(batch.status).toBe(404);
    expect(batch.body.error.message).toBe(englishText(EXPENSES_OFF));
    const fee = await exportFee(apiRequest(`/api/timesheets/${timesheetId}/export`, { cookie: f.cookies.lukas }), { params: Promise.resolve({ id: timesheetId }) });
    expect(fee.status).toBe(200);
  });

  it("refuses receipts and expense invoices with 404, while the fee invoice still uploads", async () => {
    const upload = (fileType: string) =>
      postFile(uploadRequest({ cookie: f.cookies.lukas, fields: { timesheetId, fileType }, file: { name: "r.png", bytes: SAMPLE_FILES.png } }), undefined);
    for (const fileType of ["EXPENSE_RECEIPT", "EXPENSE_INVOICE"]) {
      const refused = await upload(fileType);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as ErrorJson).error.message).toBe(englishText(EXPENSES_OFF));
    }
    expect((await upload("FEE_INVOICE")).status).toBe(201);
  });

  it("asks who is calling first: without a session the answer is still 401", async () => {
    const anonymous = await call<ErrorJson>(postExpense, "/api/expense-records", { body: expense() });
    expect(anonymous.status).toBe(401);
  });
});
