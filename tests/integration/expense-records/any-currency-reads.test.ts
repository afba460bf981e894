import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as activityLogsRoute } from "@/app/api/activity-logs/route";
import { GET as eventsRoute } from "@/app/api/events/route";
import { POST as expenseRecordsRoute } from "@/app/api/expense-records/route";
import { POST as invoicesRoute } from "@/app/api/invoices/route";
import { POST as resetRoute } from "@/app/api/timesheets/[id]/reset-component/route";
import { POST as reviewLinksRoute } from "@/app/api/timesheets/[id]/review-links/route";
import { POST as batchExportExpensesRoute } from "@/app/api/timesheets/batch/export-expenses/route";
import { POST as batchExportRoute } from "@/app/api/timesheets/batch/export/route";
import { formatMoney } from "@/lib/format/money";
import type { ChangeEvent } from "@/lib/schemas/events";
import type { InvoiceView } from "@/lib/schemas/invoices";
import type { CreatedReviewLink } from "@/lib/schemas/reviews";
import { files } from "@/server/db/schema";
import { stopChangeFeed } from "@/server/events/change-feed";
import { listAdminTimesheets } from "@/server/services/timesheets/list-admin-timesheets";
import { getStorage } from "@/server/storage";
import { sheetOf, openWorkbook, tableRows } from "../exports/workbook";
import { pdfText } from "../invoices/pdf-text";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { readBack, type ReadBack } from "../../support/read-back";
import { SseReader } from "../../support/sse";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

/**
 * An expense may be paid in any currency of the currency table (about 160 codes), while the
 * settlement currencies are six: what the write takes, every read must show, for the
 * contractor, an administrator and a reviewer. JPY has no minor unit, BHD has three.
 */
let f: Awaited<ReturnType<typeof createApiFixture>>;
let timesheetId: string;
let contractorId: string;
let events: SseReader;
const abort = new AbortController();

const YEN = { expenseCurrency: "JPY", amountInExpenseCurrency: "15000", exchangeRate: "0.0061", amount: "91.50" };
const DINAR = { expenseCurrency: "BHD", amountInExpenseCurrency: "12.345", exchangeRate: "2.4", amount: "29.63" };

beforeAll(async () => {
  f = await createApiFixture();
  // Amara's last month is DUE with her expenses prepared; she takes them back to add two more.
  const sheet = await f.timesheet("amara", -1);
  timesheetId = sheet.id;
  contractorId = sheet.contractorId;
  events = await connect(f.cookies.amara);
  const reset = await call<ErrorJson>(resetRoute, `/api/timesheets/${timesheetId}/reset-component`, {
    cookie: f.cookies.amara,
    id: timesheetId,
    body: { comp: "EXPENSES" },
  });
  expect(reset.status).toBe(200);
  for (const [day, paid] of [
    ["03", YEN],
    ["04", DINAR],
  ] as const) {
    const { amount: _amount, ...body } = paid;
    const { status } = await call<ErrorJson>(expenseRecordsRoute, "/api/expense-records", {
      cookie: f.cookies.amara,
      body: { timesheetId, date: `${f.current.previous().toString()}-${day}`, category: "OTHER", details: `Paid in ${paid.expenseCurrency}`, ...body },
    });
    expect(status).toBe(200);
  }
});

afterAll(async () => {
  abort.abort();
  await events.cancel();
  await stopChangeFeed();
  await f.database.dispose();
});

async function connect(cookie: string): Promise<SseReader> {
  const response = await eventsRoute(new Request(apiRequest("/api/events", { cookie }), { signal: abort.signal }), {});
  expect(response.status).toBe(200);
  const reader = new SseReader(response.body as ReadableStream<Uint8Array>);
  await reader.nextOf("ready");
  return reader;
}

function expectBothPaid(expenses: readonly { expenseCurrency: string; amountInExpenseCurrency: string; amount: string }[]) {
  for (const paid of [YEN, DINAR]) {
    const shown = expenses.find((expense) => expense.expenseCurrency === paid.expenseCurrency);
    expect(shown, `the ${paid.expenseCurrency} expense`).toBeDefined();
    expect(Number(shown!.amountInExpenseCurrency)).toBe(Number(paid.amountInExpenseCurrency));
    expect(shown!.amount).toBe(paid.amount);
  }
}

