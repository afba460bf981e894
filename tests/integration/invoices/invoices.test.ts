import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/invoices/route";
import { DELETE as deleteRecordsRoute } from "@/app/api/timesheet-records/route";
import { POST as prepareRoute } from "@/app/api/timesheets/[id]/prepare-component/route";
import { GET as getTimesheetRoute } from "@/app/api/timesheets/[id]/route";
import { env } from "@/env";
import { formatMoney } from "@/lib/format/money";
import type { InvoiceView } from "@/lib/schemas/invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { clients, configurations, expenseRecords, invoicingEntities, projects, files, invoiceCounters, invoices, timesheetRecords, timesheets } from "@/server/db/schema";
import { EXPENSES_OFF, INVOICING_OFF } from "@/server/config/feature-flags";
import { INVOICE_REQUIRED_KEY, invoiceMissingReason, invoiceOutdatedReason } from "@/server/invoices/invoice-requirement";
import { formatInvoiceNumber, nextInvoiceNumber } from "@/server/invoices/next-invoice-number";
import { invoiceDateText } from "@/server/services/invoices/generate-invoice";
import { formatInvoiceDate } from "@/lib/format/date";
import { enumLabel } from "@/lib/format/labels";
import { getStorage } from "@/server/storage";
import { businessToday } from "@/server/clock";
import { call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { pastDueTimesheet } from "../../support/factories/past-timesheet";
import { solidPng, receiptPdf } from "./images";
import { pdfText } from "./pdf-text";
import { readFacturX } from "./factur-x";
import { englishText } from "@/lib/errors";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

let f: Awaited<ReturnType<typeof createApiFixture>>;
type Timesheet = Awaited<ReturnType<typeof f.timesheet>>;
let lukasNov: Timesheet;

beforeAll(async () => {
  f = await createApiFixture();
  lukasNov = await f.timesheet("lukas", 0);
});
afterAll(async () => {
  await f.database.dispose();
});

const generate = (cookie: string, timesheetId: string, kind: string) =>
  call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", { cookie, body: { timesheetId, kind } });

async function detailOf(cookie: string, id: string): Promise<TimesheetDetail> {
  const { status, body } = await call<{ data: TimesheetDetail }>(getTimesheetRoute, `/api/timesheets/${id}`, { cookie, id });
  expect(status).toBe(200);
  return body.data;
}

async function storedPdf(invoice: InvoiceView): Promise<Uint8Array> {
  const [row] = await f.db.select().from(files).where(eq(files.id, invoice.file.id));
  return getStorage().get(row!.storageKey);
}

describe("POST /api/invoices", () => {
  it("generates the fee invoice: number, date, lines and the domain core's total in the PDF", async () => {
    const detail = await detailOf(f.cookies.lukas, lukasNov.id);
    const [fee] = detail.totals.fee;
    expect(fee).toBeDefined();
    const { status, body } = await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET");
    expect(status).toBe(201);
    const invoice = body.data;
    expect(invoice.number).toBe(formatInvoiceNumber(lukasNov.contractorId, Number(invoice.invoiceDate.slice(0, 4)), 1));
    expect(invoice.invoiceDateText).toBe(invoiceDateText(invoice.invoiceDate));
    expect(invoice.invoiceDateText).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);
    expect(invoice.amount).toBe(fee!.amount);
    expect(invoice.currency).toBe(fee!.currency);
    expect(invoice.file).toMatchObject({ fileType: "FEE_INVOICE", contentType: "application/pdf", outdated: false });

    const pdf = await pdfText(await storedPdf(invoice));
    // The Factur-X writer titles the PDF "<seller>: Invoice <number>".
    expect(pdf.title).toMatch(new RegExp(`: Invoice ${invoice.number}$`));
    expect(pdf.lines).toContain(`Invoice number: ${invoice.number}`);
    expect(pdf.lines).toContain(`Invoice date: ${invoice.invoiceDateText}`);
    expect(pdf.lines).toContain(formatMoney(fee!.amount, fee!.currency));
    // One line per rate, as the domain core groups them.
    const rateLines = pdf.lines.filter((line) => /^(Hourly|Daily|Monthly) rate, /.test(line));
    expect(rateLines.length).toBeGreaterThan(0);
    expect(pdf.lines).toContain("Total");
  });

  it("regenerating keeps the number, replaces the file, and takes no new number", async () => {
    const first = (await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET")).body.data;
    const second = await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET");
    expect(second.status).toBe(201);
    expect(second.body.data.number).toBe(first.number);
    expect(second.body.data.file.id).not.toBe(first.file.id);
    const feeFiles = await f.db
      .select()
      .from(files)
      .where(and(eq(files.timesheetId, lukasNov.id), eq(files.fileType, "FEE_INVOICE")));
    expect(feeFiles.map((file) => file.id)).toEqual([second.body.data.file.id]);
    const rows = await f.db.select().from(invoices).where(eq(invoices.timesheetId, lukasNov.id));
    expect(rows.filter((row) => row.kind === "TIMESHEET")).toHaveLength(1);
    const [counter] = await f.db.select().from(invoiceCounters).where(eq(invoiceCounters.contractorId, lukasNov.contractorId));
    expect(counter!.lastNumber).toBe(1);
  });

  it("appends three receipts to the expense invoice: two images on their own pages and a two-page PDF attached as a file", async () => {
    await f.db.delete(files).where(and(eq(files.timesheetId, lukasNov.id), eq(files.fileType, "EXPENSE_RECEIPT")));
    const receipts = [
      { name: "taxi.png", contentType: "image/png", bytes: solidPng(40, 30, [200, 30, 30]) },
      { name: "hotel.pdf", contentType: "application/pdf", bytes: await receiptPdf(2) },
      { name: "lunch.png", contentType: "image/png", bytes: solidPng(20, 60, [30, 30, 200]) },
    ];
    for (const receipt of receipts) {
      const key = `${lukasNov.id}/${randomUUID()}`;
      await getStorage().put(key, receipt.bytes, receipt.contentType);
      await f.db.insert(files).values({
        timesheetId: lukasNov.id,
        fileType: "EXPENSE_RECEIPT",
        storageKey: key,
        originalName: receipt.name,
        contentType: receipt.contentType,
        size: receipt.bytes.byteLength,
      });
    }
    const before = await detailOf(f.cookies.lukas, lukasNov.id);
    if (before.expenseRecords.length === 0) {
      const currency = before.totals.fee[0]!.currency as "EUR";
      await f.db.insert(expenseRecords).values({
        timesheetId: lukasNov.id,
        date: lukasNov.billingPeriod,
        category: "FLIGHTS",
        details: "Flight to the client",
        amount: "412.30",
        amountInExpenseCurrency: "412.30",
        expenseCurrency: currency,
        exchangeRate: "1",
        originalCurrency: currency,
      });
    }
    const detail = await detailOf(f.cookies.lukas, lukasNov.id);
    expect(detail.expenseRecords.length).toBeGreaterThan(0);
    const { status, body } = await generate(f.cookies.lukas, lukasNov.id, "EXPENSES");
    expect(status).toBe(201);
    expect(body.data.amount).toBe(detail.totals.expenses[0]!.amount);
    expect(body.data.number).toBe(formatInvoiceNumber(lukasNov.contractorId, Number(body.data.invoiceDate.slice(0, 4)), 2));
    const pdf = await pdfText(await storedPdf(body.data));
    // One invoice page, the two images on a page each, and a page naming the PDF receipt, which is attached, not merged (PDF/A-3).
    expect(pdf.pages).toBe(1 + 1 + 1 + 1);
    expect(pdf.lines).toContain("Receipt: taxi.png");
    expect(pdf.lines).toContain("Receipt: lunch.png");
    expect(pdf.lines).toContain("Receipt: hotel.pdf");
    expect(pdf.lines).toContain("Attached to this PDF as the file hotel.pdf (your PDF viewer lists it under attachments).");
    const attached = (await readFacturX(await storedPdf(body.data))).attachments.find((attachment) => attachment.name === "hotel.pdf");
    expect(attached?.relationship).toBe("/Supplement");
    expect(pdf.lines).toContain(formatMoney(detail.totals.expenses[0]!.amount, detail.totals.expenses[0]!.currency));
    // Each expense as the screens name it: the invoice's own date format and the category's label, never ISO or lower case.
    const printed = pdf.lines.join("\n");
    expect(printed).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
    for (const expense of detail.expenseRecords) {
      expect(printed).toContain(`${formatInvoiceDate(expense.date)} · ${enumLabel(expense.category)}`);
    }
  });

  it("refuses other people's timesheets (404), a bad kind (400) and a component that may not change (409)", async () => {
    expect((await generate(f.cookies.amara, lukasNov.id, "TIMESHEET")).status).toBe(404);
    const bad = await generate(f.cookies.lukas, lukasNov.id, "SALARY");
    expect(bad.status).toBe(400);
    const bonus = await generate(f.cookies.lukas, lukasNov.id, "BONUS");
    expect(bonus.status).toBe(409);
    expect(bonus.body.error.message).toBe("The bonus component is not eligible for settlement.");
  });

  it("asks for billing details first", async () => {
    const amaraNov = await f.timesheet("amara", 0);
    await f.db.execute(sql`delete from billing_details where contractor_id = ${amaraNov.contractorId}`);
    const { status, body } = await generate(f.cookies.amara, amaraNov.id, "TIMESHEET");
    expect(status).toBe(409);
    expect(body.error.message).toBe("Save your billing details before generating an invoice.");
  });

  it("answers 404 with a clear message while invoicing or expenses are switched off", async () => {
    const flags = env as { FEATURE_INVOICING: boolean; FEATURE_EXPENSES: boolean };
    try {
      flags.FEATURE_EXPENSES = false;
      const expenses = await generate(f.cookies.lukas, lukasNov.id, "EXPENSES");
      expect(expenses.status).toBe(404);
      expect(expenses.body.error.message).toBe(englishText(EXPENSES_OFF));
      flags.FEATURE_INVOICING = false;
      const fee = await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET");
      expect(fee.status).toBe(404);
      expect(fee.body.error.message).toBe(englishText(INVOICING_OFF));
    } finally {
      flags.FEATURE_INVOICING = true;
      flags.FEATURE_EXPENSES = true;
    }
  });
});

describe("invoice numbers", () => {
  it("50 concurrent transactions of one contractor take 50 consecutive numbers, none twice", async () => {
    const contractorId = lukasNov.contractorId;
    const year = 2031;
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () => f.db.transaction((tx) => nextInvoiceNumber(tx, contractorId, year))),
    );
    const expected = Array.from({ length: 50 }, (_, i) => formatInvoiceNumber(contractorId, year, i + 1));
    expect([...numbers].sort()).toEqual(expected);
  });

  it("a rolled-back generation gives its number back", async () => {
    const contractorId = lukasNov.contractorId;
    await expect(
      f.db.transaction(async (tx) => {
        await nextInvoiceNumber(tx, contractorId, 2032);
        throw new Error("rendering failed");
      }),
    ).rejects.toThrow("rendering failed");
    expect(await f.db.transaction((tx) => nextInvoiceNumber(tx, contractorId, 2032))).toBe(formatInvoiceNumber(contractorId, 2032, 1));
  });
});

