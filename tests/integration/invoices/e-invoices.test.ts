import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/invoices/route";
import { GET as statusRoute } from "@/app/api/timesheets/[id]/e-invoices/route";
import { GET as xmlRoute } from "@/app/api/timesheets/[id]/e-invoices/xml/route";
import { REVERSE_CHARGE_NOTE, type VatCategory } from "@/lib/domain/vat-category";
import { vatInAccountingCurrency } from "@/lib/domain/vat-currency";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import type { InvoiceView } from "@/lib/schemas/invoices";
import { billingDetails, configurations, contractors, expenseRecords, files, invoicingEntities, timesheets } from "@/server/db/schema";
import { rowsOf } from "@/server/db";
import { getStorage } from "@/server/storage";
import { validateEInvoice } from "../../support/einvoice-validator";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { readFacturX } from "./factur-x";
import { pdfText } from "./pdf-text";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

let f: Awaited<ReturnType<typeof createApiFixture>>;
type Timesheet = Awaited<ReturnType<typeof f.timesheet>>;
type Who = "lukas" | "amara";
const sheets = {} as Record<Who, Timesheet>;
const entityOf = {} as Record<Who, string>;
const baseBilling = {} as Record<Who, Record<string, unknown>>;

beforeAll(async () => {
  f = await createApiFixture();
  for (const who of ["lukas", "amara"] as const) {
    sheets[who] = await f.timesheet(who, 0);
    const [row] = rowsOf<{ id: string }>(
      await f.db.execute(sql`
      select e.id from projects p join clients c on c.id = p.client_id
      join invoicing_entities e on e.id = coalesce(p.invoicing_entity_id, c.invoicing_entity_id)
      where p.id = ${sheets[who].projectId}`),
    );
    entityOf[who] = row!.id;
    const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, sheets[who].contractorId));
    baseBilling[who] = details!.data;
    // Something in every component: an expense, and a bonus granted.
    const currency = who === "lukas" ? "CHF" : "EUR";
    await f.db.insert(expenseRecords).values({
      timesheetId: sheets[who].id,
      date: sheets[who].billingPeriod,
      category: "FLIGHTS",
      details: "Flight to the client",
      amount: "412.30",
      amountInExpenseCurrency: "412.30",
      expenseCurrency: currency,
      exchangeRate: "1",
      originalCurrency: currency,
    });
    await f.db.update(timesheets).set({ bonusStatus: "ELIGIBLE", bonusAmount: "750.00", bonusNote: "Stand-by over the holidays" }).where(eq(timesheets.id, sheets[who].id));
  }
}, 120_000);
afterAll(async () => {
  await f.database.dispose();
});

const GERMAN_BUYER = {
  name: "Nordwind Energie GmbH",
  countryCode: "DE",
  street: "Friedrichstraße 100",
  postalCode: "10117",
  city: "Berlin",
  vatNumber: "DE123456789",
  electronicAddress: "rechnungen@nordwind.example",
  buyerReference: "04011000-12345-34",
  paymentTermsDays: 14,
};

async function arrange(who: Who, billing: Record<string, unknown>, entity: Partial<typeof invoicingEntities.$inferInsert>, rates: Record<string, string | null>, override: VatCategory | null = null) {
  await f.db.update(billingDetails).set({ data: { ...baseBilling[who], ...billing } }).where(eq(billingDetails.contractorId, sheets[who].contractorId));
  await f.db.update(invoicingEntities).set({ ...GERMAN_BUYER, ...entity }).where(eq(invoicingEntities.id, entityOf[who]));
  await f.db.update(contractors).set({ vatCategoryOverride: override }).where(eq(contractors.id, sheets[who].contractorId));
  for (const [key, rate] of Object.entries(rates)) {
    await f.db.delete(configurations).where(eq(configurations.key, key));
    if (rate !== null) await f.db.insert(configurations).values({ key, value: { rate } });
  }
}

const generate = (who: Who, kind: string) =>
  call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", { cookie: f.cookies[who], body: { timesheetId: sheets[who].id, kind } });

async function xrechnung(who: Who, kind: string): Promise<Response> {
  const id = sheets[who].id;
  return xmlRoute(apiRequest(`/api/timesheets/${id}/e-invoices/xml?kind=${kind}`, { cookie: f.cookies[who] }), { params: Promise.resolve({ id }) });
}

