import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as downloadJob } from "@/app/api/export-jobs/[id]/file/route";
import { POST as startJob } from "@/app/api/export-jobs/route";
import { GET as exportFee } from "@/app/api/timesheets/[id]/export/route";
import { POST as batchExport } from "@/app/api/timesheets/batch/export/route";
import { POST as batchExportExpenses } from "@/app/api/timesheets/batch/export-expenses/route";
import type { ExportJobView } from "@/lib/schemas/export-jobs";
import { user } from "@/server/db/schema";
import { workOnExportJobs } from "@/server/services/export-jobs/work-on-export-jobs";
import { installStorage } from "@/server/storage";
import { createDiskStorage } from "@/server/storage/disk-storage";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createDemoDatabase, type DemoDatabase } from "../search/demo-database";
import { EXPENSE_HEADERS } from "@/server/exports/expense-sheet";
import { EXPENSE_COLUMNS, RECORD_COLUMNS, SUMMARY_COLUMNS } from "@/server/exports/export-timesheets";
import { FEE_HEADERS } from "@/server/exports/fee-sheet";
import { EXPENSE_SUMMARY_COLUMNS } from "@/server/exports/export-timesheets-expenses";
import { openWorkbook, rowValues, sheetOf } from "./workbook";

/**
 * A workbook speaks the language of the person who exports (users.locale; English when none): sheet
 * names, headers, labels and statuses. A background export job speaks its owner's.
 */
let demo: DemoDatabase;
let ids: string[];

beforeAll(async () => {
  demo = await createDemoDatabase();
  installStorage(createDiskStorage(mkdtempSync(path.join(tmpdir(), "export-language-"))));
  ids = [
    await demo.timesheetId("amara@settle.local", "Grid Modernisation", -1),
    await demo.timesheetId("lukas@settle.local", "Data Platform Migration", -1),
  ];
  await demo.db.update(user).set({ locale: "de" }).where(eq(user.email, "admin@settle.local"));
});

afterAll(async () => {
  await demo.database.dispose();
});

const post = (handler: typeof batchExport, url: string) => handler(apiRequest(url, { body: { ids }, cookie: demo.cookies.admin }), undefined);

describe("exports in the language of the administrator who asks", () => {
  it("a German administrator's fee export: German sheet, labels, statuses and headers", async () => {
    const response = await exportFee(apiRequest(`/api/timesheets/${ids[0]}/export`, { cookie: demo.cookies.admin }), { params: Promise.resolve({ id: ids[0]! }) });
    const workbook = await openWorkbook(response);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Stundennachweis"]);
    const sheet = sheetOf(workbook, "Stundennachweis");
    expect([1, 2, 3, 4, 5].map((n) => sheet.getRow(n).getCell(1).value)).toEqual(["Auftragnehmer", "Projekt", "Kunde", "Abrechnungszeitraum", "Status"]);
    expect(sheet.getRow(6).getCell(1).value).toBe("Status Honorar");
    expect(rowValues(sheet, 8, 7)).toEqual(["Datum", "Tätigkeit", "Ansprechpartner", "Betrag", "Einheit", "Satz", "Zeilensumme"]);
    const labels: unknown[] = [];
    sheet.eachRow((row) => labels.push(row.getCell(1).value));
    expect(labels).toContain("Tage gesamt");
    expect(labels).toContain("Stunden gesamt");
  });

  it("a German administrator's analysis workbook: German sheet names and table headers", async () => {
    const workbook = await openWorkbook(await post(batchExport, "/api/timesheets/batch/export"));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Zusammenfassung", "Einträge", "Auslagen"]);
    const summary = sheetOf(workbook, "Zusammenfassung");
    expect(rowValues(summary, 1, 5)).toEqual(["Auftragnehmer", "Projekt", "Kunde", "Abrechnungszeitraum", "Status"]);
    expect(rowValues(summary, 1, SUMMARY_COLUMNS.length).at(-1)).toBe("Stundennachweis-ID");
    expect(rowValues(sheetOf(workbook, "Einträge"), 1, 9).slice(4)).toEqual(["Datum", "Tätigkeit", "Ansprechpartner", "Menge", "Einheit"]);
  });

  it("the expenses batch: one analysis workbook, German sheet names and table headers", async () => {
    const workbook = await openWorkbook(await post(batchExportExpenses, "/api/timesheets/batch/export-expenses"));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Zusammenfassung", "Auslagen"]);
    expect(rowValues(workbook.worksheets[0]!, 1, 3)).toEqual(["Auftragnehmer", "Projekt", "Kunde"]);
  });

  it("an export job is written in its owner's language", async () => {
    const started = await call<{ data: ExportJobView } & ErrorJson>(startJob, "/api/export-jobs", { cookie: demo.cookies.admin, body: { kind: "timesheets", ids } });
    expect(started.status).toBe(201);
    await workOnExportJobs(demo.db);
    const id = started.body.data.id;
    let file: Response | undefined;
    for (let attempt = 0; attempt < 100; attempt++) {
      file = await downloadJob(apiRequest(`/api/export-jobs/${id}/file`, { cookie: demo.cookies.admin }), { params: Promise.resolve({ id }) });
      if (file.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file!.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Zusammenfassung", "Einträge", "Auslagen"]);
    expect(rowValues(workbook.worksheets[0]!, 1, 1)).toEqual(["Auftragnehmer"]);
  });

  it("an administrator who chose no language exports in English", async () => {
    await demo.db.update(user).set({ locale: null }).where(eq(user.email, "admin@settle.local"));
    const workbook = await openWorkbook(await post(batchExport, "/api/timesheets/batch/export"));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Summary", "Records", "Expenses"]);
    expect(rowValues(workbook.worksheets[0]!, 1, SUMMARY_COLUMNS.length)).toEqual(SUMMARY_COLUMNS.map((c) => c.header));
  });

  it("the English headers are the specification's, word for word", () => {
    const keys = ["Contractor", "Project", "Client", "Billing period"];
    expect(FEE_HEADERS).toEqual(["Date", "Work summary", "Counterpart", "Amount", "Unit", "Rate", "Line total"]);
    expect(EXPENSE_HEADERS).toEqual(["Date", "Category", "Details", "Original amount", "Original currency", "Exchange rate", "Amount", "Currency", "Receipt files"]);
    expect(EXPENSE_SUMMARY_COLUMNS.map((c) => c.header)).toEqual([...keys, "Status", "Expenses status", "Items", "Amount", "Currency", "Timesheet ID"]);
    expect(SUMMARY_COLUMNS.map((c) => c.header)).toEqual([
      ...keys,
      ...["Status", "Fee status", "Expenses status", "Bonus status", "Days", "Hours", "Currency", "Fee", "Expenses", "Bonus", "Total", "Timesheet ID"],
    ]);
    expect(RECORD_COLUMNS.map((c) => c.header)).toEqual([
      ...keys,
      ...["Date", "Work summary", "Counterpart", "Quantity", "Unit", "Rate type", "Rate", "Currency", "Line total", "Timesheet ID"],
    ]);
    expect(EXPENSE_COLUMNS.map((c) => c.header)).toEqual([
      ...keys,
      ...["Date", "Category", "Details", "Original amount", "Original currency", "Exchange rate", "Amount", "Currency", "Receipt files", "Timesheet ID"],
    ]);
  });
});
