import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE, POST } from "@/app/api/expense-records/route";
import { POST as uploadFile } from "@/app/api/files/route";
import { componentLockedReason, REFUSAL_REASONS } from "@/lib/domain/transition-reasons";
import type { ExpenseRecordView, TimesheetStatusesView } from "@/lib/schemas/expense-records";
import type { FileView } from "@/lib/schemas/files";
import { activityLogs, expenseRecords, files, timesheets } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { apiRequest } from "../../support/http";
import { answerOf } from "../../support/in-english";
import { readBack } from "../../support/read-back";
import { ADMIN_API_KEY_HEADERS, createApiFixture, SAMPLE_FILES, uploadRequest, type ErrorJson } from "../../support/factories/files";

let f: Awaited<ReturnType<typeof createApiFixture>>;
type Timesheet = Awaited<ReturnType<typeof f.timesheet>>;
let lukasNov: Timesheet;
let lukasDec: Timesheet;
let amaraNov: Timesheet;
let day: (offset: number, dayOfMonth: number) => string;

type Upserted = { data: { expenseRecord: ExpenseRecordView; timesheet: TimesheetStatusesView } };

beforeAll(async () => {
  f = await createApiFixture();
  lukasNov = await f.timesheet("lukas", 0);
  lukasDec = await f.timesheet("lukas", 1);
  amaraNov = await f.timesheet("amara", 0);
  day = (offset, dayOfMonth) => `${f.current.plusMonths(offset).toString()}-${String(dayOfMonth).padStart(2, "0")}`;
});
afterAll(async () => {
  await f.database.dispose();
});

const post = (body: unknown, cookie?: string, headers?: Record<string, string>) =>
  POST(apiRequest("/api/expense-records", { cookie, body, headers }), undefined);
const del = (body: unknown, cookie?: string) => DELETE(apiRequest("/api/expense-records", { method: "DELETE", cookie, body }), undefined);

async function upload(timesheetId: string, fileType: string, cookie = f.cookies.lukas): Promise<FileView> {
  const response = await uploadFile(uploadRequest({ cookie, fields: { timesheetId, fileType }, file: { name: "r.pdf", bytes: SAMPLE_FILES.pdf } }), undefined);
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: FileView }).data;
}

const expense = (timesheetId: string, overrides: Record<string, unknown> = {}) => ({
  timesheetId,
  date: day(0, 10),
  category: "FLIGHTS",
  details: "Flight to the client site",
  amountInExpenseCurrency: "100.00",
  expenseCurrency: "EUR",
  exchangeRate: "0.93871234",
  ...overrides,
});

/** Everything a refusal must leave as it was. */
async function snapshot(timesheetId: string) {
  const [timesheet] = await f.db.select().from(timesheets).where(eq(timesheets.id, timesheetId));
  const records = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, timesheetId)).orderBy(expenseRecords.id);
  const attached = await f.db.select().from(files).where(eq(files.timesheetId, timesheetId)).orderBy(files.id);
  const [logs] = await f.db.select({ n: count() }).from(activityLogs).where(eq(activityLogs.timesheetId, timesheetId));
  return { timesheet, records, attached, logs: logs!.n };
}

