import "server-only";
import { eq, sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { isCountryCode } from "@/lib/domain/countries";
import { addDays } from "@/lib/domain/dates";
import { buildEInvoice, type EInvoice, type EInvoiceLineInput } from "@/lib/domain/e-invoice";
import { feeLines } from "@/lib/domain/fees";
import { Decimal } from "@/lib/domain/money";
import type { InvoiceKind } from "@/lib/domain/reference";
import { readVatExchangeRate, vatExchangeRateKey, vatInAccountingCurrency } from "@/lib/domain/vat-currency";
import { decideVatCategory, VAT_CATEGORIES, type VatCategory } from "@/lib/domain/vat-category";
import { AppError, conflict, fieldIssue, issueRefusal, type ErrorIssue, type Refusal } from "@/lib/errors";
import type { Language } from "@/lib/i18n/languages";
import { formatInvoiceDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { enumLabel } from "@/lib/format/labels";
import { BILLING_DETAILS_MISSING } from "@/lib/schemas/invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { rowsOf, type DbOrTx } from "@/server/db";
import { configurations } from "@/server/db/schema";
import { languageOrDefault } from "@/server/i18n/translator";
import { configuredTaxRule } from "./invoice-tax";

type VatRateReading = { ok: true; code: string; rate: string } | { ok: false; problem: ErrorIssue };

/** The configured rate from the invoice's currency to the seller's VAT accounting currency, or the problem naming the entry to set. */
async function configuredVatExchangeRate(tx: DbOrTx, invoiceCurrency: string, accounting: string): Promise<VatRateReading> {
  const key = vatExchangeRateKey(invoiceCurrency, accounting);
  const [entry] = await tx.select({ value: configurations.value }).from(configurations).where(eq(configurations.key, key));
  const reading = entry ? readVatExchangeRate(entry.value) : null;
  if (reading?.ok) return { ok: true, code: accounting, rate: reading.rate };
  return {
    ok: false,
    problem: fieldIssue("configuration", { key: "invoiceCurrencySellerAccounts", values: { currency: invoiceCurrency, vatCurrency: accounting, key, one: invoiceCurrency, other: accounting, stated: accounting } }),
  };
}

export const SELLER_VAT_PREFIX: Refusal = { key: "vatNumberDoesNot" };
export const BUYER_VAT_PREFIX: Refusal = { key: "invoicingEntitySVat" };

/** BR-CO-09: the first two letters are an ISO 3166-1 country, or EL (Greece's VAT prefix). */
function hasCountryPrefix(vatNumber: string): boolean {
  const prefix = vatNumber.trim().slice(0, 2).toUpperCase();
  return /^[A-Z]{2}$/.test(prefix) && (prefix === "EL" || isCountryCode(prefix));
}

/** Days to pay when the invoicing entity names none. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

const FREQUENCY_WORDS = { HOURLY: "Hourly rate", DAILY: "Daily rate", MONTHLY: "Monthly rate" } as const;

/** The lines of one component as the norm counts them: quantity, unit and price where exact. */
export function eInvoiceLines(kind: InvoiceKind, timesheet: TimesheetDetail, total: string): EInvoiceLineInput[] {
  const period = timesheet.billingPeriod.name;
  if (kind === "TIMESHEET") {
    return feeLines(timesheet.timesheetRecords, { period: timesheet.billingPeriod, workingDays: timesheet.workingDays }).map((line) => ({
      name: `${FREQUENCY_WORDS[line.rate.frequency]}, ${period}`,
      description: line.rate.frequency === "MONTHLY" ? `${Decimal.parse(line.quantity).normalized().toString()} days of a monthly rate of ${line.rate.amount} ${line.rate.currency}` : null,
      quantity: Decimal.parse(line.quantity).normalized().toString(),
      unit: line.rate.frequency === "HOURLY" ? "HUR" : "DAY",
      unitPrice: line.rate.frequency === "MONTHLY" ? null : line.rate.amount,
      amount: line.amount,
    }));
  }
  if (kind === "EXPENSES") {
    return timesheet.expenseRecords.map((expense) => ({
      name: `${enumLabel(expense.category)}, ${formatInvoiceDate(expense.date)}`,
      description: expense.details || null,
      quantity: "1",
      unit: "C62",
      unitPrice: expense.amount,
      amount: expense.amount,
    }));
  }
  return [{ name: `Bonus, ${period}`, description: timesheet.bonusNote, quantity: "1", unit: "C62", unitPrice: total, amount: total }];
}

type PartiesRow = {
  project_name: string;
  project_reference: string | null;
  client_name: string;
  client_address: string | null;
  client_country: string | null;
  client_email: string | null;
  entity_id: string | null;
  entity_name: string | null;
  entity_party_type: string | null;
  entity_address: string | null;
  entity_street: string | null;
  entity_postal_code: string | null;
  entity_city: string | null;
  entity_country: string | null;
  entity_vat: string | null;
  entity_reference: string | null;
  entity_email: string | null;
  entity_terms: number | null;
  vat_override: string | null;
  contractor_email: string;
  contractor_locale: string | null;
};

async function partiesOf(tx: DbOrTx, projectId: string, contractorId: string): Promise<PartiesRow> {
  const [row] = rowsOf<PartiesRow>(
    await tx.execute(sql`
      select p.name as project_name, p.buyer_reference as project_reference,
             c.name as client_name, c.address as client_address, c.country_code as client_country, c.contact_email as client_email,
             e.id as entity_id, e.name as entity_name, e.party_type as entity_party_type, e.address as entity_address,
             e.street as entity_street, e.postal_code as entity_postal_code, e.city as entity_city, e.country_code as entity_country,
             e.vat_number as entity_vat, e.buyer_reference as entity_reference, e.electronic_address as entity_email,
             e.payment_terms_days as entity_terms, k.vat_category_override as vat_override, u.email as contractor_email, u.locale as contractor_locale
      from projects p
      join clients c on c.id = p.client_id
      left join invoicing_entities e on e.id = coalesce(p.invoicing_entity_id, c.invoicing_entity_id)
      join contractors k on k.id = ${contractorId}
      join users u on u.id = k.user_id
      where p.id = ${projectId}`),
  );
  if (!row) throw new Error(`Project ${projectId} or contractor ${contractorId} was not found.`);
  return row;
}

const text = (data: Record<string, unknown>, key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : null);

export interface EInvoiceContext {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  timesheet: { contractorId: string; projectId: string };
  detail: TimesheetDetail;
  billing: Record<string, unknown>;
  total: { amount: string; currency: string };
}

export interface EInvoiceDraft {
  invoice: EInvoice;
  entityId: string | null;
  projectName: string;
  /** The configured label of the tax line ("VAT", "MWST"). */
  taxLabel: string;
  /** The language of the seller, the contractor who issues the invoice: its PDF is printed in it. */
  sellerLanguage: Language;
  /** Days from the invoice date to the due date (the entity's payment terms). */
  paymentTermsDays: number;
}

/** Why an e-invoice cannot be made, each with the field that fixes it; 409 with them as issues. */
export function eInvoiceIncomplete(problems: readonly ErrorIssue[]): AppError {
  return new AppError("CONFLICT", { key: "eInvoiceIncomplete", values: { problems: problems.map(issueRefusal) } }, [...problems]);
}

/**
 * Everything EN 16931 needs for this invoice, read in the caller's transaction: the seller from the
 * billing details, the buyer from the invoicing entity (else the client), the buyer reference of
 * the project (else the entity), the VAT category from the decision table. What the norm needs
 * and the data lacks is refused at once, all of it named.
 */
export async function eInvoiceDraft(tx: DbOrTx, context: EInvoiceContext): Promise<EInvoiceDraft> {
  const { billing, kind, total } = context;
  const legalName = text(billing, "legalName");
  const iban = text(billing, "iban");
  if (!legalName || !iban) throw conflict(BILLING_DETAILS_MISSING);
  const row = await partiesOf(tx, context.timesheet.projectId, context.timesheet.contractorId);
  const problems: ErrorIssue[] = [];
  const sellerCountry = text(billing, "countryCode");
  if (!sellerCountry) problems.push(fieldIssue("billingDetails.countryCode", { key: "addCountryBillingDetails" }));
  const buyerCountry = row.entity_id ? row.entity_country : row.client_country;
  if (!buyerCountry) {
    problems.push(fieldIssue("invoicingEntity.countryCode", { key: "invoicingEntityClientCountry" }));
  }
  const buyerAddress = row.entity_id ? (row.entity_email ?? row.client_email) : row.client_email;
  if (!buyerAddress) {
    problems.push(fieldIssue("invoicingEntity.electronicAddress", { key: "invoicingEntityEInvoice" }));
  }
  const taxRule = sellerCountry ? await configuredTaxRule(tx, sellerCountry) : null;
  const override = VAT_CATEGORIES.find((category) => category === row.vat_override) ?? null;
  const vat = decideVatCategory({
    kind,
    seller: { countryCode: sellerCountry ?? "", vatNumber: text(billing, "vatNumber"), taxNumber: text(billing, "taxNumber"), exemptionReason: text(billing, "vatExemptionReason") },
    buyer: { countryCode: buyerCountry ?? "", vatNumber: row.entity_id ? row.entity_vat : null, partyType: row.entity_id && row.entity_party_type === "PERSON" ? "PERSON" : "ENTITY" },
    configuredRate: taxRule?.rate ?? null,
    override: override as VatCategory | null,
  });
  if (!vat.ok) problems.push(...vat.problems.map((problem) => fieldIssue(problem.path, problem.refusal)));
  // BR-CO-09: a VAT id the invoice carries starts with its country (EL for Greece); the norm's validators refuse it otherwise.
  if (vat.ok && vat.decision.showVatIds) {
    const sellerVat = text(billing, "vatNumber");
    if (sellerVat && !hasCountryPrefix(sellerVat)) problems.push(fieldIssue("billingDetails.vatNumber", SELLER_VAT_PREFIX));
    if (row.entity_id && row.entity_vat && !hasCountryPrefix(row.entity_vat)) problems.push(fieldIssue("invoicingEntity.vatNumber", BUYER_VAT_PREFIX));
  }
  const accounting = vat.ok && vat.decision.category === "S" && !Decimal.parse(vat.decision.rate).equals(0n) ? text(billing, "currency") : null;
  const vatRate = accounting && accounting !== total.currency ? await configuredVatExchangeRate(tx, total.currency, accounting) : null;
  if (vatRate && !vatRate.ok) problems.push(vatRate.problem);
  if (problems.length > 0 || !vat.ok || !sellerCountry || !buyerCountry || !buyerAddress) throw eInvoiceIncomplete(problems);

  const terms = row.entity_terms ?? DEFAULT_PAYMENT_TERMS_DAYS;
  const dueDate = addDays(context.issueDate, terms);
  const period = BillingPeriod.from(context.detail.billingPeriod);
  const postalCode = text(billing, "postalCode");
  const city = text(billing, "city");
  const invoice = buildEInvoice({
    number: context.number,
    issueDate: context.issueDate,
    dueDate,
    currency: total.currency,
    buyerReference: row.project_reference ?? row.entity_reference,
    period: { start: period.firstDay(), end: period.lastDay() },
    notes: vat.decision.exemptionReason ? [vat.decision.exemptionReason] : [],
    seller: {
      // The buyer's system knows its contractors by their Settle id.
      id: context.timesheet.contractorId,
      name: legalName,
      address: { line: text(billing, "addressLine"), city, postalCode, countryCode: sellerCountry },
      vatNumber: text(billing, "vatNumber"),
      taxNumber: text(billing, "taxNumber"),
      electronicAddress: row.contractor_email,
      contact: { name: legalName, email: row.contractor_email, phone: text(billing, "phone") },
    },
    buyer: row.entity_id
      ? {
          id: null,
          name: row.entity_name ?? row.client_name,
          address: { line: row.entity_street ?? row.entity_address, city: row.entity_city, postalCode: row.entity_postal_code, countryCode: buyerCountry },
          vatNumber: row.entity_vat,
          taxNumber: null,
          electronicAddress: buyerAddress,
          contact: null,
        }
      : {
          id: null,
          name: row.client_name,
          address: { line: row.client_address, city: null, postalCode: null, countryCode: buyerCountry },
          vatNumber: null,
          taxNumber: null,
          electronicAddress: buyerAddress,
          contact: null,
        },
    payment: {
      iban,
      bic: text(billing, "bic"),
      accountName: legalName,
      terms: `Payable within ${terms} days of the invoice date, by ${formatInvoiceDate(dueDate)}.`,
    },
    vat: vat.decision,
    lines: eInvoiceLines(kind, context.detail, total.amount),
  });
  if (vatRate?.ok) {
    const taxTotal = vatInAccountingCurrency(invoice.totals.taxTotal, vatRate.rate, vatRate.code);
    invoice.taxCurrency = { code: vatRate.code, rate: vatRate.rate, taxTotal };
    invoice.notes.push(`VAT in ${vatRate.code}, the seller's VAT accounting currency: ${formatMoney(taxTotal, vatRate.code)} (1 ${total.currency} = ${vatRate.rate} ${vatRate.code}).`);
  }
  // The norm's sum and the domain core's total are one number; a difference is a bug, not a rounding.
  if (!Decimal.parse(invoice.totals.lineTotal).equals(total.amount)) {
    throw new Error(`The e-invoice lines add up to ${invoice.totals.lineTotal}, the component total is ${total.amount}.`);
  }
  return {
    invoice,
    entityId: row.entity_id,
    projectName: row.project_name,
    taxLabel: taxRule?.label ?? "VAT",
    sellerLanguage: languageOrDefault(row.contractor_locale),
    paymentTermsDays: terms,
  };
}
