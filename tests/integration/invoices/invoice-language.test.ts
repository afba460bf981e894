import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/invoices/route";
import { GET as getTimesheetRoute } from "@/app/api/timesheets/[id]/route";
import { formatInvoiceDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import type { InvoiceView } from "@/lib/schemas/invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { eInvoices, expenseRecords, files, user } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { demoEmail } from "../../support/seeded";
import { pdfText } from "./pdf-text";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

/**
 * The invoice PDF is printed in the language of the contractor who issues it (users.locale),
 * whoever generates it; formats in that language's default region. The e-invoice XML and the
 * API's invoiceDateText stay as they are.
 */
let f: Awaited<ReturnType<typeof createApiFixture>>;
let timesheetId: string;

beforeAll(async () => {
  f = await createApiFixture();
  timesheetId = (await f.timesheet("lukas", 0)).id;
  await f.db.update(user).set({ locale: "de" }).where(eq(user.email, demoEmail("lukas")));
});
afterAll(async () => {
  await f.database.dispose();
});

const generate = (cookie: string, kind: string) => call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", { cookie, body: { timesheetId, kind } });

async function detail(): Promise<TimesheetDetail> {
  const { body } = await call<{ data: TimesheetDetail }>(getTimesheetRoute, `/api/timesheets/${timesheetId}`, { cookie: f.cookies.lukas, id: timesheetId });
  return body.data;
}

async function stored(invoice: InvoiceView) {
  const [row] = await f.db.select().from(files).where(eq(files.id, invoice.file.id));
  const [eInvoice] = await f.db.select().from(eInvoices).where(eq(eInvoices.fileId, invoice.file.id));
  const storage = getStorage();
  // The demo's data has what XRechnung needs, so the XML is there.
  expect(eInvoice?.xmlStorageKey).toEqual(expect.any(String));
  return { pdf: await pdfText(await storage.get(row!.storageKey)), xml: new TextDecoder().decode(await storage.get(eInvoice!.xmlStorageKey!)) };
}

describe("a German contractor's invoice", () => {
  it("prints the fee invoice in German, even when an English administrator generates it", async () => {
    const { fee } = (await detail()).totals;
    const { status, body } = await generate(f.cookies.admin, "TIMESHEET");
    expect(status).toBe(201);
    const invoice = body.data;
    // The API stays locale-free English.
    expect(invoice.invoiceDateText).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);

    const { pdf, xml } = await stored(invoice);
    expect(pdf.lines).toContain("Rechnung");
    expect(pdf.lines).toContain(`Rechnungsnummer: ${invoice.number}`);
    expect(pdf.lines).toContain(`Rechnungsdatum: ${formatInvoiceDate(invoice.invoiceDate, "de-DE")}`);
    expect(pdf.lines.some((line) => line.startsWith("Abrechnungszeitraum: "))).toBe(true);
    expect(pdf.lines.some((line) => line.startsWith("Fällig am: "))).toBe(true);
    expect(pdf.lines).toContain("Von");
    expect(pdf.lines).toContain("Rechnung an");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Beschreibung", "Menge", "Satz", "Betrag"]));
    expect(pdf.lines.filter((line) => /^(Stunden|Tages|Monats)satz, /.test(line)).length).toBeGreaterThan(0);
    expect(pdf.lines).toContain("Gesamtbetrag");
    expect(pdf.lines).toContain("Zahlung per Banküberweisung");
    expect(pdf.lines.some((line) => /^Zahlbar innerhalb von \d+ Tagen ab Rechnungsdatum, bis zum \d{2}\. \S+ \d{4}\.$/.test(line))).toBe(true);
    // German money: "1.234,56 €", "13.380,00 CHF".
    const german = formatMoney(fee[0]!.amount, fee[0]!.currency, "de-DE");
    expect(german).toMatch(/^\d{1,3}(?:\.\d{3})*,\d{2}\u00a0\S+$/);
    expect(pdf.lines).toContain(german);
    expect(pdf.lines).not.toContain("Total");
    expect(pdf.lines.some((line) => line.startsWith("Invoice number"))).toBe(false);
    // The EN 16931 XML is the norm's, not the PDF's language.
    expect(xml).not.toContain("Stundensatz");
    expect(xml).toMatch(/(Hourly|Daily|Monthly) rate, /);
  });

  it("prints the expense invoice's lines, categories and receipt pages in German", async () => {
    const before = await detail();
    const currency = before.totals.fee[0]!.currency;
    await f.db.insert(expenseRecords).values({
      timesheetId,
      date: `${before.billingPeriod.year}-${String(before.billingPeriod.month).padStart(2, "0")}-03`,
      category: "FLIGHTS",
      details: "Flug zum Kunden",
      amount: "1234.56",
      amountInExpenseCurrency: "1234.56",
      expenseCurrency: currency,
      exchangeRate: "1",
      originalCurrency: currency,
    });
    const { status, body } = await generate(f.cookies.lukas, "EXPENSES");
    expect(status).toBe(201);
    const { pdf } = await stored(body.data);
    expect(pdf.lines).toContain("Auslagenrechnung");
    expect(pdf.lines).toEqual(expect.arrayContaining(["Auslage", "Bezahlt", "Wechselkurs", "Betrag"]));
    const flight = pdf.lines.find((line) => line.includes("Flüge · Flug zum Kunden"));
    expect(flight).toMatch(/^\d{2}\. \S+ \d{4} · Flüge · Flug zum Kunden$/);
    expect(pdf.lines).toContain("1,0000");
    // The VAT note of passed-on expenses, whole: a German line as long as the PDF's width would be cut with "…".
    expect(pdf.lines).toContain("Durchlaufende Posten zu Selbstkosten; die Belege weisen ihre eigene Umsatzsteuer aus.");
    expect(pdf.lines.filter((line) => line.endsWith("…"))).toEqual([]);
    expect(pdf.lines).toContain(`1.234,56\u00a0${currency === "EUR" ? "€" : currency}`);
  });
});