describe("POST /api/expense-records", () => {
  let created: ExpenseRecordView;
  let receipt: FileView;
  let invoice: FileView;

  it("creates the first expense: converts once, links files, opens the component, outdates the expense invoice, audits", async () => {
    receipt = await upload(lukasNov.id, "EXPENSE_RECEIPT");
    invoice = await upload(lukasNov.id, "EXPENSE_INVOICE");
    const response = await post(expense(lukasNov.id, { fileIds: [receipt.id] }), f.cookies.lukas);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Upserted;
    created = data.expenseRecord;
    expect(created).toMatchObject({
      timesheetId: lukasNov.id,
      date: day(0, 10),
      category: "FLIGHTS",
      details: "Flight to the client site",
      amountInExpenseCurrency: "100.00",
      expenseCurrency: "EUR",
      exchangeRate: "0.93871234",
      // 100.00 × 0.93871234 = 93.871234, rounded once to CHF (the currency of Lukas's rate).
      amount: "93.87",
      originalCurrency: "CHF",
      version: 1,
    });
    expect(created.files.map((file) => [file.id, file.expenseRecordId])).toEqual([[receipt.id, created.id]]);
    expect(data.timesheet).toEqual({
      id: lukasNov.id,
      status: "IN_PROGRESS",
      feeStatus: "IN_PROGRESS",
      expensesStatus: "IN_PROGRESS",
      bonusStatus: "NOT_ELIGIBLE",
      version: lukasNov.version + 1,
    });
    const [invoiceRow] = await f.db.select().from(files).where(eq(files.id, invoice.id));
    expect(invoiceRow!.outdated).toBe(true);
    const logs = await f.db.select().from(activityLogs).where(and(eq(activityLogs.timesheetId, lukasNov.id), eq(activityLogs.event, "create-expense")));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ action: "UPDATE", entityType: "timesheet", entityId: lukasNov.id, actorLabel: "lukas@settle.local" });
    expect(logs[0]!.before).toMatchObject({ expensesStatus: "ELIGIBLE" });
    expect(logs[0]!.after).toMatchObject({ expensesStatus: "IN_PROGRESS" });
  });

  it("rounds half-up once, and leaves the timesheet (and its version) alone when no status moves", async () => {
    const before = await snapshot(lukasNov.id);
    const response = await post(expense(lukasNov.id, { amountInExpenseCurrency: "10.05", exchangeRate: "0.5" }), f.cookies.lukas);
    const { data } = (await response.json()) as Upserted;
    expect(data.expenseRecord.amount).toBe("5.03");
    expect(data.timesheet.version).toBe(before.timesheet!.version);
    expect((await snapshot(lukasNov.id)).logs).toBe(before.logs);
  });

  it("takes a receipt in any currency of the table, to its own minor units, settled in the engagement's currency", async () => {
    const yen = await post(expense(lukasNov.id, { expenseCurrency: "JPY", amountInExpenseCurrency: "15000", exchangeRate: "0.00573" }), f.cookies.lukas);
    expect(yen.status).toBe(200);
    // 15000 × 0.00573 = 85.95 CHF; the yen amount has no decimals of its own.
    expect(((await yen.json()) as Upserted).data.expenseRecord).toMatchObject({
      amountInExpenseCurrency: "15000.00",
      expenseCurrency: "JPY",
      amount: "85.95",
      originalCurrency: "CHF",
    });
    const dinar = await post(expense(lukasNov.id, { expenseCurrency: "BHD", amountInExpenseCurrency: "12.345", exchangeRate: "2.1" }), f.cookies.lukas);
    expect(dinar.status).toBe(200);
    // 12.345 × 2.1 = 25.9245, rounded once to 25.92 CHF; the third dinar digit is kept.
    expect(((await dinar.json()) as Upserted).data.expenseRecord).toMatchObject({ amountInExpenseCurrency: "12.345", expenseCurrency: "BHD", amount: "25.92" });

    // Read after write: both receipts, and one expenses total, on every path that shows the month.
    const read = await readBack({ timesheetId: lukasNov.id, contractor: f.cookies.lukas, admin: f.cookies.admin });
    for (const detail of [read.detail.contractor, read.detail.admin]) {
      expect(detail.expenseRecords.filter((record) => ["JPY", "BHD"].includes(record.expenseCurrency)).map((record) => [record.expenseCurrency, record.amount]).sort()).toEqual([
        ["BHD", "25.92"],
        ["JPY", "85.95"],
      ]);
    }
    const total = read.detail.admin.totals.expenses;
    expect(total).toHaveLength(1);
    for (const shown of [read.detail.contractor, read.list.contractor, read.list.admin, read.search]) expect(shown.totals.expenses).toEqual(total);
    expect(read.exports!.expenses.getWorksheet("Expenses")).toBeDefined();
  });

  it("refuses, in the database too, a currency outside the currency table", async () => {
    const [row] = await f.db.select().from(expenseRecords).limit(1);
    await expect(f.db.update(expenseRecords).set({ expenseCurrency: "XYZ" }).where(eq(expenseRecords.id, row!.id))).rejects.toThrow();
  });

  it("updates with the version it read, bumping it; an empty fileIds unlinks the files", async () => {
    const response = await post(
      expense(lukasNov.id, { id: created.id, version: 1, category: "VISAS", amountInExpenseCurrency: "200", exchangeRate: "1", fileIds: [] }),
      f.cookies.lukas,
    );
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as Upserted;
    expect(data.expenseRecord).toMatchObject({ id: created.id, category: "VISAS", amount: "200.00", version: 2, files: [] });
    const [unlinked] = await f.db.select().from(files).where(eq(files.id, receipt.id));
    expect(unlinked!.expenseRecordId).toBeNull();
  });

  it("answers 409 STALE_VERSION for a stale version and changes nothing", async () => {
    const before = await snapshot(lukasNov.id);
    const response = await post(expense(lukasNov.id, { id: created.id, version: 1, details: "late edit" }), f.cookies.lukas);
    expect(response.status).toBe(409);
    expect(((await response.json()) as ErrorJson).error.code).toBe("STALE_VERSION");
    expect(await snapshot(lukasNov.id)).toEqual(before);
  });

  it("says 'Missing expense record id!' when a version comes without an id", async () => {
    const before = await snapshot(lukasNov.id);
    const response = await post(expense(lukasNov.id, { version: 1 }), f.cookies.lukas);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.issues).toEqual([{ path: "id", key: "missingExpenseRecordId", message: "Missing expense record id!" }]);
    const alsoInvalid = await post(expense(lukasNov.id, { version: 1, category: "FOOD" }), f.cookies.lukas);
    expect(((await alsoInvalid.json()) as ErrorJson).error.issues?.map((i) => i.message)).toContain("Missing expense record id!");
    expect(await snapshot(lukasNov.id)).toEqual(before);
  });

  it.each([
    ["an unknown category", { category: "FOOD" }, "category"],
    ["a currency not in the currency table", { expenseCurrency: "XYZ" }, "expenseCurrency"],
    ["a lower-case currency code", { expenseCurrency: "jpy" }, "expenseCurrency"],
    ["decimals in a currency without minor units", { expenseCurrency: "JPY", amountInExpenseCurrency: "1500.5" }, "amountInExpenseCurrency"],
    ["4 decimals in a 3-decimal currency", { expenseCurrency: "BHD", amountInExpenseCurrency: "1.2345" }, "amountInExpenseCurrency"],
    ["a zero exchange rate", { exchangeRate: "0" }, "exchangeRate"],
    ["a negative exchange rate", { exchangeRate: "-1.2" }, "exchangeRate"],
    ["an exchange rate with 9 decimals", { exchangeRate: "1.123456789" }, "exchangeRate"],
    ["a non-numeric amount", { amountInExpenseCurrency: "abc" }, "amountInExpenseCurrency"],
    ["an amount with 3 decimals", { amountInExpenseCurrency: "1.234" }, "amountInExpenseCurrency"],
    ["a malformed date", { date: "2026-13-01" }, "date"],
    ["a date outside the billing period", { date: "previous month" }, "date"],
    ["an amount that rounds to zero", { amountInExpenseCurrency: "0.01", exchangeRate: "0.1" }, "amountInExpenseCurrency"],
    ["too long details", { details: "x".repeat(2001) }, "details"],
    ["duplicate file ids", { fileIds: ["7d2c3c1e-1111-4aaa-8bbb-000000000001", "7d2c3c1e-1111-4aaa-8bbb-000000000001"] }, "fileIds"],
  ] as [string, Record<string, unknown>, string][])("answers 400 for %s and changes nothing", async (_, overrides, field) => {
    const body = expense(lukasNov.id, { ...overrides, ...(overrides.date === "previous month" ? { date: day(-1, 28) } : {}) });
    const before = await snapshot(lukasNov.id);
    const response = await post(body, f.cookies.lukas);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.issues?.map((i) => i.path)).toContain(field);
    expect(await snapshot(lukasNov.id)).toEqual(before);
  });

  it("answers 400 when a linked file is not an expense file", async () => {
    const feeInvoice = await upload(lukasNov.id, "FEE_INVOICE");
    const before = await snapshot(lukasNov.id);
    const response = await post(expense(lukasNov.id, { fileIds: [feeInvoice.id] }), f.cookies.lukas);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.issues?.[0]?.path).toBe("fileIds.0");
    expect(await snapshot(lukasNov.id)).toEqual(before);
  });

  it("answers 404 for another contractor's timesheet, record or files, and 401 signed out", async () => {
    const [amaraExpense] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, amaraNov.id));
    const [amaraFile] = await f.db.select().from(files).where(eq(files.timesheetId, amaraNov.id));
    const before = [await snapshot(lukasNov.id), await snapshot(amaraNov.id)];
    const cases: [unknown, string][] = [
      [expense(amaraNov.id), "Timesheet not found."],
      [expense(lukasNov.id, { id: amaraExpense!.id, version: amaraExpense!.version }), "Expense record not found."],
      [expense(lukasNov.id, { fileIds: [amaraFile!.id] }), "File not found."],
    ];
    for (const [body, message] of cases) {
      const response = await post(body, f.cookies.lukas);
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorJson).error.message).toBe(message);
    }
    expect((await post(expense(lukasNov.id))).status).toBe(401);
    expect([await snapshot(lukasNov.id), await snapshot(amaraNov.id)]).toEqual(before);
  });

  it("plans an expense in a month that has not begun: the component opens, the timesheet stays INITIALIZED", async () => {
    const response = await post(expense(lukasDec.id, { date: day(1, 3) }), f.cookies.lukas);
    const { data } = (await response.json()) as Upserted;
    expect(data.timesheet).toMatchObject({ status: "INITIALIZED", expensesStatus: "IN_PROGRESS", version: lukasDec.version + 1 });
  });

  it("refuses any exchange rate but exactly 1 for an expense in the engagement's own currency, and changes nothing", async () => {
    // Lukas settles in CHF.
    const before = await snapshot(lukasNov.id);
    for (const exchangeRate of ["2", "0.5"]) {
      const response = await post(expense(lukasNov.id, { amountInExpenseCurrency: "10.00", expenseCurrency: "CHF", exchangeRate }), f.cookies.lukas);
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorJson).error.issues).toEqual([
        { path: "exchangeRate", key: "exchangeRateExactly1", values: { from: "CHF", to: "CHF" }, message: "The exchange rate from CHF to CHF is exactly 1." },
      ]);
    }
    expect(await snapshot(lukasNov.id)).toEqual(before);
    const accepted = await post(expense(lukasNov.id, { amountInExpenseCurrency: "10.00", expenseCurrency: "CHF", exchangeRate: "1.0" }), f.cookies.lukas);
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as Upserted).data.expenseRecord).toMatchObject({ amount: "10.00", originalCurrency: "CHF" });
  });

  it.each([
    ["prepared expenses", "amara", -1, undefined, "The expenses component is prepared; reset it before making changes.", componentLockedReason("EXPENSES", "PREPARED")],
    ["a submitted timesheet", "lukas", -1, undefined, "This timesheet is submitted and waiting for review.", REFUSAL_REASONS.timesheetSubmitted],
    ["an approved timesheet", "lukas", -2, undefined, "This timesheet is approved; an administrator must reset a component before it can change.", REFUSAL_REASONS.timesheetApproved],
    ["a closed timesheet", "lukas", -4, undefined, "This timesheet is closed; only an administrator can reopen it.", REFUSAL_REASONS.timesheetClosed],
    ["expenses that are not eligible", "sofia", 0, "Fleet Analytics", "The expenses component is not eligible for settlement.", componentLockedReason("EXPENSES", "NOT_ELIGIBLE")],
  ] as const)("refuses %s with 409 and the transition table's reason, changing nothing", async (_, person, offset, project, reason, refusal) => {
    const timesheet = await f.timesheet(person, offset, project);
    const before = await snapshot(timesheet.id);
    const response = await post(expense(timesheet.id, { date: day(offset, 5) }), f.cookies[person]);
    expect(response.status).toBe(409);
    const { error } = (await response.json()) as ErrorJson;
    expect(error.message).toBe(reason);
    expect(error).toEqual({ code: "CONFLICT", ...answerOf(refusal) });
    expect(await snapshot(timesheet.id)).toEqual(before);
  });

  it("lets an administrator (session or API key) add an expense to any contractor's timesheet", async () => {
    expect((await post(expense(lukasNov.id, { details: "admin" }), f.cookies.admin)).status).toBe(200);
    expect((await post(expense(lukasNov.id, { details: "api" }), undefined, ADMIN_API_KEY_HEADERS)).status).toBe(200);
  });
});