describe("concurrent generation", () => {
  // Each is a Factur-X PDF/A-3 with its XML and the XRechnung beside it (about 0.3 s of work
  // each, taken one after the other on the counter lock), hence the longer time.
  it("50 fee invoices of one contractor generated at once (different timesheets) have 50 consecutive numbers; each PDF total is the domain core's", async () => {
    const [record] = await f.db.select().from(timesheetRecords).where(eq(timesheetRecords.timesheetId, lukasNov.id)).limit(1);
    expect(record).toBeDefined();
    // Fifty past months of Lukas's engagement, each with one record at the same rate.
    const periods = Array.from({ length: 50 }, (_, i) => `${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-15`);
    const created = await f.db
      .insert(timesheets)
      .values(
        periods.map((billingPeriod) => ({
          projectEngagementId: lukasNov.projectEngagementId,
          contractorId: lukasNov.contractorId,
          projectId: lukasNov.projectId,
          billingPeriod,
          status: "DUE" as const,
          feeStatus: "DUE" as const,
        })),
      )
      .returning({ id: timesheets.id, billingPeriod: timesheets.billingPeriod });
    await f.db.insert(timesheetRecords).values(
      created.map((timesheet) => ({
        timesheetId: timesheet.id,
        date: timesheet.billingPeriod,
        rateId: record!.rateId,
        timeAmount: record!.timeAmount,
        timeUnit: record!.timeUnit,
        workSummary: "Migration work",
      })),
    );
    const year = Number(businessToday().slice(0, 4));
    const [counter] = await f.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.contractorId, lukasNov.contractorId), eq(invoiceCounters.year, year)));
    const start = counter?.lastNumber ?? 0;

    const answers = await Promise.all(created.map((timesheet) => generate(f.cookies.lukas, timesheet.id, "TIMESHEET")));
    expect(answers.map((answer) => answer.status)).toEqual(created.map(() => 201));
    const numbers = answers.map((answer) => answer.body.data.number).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => formatInvoiceNumber(lukasNov.contractorId, year, start + i + 1)));

    for (const [index, answer] of answers.entries()) {
      const detail = await detailOf(f.cookies.lukas, created[index]!.id);
      const [fee] = detail.totals.fee;
      expect(answer.body.data.amount).toBe(fee!.amount);
      const pdf = await pdfText(await storedPdf(answer.body.data));
      expect(pdf.lines).toContain(formatMoney(fee!.amount, fee!.currency));
      expect(pdf.lines).toContain(`Invoice number: ${answer.body.data.number}`);
    }
  }, 180_000);
});