describe("an expense paid in a currency outside the six settlement currencies", () => {
  let expensesTotal: { amount: string; currency: string }[];
  let read: ReadBack;

  beforeAll(async () => {
    const link = await call<{ data: CreatedReviewLink }>(reviewLinksRoute, `/api/timesheets/${timesheetId}/review-links`, {
      method: "POST",
      cookie: f.cookies.admin,
      id: timesheetId,
      body: {},
    });
    expect(link.status).toBe(201);
    // Every read path at once (tests/support/read-back): each must answer 2xx.
    read = await readBack({ timesheetId, contractor: f.cookies.amara, admin: f.cookies.admin, reviewToken: link.body.data.url.split("/review/")[1]! });
    expensesTotal = read.detail.admin.totals.expenses;
  });

  it("shows in the timesheet detail, for the contractor and for an administrator", () => {
    for (const detail of [read.detail.contractor, read.detail.admin]) {
      expectBothPaid(detail.expenseRecords);
      expect(detail.expenseRecords.every((expense) => expense.originalCurrency === "EUR")).toBe(true);
      expect(detail.totals.expenses).toHaveLength(1);
      expect(detail.totals.expenses).toEqual(expensesTotal);
    }
    expect(expensesTotal[0]!.currency).toBe("EUR");
  });

  it("counts in the contractor's list and history, and the administrator's list and search", async () => {
    expect(read.history).not.toBeNull();
    for (const row of [read.list.contractor, read.history!, read.list.admin, read.search]) expect(row.totals.expenses).toEqual(expensesTotal);
    const page = await listAdminTimesheets(f.db, { filters: { contractorId, period: f.current.previous().toString() }, sort: { by: "period", desc: true }, page: 1, pageSize: 25 });
    expect(page.rows.find((row) => row.id === timesheetId)?.totals.expenses).toEqual(expensesTotal);
  });

  it("shows on the reviewer's page", () => {
    expectBothPaid(read.review!.expenses);
    expect(read.review!.totals.expenses).toEqual(expensesTotal);
  });

  it("is written to the expense exports, single and batch, in the currency's own decimals, and the fee exports still answer", async () => {
    const batch = await batchExportExpensesRoute(apiRequest("/api/timesheets/batch/export-expenses", { cookie: f.cookies.admin, body: { ids: [timesheetId] } }), undefined);
    // The timesheet's own sheet (its table under the header block), and the batch's Expenses table, whose rows start with the timesheet's four keys.
    const batchExpenses = (await openWorkbook(batch)).getWorksheet("Expenses")!;
    const sheets = [
      { rows: tableRows(sheetOf(read.exports!.expenses, "Expenses")), keys: 0 },
      { rows: tableRows(batchExpenses, 1), keys: 4 },
    ];
    for (const { rows, keys } of sheets) {
      const cell = (row: (typeof rows)[number] | undefined, column: number) => row?.getCell(keys + column);
      const yen = rows.find((row) => cell(row, 5)?.value === "JPY");
      const dinar = rows.find((row) => cell(row, 5)?.value === "BHD");
      expect([cell(yen, 4)?.value, cell(yen, 4)?.numFmt, cell(yen, 7)?.value]).toEqual([15000, "[$JPY] #,##0", 91.5]);
      expect([cell(dinar, 4)?.value, cell(dinar, 4)?.numFmt, cell(dinar, 7)?.value]).toEqual([12.345, "[$BHD] #,##0.000", 29.63]);
    }
    await openWorkbook(await batchExportRoute(apiRequest("/api/timesheets/batch/export", { cookie: f.cookies.admin, body: { ids: [timesheetId] } }), undefined));
  });

  it("is a line of the expense invoice PDF, with the amount paid in its currency", async () => {
    const { status, body } = await call<{ data: InvoiceView } & ErrorJson>(invoicesRoute, "/api/invoices", {
      cookie: f.cookies.amara,
      body: { timesheetId, kind: "EXPENSES" },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect({ amount: body.data.amount, currency: body.data.currency }).toEqual(expensesTotal[0]);
    const [file] = await f.db.select().from(files).where(eq(files.id, body.data.file.id));
    const { lines } = await pdfText(await getStorage().get(file!.storageKey));
    expect(lines).toContain(formatMoney("15000", "JPY"));
    expect(lines).toContain(formatMoney("12.345", "BHD"));
  });

  it("leaves the activity log and the contractor's event stream readable", async () => {
    const logs = await call<ErrorJson>(activityLogsRoute, `/api/activity-logs?timesheetId=${timesheetId}`, { cookie: f.cookies.admin });
    expect(logs.status, JSON.stringify(logs.body)).toBe(200);
    const inserted: ChangeEvent[] = [];
    while (inserted.length < 2) {
      const change = JSON.parse((await events.nextOf("change")).data) as ChangeEvent;
      if (change.kind === "expense_record" && change.op === "INSERT") inserted.push(change);
    }
    expect(inserted).toEqual([
      { kind: "expense_record", op: "INSERT", timesheetId, contractorId },
      { kind: "expense_record", op: "INSERT", timesheetId, contractorId },
    ]);
  });
});
