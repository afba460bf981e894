import { eq } from "drizzle-orm";
import { englishText } from "@/lib/errors";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as deleteConfigurationRoute, POST as saveConfigurationRoute } from "@/app/api/configurations/[id]/route";
import { POST } from "@/app/api/invoices/route";
import { GET as getTimesheetRoute } from "@/app/api/timesheets/[id]/route";
import { TAX_RULE_PROBLEM, type TaxRule } from "@/lib/domain/invoice-tax";
import { Decimal, formatAmount, roundToMinorUnit, type Money } from "@/lib/domain/money";
import { formatMoney } from "@/lib/format/money";
import type { InvoiceView } from "@/lib/schemas/invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { billingDetails, expenseRecords, files } from "@/server/db/schema";
import { getStorage } from "@/server/storage";
import { call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { pdfText } from "./pdf-text";

/** The oracle: net × rate / 100 rounded half-up once to the minor unit, gross = net + tax. */
function invoiceTax(net: Money, rule: TaxRule): { tax: Money; gross: Money } {
  const tax = roundToMinorUnit(Decimal.parse(net.amount).times(rule.rate), net.currency, 100n);
  return { tax: { amount: tax, currency: net.currency }, gross: { amount: formatAmount(Decimal.parse(net.amount).plus(tax), net.currency), currency: net.currency } };
}

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

let f: Awaited<ReturnType<typeof createApiFixture>>;
let timesheet: Awaited<ReturnType<typeof f.timesheet>>;
let country: string;

beforeAll(async () => {
  f = await createApiFixture();
  timesheet = await f.timesheet("lukas", 0);
  const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, timesheet.contractorId));
  country = details!.data.countryCode as string;
  // A standard-rated e-invoice names the seller's VAT id (EN 16931 BR-S-02).
  await f.db.update(billingDetails).set({ data: { ...details!.data, vatNumber: "CHE123456789" } }).where(eq(billingDetails.contractorId, timesheet.contractorId));
});
afterAll(async () => {
  await f.database.dispose();
});

const save = (key: string, value: unknown) =>
  call<ErrorJson>(saveConfigurationRoute, `/api/configurations/${key}`, { cookie: f.cookies.admin, id: key, body: { value } });
const remove = (key: string) => call(deleteConfigurationRoute, `/api/configurations/${key}`, { method: "DELETE", cookie: f.cookies.admin, id: key });

async function feeInvoice(): Promise<{ invoice: InvoiceView; lines: string[]; net: { amount: string; currency: string } }> {
  const detail = await call<{ data: TimesheetDetail }>(getTimesheetRoute, `/api/timesheets/${timesheet.id}`, { cookie: f.cookies.lukas, id: timesheet.id });
  const net = detail.body.data.totals.fee[0]!;
  const { status, body } = await call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", {
    cookie: f.cookies.lukas,
    body: { timesheetId: timesheet.id, kind: "TIMESHEET" },
  });
  expect(body.error?.message ?? status).toBe(201);
  const [row] = await f.db.select().from(files).where(eq(files.id, body.data.file.id));
  const { lines } = await pdfText(await getStorage().get(row!.storageKey));
  return { invoice: body.data, lines, net };
}

/** The label and amount printed after it, as pdf-lib writes each text run in order. */
const after = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

describe("tax lines from the configuration (invoices.taxRate, invoices.taxRate.<country>)", () => {
  it("without a configured rate the invoice has no tax line: its total is the net", async () => {
    const { lines, net } = await feeInvoice();
    expect(lines).not.toContain("Subtotal");
    expect(after(lines, "Total")).toBe(formatMoney(net.amount, net.currency));
  });

  it("the contractor's country rate wins over the general one; the PDF shows subtotal, tax line and gross total", async () => {
    expect((await save("invoices.taxRate", { rate: "19" })).status).toBe(200);
    expect((await save(`invoices.taxRate.${country}`, { rate: "8.1", label: "MWST" })).status).toBe(200);
    const { invoice, lines, net } = await feeInvoice();
    const expected = invoiceTax(net, { label: "MWST", rate: "8.1" });
    expect(after(lines, "Subtotal")).toBe(formatMoney(net.amount, net.currency));
    expect(after(lines, "MWST 8.1%")).toBe(formatMoney(expected.tax.amount, expected.tax.currency));
    expect(after(lines, "Total")).toBe(formatMoney(expected.gross.amount, expected.gross.currency));
    expect(expected.gross.amount).not.toBe(net.amount);
    // The invoice's amount stays the component total the domain core computes (net).
    expect(invoice.amount).toBe(net.amount);

    expect((await remove(`invoices.taxRate.${country}`)).status).toBe(200);
    const general = await feeInvoice();
    const vat = invoiceTax(general.net, { label: "VAT", rate: "19" });
    expect(after(general.lines, "VAT 19%")).toBe(formatMoney(vat.tax.amount, vat.tax.currency));
    expect(after(general.lines, "Total")).toBe(formatMoney(vat.gross.amount, vat.gross.currency));

    expect((await remove("invoices.taxRate")).status).toBe(200);
    expect((await feeInvoice()).lines).not.toContain("Subtotal");
  });

  it("expense invoices never get the tax line: they pass on what was paid", async () => {
    expect((await save("invoices.taxRate", { rate: "19" })).status).toBe(200);
    try {
      await f.db.insert(expenseRecords).values({
        timesheetId: timesheet.id,
        date: timesheet.billingPeriod,
        category: "FLIGHTS",
        details: "Flight to the client",
        amount: "412.30",
        amountInExpenseCurrency: "412.30",
        expenseCurrency: "CHF",
        exchangeRate: "1",
        originalCurrency: "CHF",
      });
      const { status, body } = await call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", {
        cookie: f.cookies.lukas,
        body: { timesheetId: timesheet.id, kind: "EXPENSES" },
      });
      expect(body.error?.message ?? status).toBe(201);
      const [row] = await f.db.select().from(files).where(eq(files.id, body.data.file.id));
      const { lines } = await pdfText(await getStorage().get(row!.storageKey));
      expect(lines).not.toContain("Subtotal");
      expect(lines).not.toContain("VAT 19%");
      expect(after(lines, "Total")).toBe(formatMoney(body.data.amount, body.data.currency));
    } finally {
      await remove("invoices.taxRate");
    }
  });

  it("refuses a rate that is not a percent text, and a country key that names no country (400)", async () => {
    for (const value of ["19", { rate: 19 }, { rate: "19%" }, { rate: "120" }, { rate: "19", label: "" }]) {
      const { status, body } = await save("invoices.taxRate", value);
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([{ path: "value", key: TAX_RULE_PROBLEM.key, message: englishText(TAX_RULE_PROBLEM) }]);
    }
    const unknownCountry = await save("invoices.taxRate.XX", { rate: "19" });
    expect(unknownCountry.status).toBe(400);
    expect(unknownCountry.body.error.issues?.[0]?.path).toBe("id");
  });
});