describe("prepare with invoices required (configuration invoices.requiredToPrepare)", () => {
  it("refuses a missing invoice, then an outdated one once a record changed, and prepares with a current one", async () => {
    const { timesheet, records } = await pastDueTimesheet(f.db, lukasNov, "2012-03-15", ["2012-03-13", "2012-03-14"]);
    await f.db.insert(configurations).values({ key: INVOICE_REQUIRED_KEY, value: true });
    const prepare = () =>
      call<ErrorJson>(prepareRoute, `/api/timesheets/${timesheet!.id}/prepare-component`, {
        cookie: f.cookies.lukas,
        id: timesheet!.id,
        body: { component: "TIMESHEET" },
      });
    try {
      const missing = await prepare();
      expect(missing.status).toBe(409);
      expect(missing.body.error.message).toBe(englishText(invoiceMissingReason("TIMESHEET")));

      expect((await generate(f.cookies.lukas, timesheet!.id, "TIMESHEET")).status).toBe(201);
      const removed = await call(deleteRecordsRoute, "/api/timesheet-records", {
        method: "DELETE",
        cookie: f.cookies.lukas,
        body: { timesheetId: timesheet!.id, ids: [records[0]!.id] },
      });
      expect(removed.status).toBe(200);
      const outdated = await prepare();
      expect(outdated.status).toBe(409);
      expect(outdated.body.error.message).toBe(englishText(invoiceOutdatedReason("TIMESHEET")));

      const regenerated = await generate(f.cookies.lukas, timesheet!.id, "TIMESHEET");
      expect(regenerated.body.data.file.outdated).toBe(false);
      expect((await prepare()).status).toBe(200);
    } finally {
      await f.db.delete(configurations).where(eq(configurations.key, INVOICE_REQUIRED_KEY));
    }
  });
});

