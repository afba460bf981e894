import ExcelJS from "exceljs";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as exportTimesheet } from "@/app/api/timesheets/[id]/export/route";
import { POST as batchExport } from "@/app/api/timesheets/batch/export/route";
import { POST as upsertRecords } from "@/app/api/timesheet-records/route";
import { timesheetRecords } from "@/server/db/schema";
import { apiRequest } from "../support/http";
import { createResilienceFixture, type ResilienceFixture } from "../support/factories/resilience";

/** Text a spreadsheet program would evaluate: = + - @, or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/;
const payload = fc
  .tuple(fc.constantFrom("=", "+", "-", "@", "\t=", "\r=", "=="), fc.constantFrom('HYPERLINK("http://evil.example","x")', "cmd|' /C calc'!A0", "SUM(1+1)*cmd", "1+1", "IMPORTXML(A1,B1)", ""), fc.string({ maxLength: 20 }))
  .map(([start, body, tail]) => `${start}${body}${tail}`.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "").slice(0, 190))
  .filter((text) => text.trim().length > 0 && FORMULA_START.test(text));

let f: ResilienceFixture;
beforeAll(async () => {
  f = await createResilienceFixture();
}, 120_000);
afterAll(async () => {
  await f.database.dispose();
});

async function workbookOf(response: Response): Promise<ExcelJS.Workbook> {
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  return workbook;
}

/** Every cell of every sheet that is a formula or text a spreadsheet would read as one. */
function dangerousCells(workbook: ExcelJS.Workbook): string[] {
  const found: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) found.push(`${sheet.name}!${cell.address} formula`);
        if (typeof cell.value === "string" && FORMULA_START.test(cell.value)) found.push(`${sheet.name}!${cell.address} ${JSON.stringify(cell.value)}`);
      }),
    ),
  );
  return found;
}

describe("formula payloads in exports", () => {
  it("written through the API as work summaries and counterparts, come out as quoted text in every export", async () => {
    const timesheet = await f.timesheetOf("amara", 0);
    const records = await f.db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, timesheet.id));
    expect(records.length).toBeGreaterThan(0);
    const texts = fc.sample(payload, { numRuns: records.length * 2, seed: 7 });
    const response = await upsertRecords(
      apiRequest("/api/timesheet-records", {
        cookie: f.cookies.amara,
        body: {
          timesheetId: timesheet.id,
          records: records.map((record, index) => ({
            id: record.id,
            version: record.version,
            date: record.date,
            workSummary: texts[index * 2],
            counterPart: texts[index * 2 + 1],
            timeAmount: record.timeAmount,
            timeUnit: record.timeUnit,
          })),
        },
      }),
      undefined,
    );
    expect(response.status, await response.clone().text()).toBe(200);

    const own = await workbookOf(await exportTimesheet(apiRequest(`/api/timesheets/${timesheet.id}/export`, { cookie: f.cookies.amara }), { params: Promise.resolve({ id: timesheet.id }) }));
    const batch = await workbookOf(await batchExport(apiRequest("/api/timesheets/batch/export", { cookie: f.cookies.admin, body: { ids: [timesheet.id] } }), undefined));
    for (const workbook of [own, batch]) {
      expect(dangerousCells(workbook)).toEqual([]);
      const quoted: string[] = [];
      workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => void (typeof cell.value === "string" && quoted.push(cell.value)))));
      // Each payload is there, as the text it was, behind the apostrophe that keeps it text.
      for (const text of texts.slice(0, records.length * 2)) expect(quoted).toContain(`'${text.trim()}`);
    }
  });
});