describe("DELETE /api/expense-records", () => {
  it("deletes records with their files (rows, then bytes) and outdates the expense invoices", async () => {
    const receipt = await upload(lukasNov.id, "EXPENSE_RECEIPT");
    const created = ((await (await post(expense(lukasNov.id, { fileIds: [receipt.id] }), f.cookies.lukas)).json()) as Upserted).data;
    const [receiptRow] = await f.db.select().from(files).where(eq(files.id, receipt.id));
    await f.db.update(files).set({ outdated: false }).where(and(eq(files.timesheetId, lukasNov.id), eq(files.fileType, "EXPENSE_INVOICE")));
    const response = await del({ timesheetId: lukasNov.id, ids: [created.expenseRecord.id], versions: { [created.expenseRecord.id]: 1 } }, f.cookies.lukas);
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { deleted: string[]; timesheet: TimesheetStatusesView } };
    expect(data.deleted).toEqual([created.expenseRecord.id]);
    expect(data.timesheet).toMatchObject({ id: lukasNov.id, expensesStatus: "IN_PROGRESS" });
    expect(await f.db.select().from(expenseRecords).where(eq(expenseRecords.id, created.expenseRecord.id))).toEqual([]);
    expect(await f.db.select().from(files).where(eq(files.id, receipt.id))).toEqual([]);
    await expect(getStorage().get(receiptRow!.storageKey)).rejects.toThrow("Failed to download file");
    const invoices = await f.db.select().from(files).where(and(eq(files.timesheetId, lukasNov.id), eq(files.fileType, "EXPENSE_INVOICE")));
    expect(invoices.length).toBeGreaterThan(0);
    expect(invoices.every((file) => file.outdated)).toBe(true);
  });

  it("answers 409 for a stale version and for a closed timesheet, deleting nothing", async () => {
    const [record] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, lukasNov.id)).limit(1);
    const before = await snapshot(lukasNov.id);
    const stale = await del({ timesheetId: lukasNov.id, ids: [record!.id], versions: { [record!.id]: record!.version + 1 } }, f.cookies.lukas);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorJson).error.code).toBe("STALE_VERSION");
    expect(await snapshot(lukasNov.id)).toEqual(before);
    const closed = await f.timesheet("lukas", -4);
    const [closedRecord] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, closed.id)).limit(1);
    const closedBefore = await snapshot(closed.id);
    const refused = await del({ timesheetId: closed.id, ids: [closedRecord!.id] }, f.cookies.lukas);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error.message).toBe("This timesheet is closed; only an administrator can reopen it.");
    expect(await snapshot(closed.id)).toEqual(closedBefore);
  });

  it("answers 404 for another contractor's timesheet or records, 400 for a bad body, 401 signed out", async () => {
    const [amaraExpense] = await f.db.select().from(expenseRecords).where(eq(expenseRecords.timesheetId, amaraNov.id));
    const before = await snapshot(amaraNov.id);
    expect((await del({ timesheetId: amaraNov.id, ids: [amaraExpense!.id] }, f.cookies.lukas)).status).toBe(404);
    const wrongTimesheet = await del({ timesheetId: lukasNov.id, ids: [amaraExpense!.id] }, f.cookies.lukas);
    expect(((await wrongTimesheet.json()) as ErrorJson).error.message).toBe("Expense record not found.");
    expect((await del({ timesheetId: lukasNov.id, ids: [] }, f.cookies.lukas)).status).toBe(400);
    expect((await del({ timesheetId: "nope", ids: [amaraExpense!.id] }, f.cookies.lukas)).status).toBe(400);
    expect((await del({ timesheetId: amaraNov.id, ids: [amaraExpense!.id] })).status).toBe(401);
    expect(await snapshot(amaraNov.id)).toEqual(before);
  });
});