describe("who is billed", () => {
  it("the project's invoicing entity, falling back to the client's", async () => {
    const [clientEntity, projectEntity] = await f.db
      .insert(invoicingEntities)
      .values([
        { name: "Client Holding AG", countryCode: "CH", address: "Bahnhofstrasse 1, Zürich", vatNumber: "CHE123456789" },
        { name: "Project Delivery GmbH", countryCode: "DE", address: "Torstraße 5, Berlin" },
      ])
      .returning();
    const [project] = await f.db.select().from(projects).where(eq(projects.id, lukasNov.projectId));
    await f.db.update(clients).set({ invoicingEntityId: clientEntity!.id }).where(eq(clients.id, project!.clientId));
    await f.db.update(projects).set({ invoicingEntityId: null }).where(eq(projects.id, project!.id));

    const viaClient = await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET");
    expect(viaClient.body.data.invoicingEntityId).toBe(clientEntity!.id);
    const clientPdf = await pdfText(await storedPdf(viaClient.body.data));
    expect(clientPdf.lines).toContain("Client Holding AG");
    expect(clientPdf.lines).toContain("Switzerland");

    await f.db.update(projects).set({ invoicingEntityId: projectEntity!.id }).where(eq(projects.id, project!.id));
    const viaProject = await generate(f.cookies.lukas, lukasNov.id, "TIMESHEET");
    expect(viaProject.body.data.invoicingEntityId).toBe(projectEntity!.id);
    const projectPdf = await pdfText(await storedPdf(viaProject.body.data));
    expect(projectPdf.lines).toContain("Project Delivery GmbH");
    expect(projectPdf.lines).not.toContain("Client Holding AG");
  });
});