/** Generates, reads the Factur-X XML out of the stored PDF and downloads the XRechnung XML; both must pass EN 16931. */
async function eInvoice(who: Who, kind: string, category: VatCategory) {
  const { status, body } = await generate(who, kind);
  expect(body.error?.message ?? status).toBe(201);
  expect(body.data.eInvoice).toEqual({ profile: "EN 16931", vatCategory: category });
  const [row] = await f.db.select().from(files).where(eq(files.id, body.data.file.id));
  const pdf = await getStorage().get(row!.storageKey);
  const reading = await readFacturX(pdf);
  const cii = reading.attachments.find((attachment) => attachment.name === "factur-x.xml")?.xml ?? "";
  const download = await xrechnung(who, kind);
  expect(download.status).toBe(200);
  expect(download.headers.get("content-disposition")).toContain(`${body.data.number}-`);
  const ubl = await download.text();
  const [ciiResult, ublResult] = [await validateEInvoice("cii", cii), await validateEInvoice("ubl", ubl)];
  expect(ciiResult.fatal, `CII of ${kind} ${category}`).toEqual([]);
  expect(ublResult.fatal, `UBL of ${kind} ${category}`).toEqual([]);
  expect(cii).toContain(`<ram:CategoryCode>${category}</ram:CategoryCode>`);
  expect(ubl).toContain("urn:xeinkauf.de:kosit:xrechnung_3.0");
  return { invoice: body.data, pdf, reading, cii, ubl, lines: (await pdfText(pdf)).lines };
}

describe("EN 16931 e-invoices: every kind, VAT category and currency passes the official rules (0 fatal)", () => {
  it("S: a domestic German invoice at 19%, by Łukasz Żółć, fee and bonus; the expenses O; service period, due date and buyer reference", async () => {
    await arrange("lukas", { legalName: "Łukasz Żółć", countryCode: "DE", vatNumber: "DE811907980", addressLine: "Żelazna 3", postalCode: "10115", city: "Berlin" }, {}, { "invoices.taxRate.DE": "19" });
    const fee = await eInvoice("lukas", "TIMESHEET", "S");
    expect(fee.invoice.currency).toBe("CHF");
    expect(fee.lines).toContain("Łukasz Żółć");
    expect(fee.lines).toContain("VAT 19%");
    expect(fee.lines).toContain(`Buyer reference: ${GERMAN_BUYER.buyerReference}`);
    expect(fee.cii).toContain("<ram:BuyerReference>04011000-12345-34</ram:BuyerReference>");
    // BG-14: the billing month.
    const period = sheets.lukas.billingPeriod.slice(0, 7).replace("-", "");
    expect(fee.cii).toMatch(new RegExp(`<ram:BillingSpecifiedPeriod>\\s*<ram:StartDateTime>\\s*<udt:DateTimeString format="102">${period}01<`));
    expect(fee.ubl).toContain("<cbc:DueDate>");
    await eInvoice("lukas", "BONUS", "S");
    const expenses = await eInvoice("lukas", "EXPENSES", "O");
    expect(expenses.cii).not.toContain("DE811907980");
  }, 120_000);

  it("AE: Polish seller, German company buyer: reverse charge with the note, both VAT ids and zero tax", async () => {
    await arrange("lukas", { legalName: "Łukasz Żółć", countryCode: "PL", vatNumber: "PL5260250274", addressLine: "ul. Długa 1", postalCode: "30-001", city: "Kraków" }, {}, {});
    const fee = await eInvoice("lukas", "TIMESHEET", "AE");
    expect(fee.lines).toContain(REVERSE_CHARGE_NOTE);
    expect(fee.ubl).toContain("PL5260250274");
    expect(fee.ubl).toContain(GERMAN_BUYER.vatNumber);
    expect(fee.ubl).toMatch(/<cbc:TaxAmount currencyID="CHF">0\.00<\/cbc:TaxAmount>/);
  }, 60_000);

  it("O: a Swiss seller named 王芳 invoicing a German company: outside the scope, the name printed in the PDF", async () => {
    await arrange("lukas", { legalName: "王芳", countryCode: "CH", vatNumber: "CHE123456789", addressLine: "Seefeldstrasse 8", postalCode: "8008", city: "Zurich" }, {}, {});
    const fee = await eInvoice("lukas", "TIMESHEET", "O");
    expect(fee.lines).toContain("王芳");
    expect(fee.cii).toContain("王芳");
    // BR-O-02: no VAT ids on an O invoice.
    expect(fee.ubl).not.toContain("CHE123456789");
  }, 60_000);

  it("E: a German small business with its exemption reason and tax number; Z: a configured rate of 0", async () => {
    const reason = "Kein Ausweis der Umsatzsteuer: Kleinunternehmer gemäß § 19 UStG.";
    await arrange("lukas", { legalName: "Łukasz Żółć", countryCode: "DE", vatNumber: "", taxNumber: "21/815/08150", vatExemptionReason: reason }, {}, { "invoices.taxRate.DE": "19" });
    const exempt = await eInvoice("lukas", "TIMESHEET", "E");
    expect(exempt.lines).toContain(reason);
    await arrange("lukas", { countryCode: "DE", vatNumber: "DE811907980", vatExemptionReason: undefined }, {}, { "invoices.taxRate.DE": "0" });
    await eInvoice("lukas", "TIMESHEET", "Z");
  }, 90_000);

  it("EUR: a German seller at 19% (S), then the administrator's override (O) wins over the table", async () => {
    await arrange("amara", { countryCode: "DE", vatNumber: "DE811907980" }, {}, { "invoices.taxRate.DE": "19" });
    const fee = await eInvoice("amara", "TIMESHEET", "S");
    expect(fee.invoice.currency).toBe("EUR");
    await arrange("amara", { countryCode: "DE", vatNumber: "DE811907980" }, {}, {}, "O");
    await eInvoice("amara", "TIMESHEET", "O");
    await arrange("amara", {}, {}, { "invoices.taxRate.DE": null });
  }, 90_000);
});

describe("an invoice in another currency than the seller accounts for VAT in (BT-6, BT-111)", () => {
  it("asks for the configured exchange rate, then states the VAT in both currencies and passes the rules", async () => {
    await arrange("lukas", { legalName: "Łukasz Żółć", countryCode: "DE", vatNumber: "DE811907980", currency: "EUR" }, {}, { "invoices.taxRate.DE": "19", "invoices.vatExchangeRate.CHF.EUR": null });
    const refused = await generate("lukas", "TIMESHEET");
    expect(refused.status).toBe(409);
    expect(refused.body.error.issues).toEqual([{ path: "configuration", key: "invoiceCurrencySellerAccounts", values: expect.objectContaining({ key: "invoices.vatExchangeRate.CHF.EUR" }), message: expect.stringContaining("invoices.vatExchangeRate.CHF.EUR") }]);

    await f.db.insert(configurations).values({ key: "invoices.vatExchangeRate.CHF.EUR", value: { rate: "1.0412" } });
    const fee = await eInvoice("lukas", "TIMESHEET", "S");
    expect(fee.invoice.currency).toBe("CHF");
    const taxInChf = /<ram:TaxTotalAmount currencyID="CHF">([^<]+)</.exec(fee.cii)?.[1];
    const expected = vatInAccountingCurrency(taxInChf!, "1.0412", "EUR");
    expect(fee.cii).toContain("<ram:TaxCurrencyCode>EUR</ram:TaxCurrencyCode>");
    expect(fee.cii).toContain(`<ram:TaxTotalAmount currencyID="EUR">${expected}</ram:TaxTotalAmount>`);
    expect(fee.ubl).toContain("<cbc:TaxCurrencyCode>EUR</cbc:TaxCurrencyCode>");
    expect(fee.ubl).toContain(`<cbc:TaxAmount currencyID="EUR">${expected}</cbc:TaxAmount>`);
    expect(fee.lines.join(" ")).toContain("VAT in EUR, the seller's VAT accounting currency");
    await f.db.delete(configurations).where(eq(configurations.key, "invoices.vatExchangeRate.CHF.EUR"));
    await arrange("lukas", { currency: baseBilling.lukas.currency }, {}, { "invoices.taxRate.DE": null });
  }, 90_000);
});

describe("the Factur-X PDF read back", () => {
  it("is PDF/A-3b with factur-x.xml attached as the Alternative, the Factur-X XMP fields, an sRGB output intent, and every font embedded", async () => {
    await arrange("lukas", { legalName: "王芳 Łukasz Żółć", countryCode: "PL", vatNumber: "PL5260250274" }, {}, {});
    const { reading } = await eInvoice("lukas", "TIMESHEET", "AE");
    const attachment = reading.attachments.find((item) => item.name === "factur-x.xml");
    expect(attachment?.relationship).toBe("/Alternative");
    expect(attachment?.subtype).toBe("/text#2Fxml");
    expect(reading.associatedFiles).toBeGreaterThan(0);
    expect(reading.xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(reading.xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(reading.xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
    expect(reading.xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    expect(reading.xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(reading.outputIntent).toBe("/GTS_PDFA1");
    // Noto Sans (regular, bold) and Noto Sans SC for the CJK name, nothing else, all embedded.
    expect(reading.fonts.length).toBeGreaterThanOrEqual(3);
    expect(reading.fonts.filter((font) => !font.embedded)).toEqual([]);
  }, 60_000);
});

describe("what the norm needs and the data lacks: 409 naming the field, nothing written", () => {
  it("a German company buyer without a VAT id for an EU cross-border invoice, and an override to E without a reason", async () => {
    await arrange("lukas", { legalName: "Łukasz Żółć", countryCode: "PL", vatNumber: "PL5260250274" }, { vatNumber: null }, {});
    const before = await f.db.select().from(files).where(eq(files.timesheetId, sheets.lukas.id));
    const missingVat = await generate("lukas", "TIMESHEET");
    expect(missingVat.status).toBe(409);
    expect(missingVat.body.error.issues?.map((issue) => issue.path)).toEqual(["invoicingEntity.vatNumber"]);
    expect(missingVat.body.error.message).toContain("EN 16931");

    const status = await call<{ data: EInvoiceStatus[] }>(statusRoute, `/api/timesheets/${sheets.lukas.id}/e-invoices`, { cookie: f.cookies.lukas, id: sheets.lukas.id });
    const fee = status.body.data.find((item) => item.kind === "TIMESHEET");
    expect(fee?.next?.problems.map((problem) => problem.path)).toEqual(["invoicingEntity.vatNumber"]);
    expect(fee?.current?.vatCategory).toBe("AE");

    await arrange("lukas", { countryCode: "DE", vatNumber: "", taxNumber: undefined, vatExemptionReason: undefined }, {}, {}, "E");
    const noReason = await generate("lukas", "TIMESHEET");
    expect(noReason.status).toBe(409);
    expect(noReason.body.error.issues?.map((issue) => issue.path)).toEqual(["billingDetails.vatNumber", "billingDetails.vatExemptionReason"]);
    const after = await f.db.select().from(files).where(eq(files.timesheetId, sheets.lukas.id));
    expect(after.map((file) => file.id).sort()).toEqual(before.map((file) => file.id).sort());
  }, 60_000);

  it("the XRechnung download is 404 for another contractor's timesheet", async () => {
    const id = sheets.lukas.id;
    const response = await xmlRoute(apiRequest(`/api/timesheets/${id}/e-invoices/xml?kind=TIMESHEET`, { cookie: f.cookies.amara }), { params: Promise.resolve({ id }) });
    expect(response.status).toBe(404);
  });
});

describe("the validator is the real one", () => {
  it("catches a broken invoice: a total that does not add up fails BR-CO-15", async () => {
    await arrange("amara", { countryCode: "DE", vatNumber: "DE811907980" }, {}, { "invoices.taxRate.DE": "19" });
    const { cii, invoice } = await eInvoice("amara", "TIMESHEET", "S");
    const broken = cii.replace(/<ram:GrandTotalAmount>[^<]+<\/ram:GrandTotalAmount>/, "<ram:GrandTotalAmount>1.00</ram:GrandTotalAmount>");
    expect(broken).not.toBe(cii);
    const result = await validateEInvoice("cii", broken);
    expect(result.fatal.map((failure) => failure.id)).toContain("BR-CO-15");
    expect(invoice.amount).not.toBe("1.00");
    await arrange("amara", {}, {}, { "invoices.taxRate.DE": null });
  }, 60_000);
});
