import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { EInvoice } from "@/lib/domain/e-invoice";
import { taxRuleKeys } from "@/lib/domain/invoice-tax";
import { Decimal } from "@/lib/domain/money";
import { INVOICE_KINDS, type InvoiceKind } from "@/lib/domain/reference";
import { AppError, conflict, fieldIssue, notFound } from "@/lib/errors";
import { BILLING_DETAILS_MISSING } from "@/lib/schemas/invoices";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database, DbOrTx } from "@/server/db";
import { billingDetails, eInvoices, files, invoices } from "@/server/db/schema";
import { eInvoiceDraft } from "@/server/invoices/e-invoice-data";
import { enabledFeatures } from "@/server/config/feature-flags";
import { invoiceTotal } from "@/server/invoices/invoice-lines";
import { xrechnungMissing } from "@/server/invoices/xrechnung-requirements";
import { findTimesheetFor, type StoredTimesheet } from "@/server/services/timesheets/find-timesheet";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";
import { FILE_TYPE_OF_KIND } from "./generate-invoice";

/** The component's newest invoice file, and its e-invoice row when it is a generated one. */
async function currentEInvoice(tx: DbOrTx, timesheetId: string, kind: InvoiceKind) {
  const [latest] = await tx
    .select({ fileId: files.id, xmlStorageKey: eInvoices.xmlStorageKey, invoiceId: eInvoices.invoiceId, profile: eInvoices.profile, vatCategory: eInvoices.vatCategory, number: invoices.number, paymentStatus: invoices.status, paidOn: invoices.paidOn })
    .from(files)
    .leftJoin(eInvoices, eq(eInvoices.fileId, files.id))
    .leftJoin(invoices, eq(invoices.id, eInvoices.invoiceId))
    .where(and(eq(files.timesheetId, timesheetId), eq(files.fileType, FILE_TYPE_OF_KIND[kind])))
    .orderBy(desc(files.createdAt), desc(files.id))
    .limit(1);
  if (!latest?.invoiceId || !latest.number || !latest.profile || !latest.vatCategory) return null;
  return { ...latest, invoiceId: latest.invoiceId, number: latest.number, profile: latest.profile, vatCategory: latest.vatCategory };
}

/**
 * Why the invoice carries no VAT, in the decision table's terms; null when it charges VAT. A
 * domestic (or EU consumer) invoice without VAT names the configuration entry that would give it
 * VAT: a company should not have to discover invoices.taxRate.
 */
function noVatOf(invoice: EInvoice): NonNullable<EInvoiceStatus["next"]>["noVat"] {
  const { category, rule, rate } = invoice.vat;
  if (category === "S" && !Decimal.parse(rate).equals(0n)) return null;
  if (rule === "EXPENSES") return { reason: "EXPENSES", taxRateKey: null };
  if (rule === "OVERRIDE") return { reason: "OVERRIDE", taxRateKey: null };
  if (category === "E") return { reason: "SMALL_BUSINESS", taxRateKey: null };
  if (category === "AE") return { reason: "REVERSE_CHARGE", taxRateKey: null };
  if (category === "Z" || category === "S") return { reason: "ZERO_RATE", taxRateKey: taxRuleKeys(invoice.seller.address.countryCode)[0] ?? null };
  if (rule === "OUTSIDE_EU") return { reason: "OUTSIDE_EU", taxRateKey: null };
  return { reason: "NO_TAX_RATE", taxRateKey: taxRuleKeys(invoice.seller.address.countryCode)[0] ?? null };
}

async function nextEInvoice(tx: DbOrTx, timesheet: StoredTimesheet, detail: TimesheetDetail, kind: InvoiceKind): Promise<EInvoiceStatus["next"]> {
  let total;
  try {
    total = invoiceTotal(kind, detail);
  } catch {
    return null;
  }
  const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.contractorId, timesheet.contractorId));
  if (!details) return { vatCategory: null, problems: [fieldIssue("billingDetails", BILLING_DETAILS_MISSING)], xrechnungMissing: [], noVat: null };
  try {
    const draft = await eInvoiceDraft(tx, { kind, number: "PREVIEW", issueDate: businessToday(), timesheet, detail, billing: details.data, total });
    return { vatCategory: draft.invoice.vat.category, problems: [], xrechnungMissing: xrechnungMissing(draft.invoice), noVat: noVatOf(draft.invoice) };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "CONFLICT") throw error;
    const problems = error.issues ?? [fieldIssue(error.key === BILLING_DETAILS_MISSING.key ? "billingDetails" : "configuration", error.refusal)];
    return { vatCategory: null, problems, xrechnungMissing: [], noVat: null };
  }
}

/**
 * Per component: whether its current invoice is an EN 16931 e-invoice, and whether one can be
 * generated now (the VAT category it would carry, or what is missing). Reads only.
 */
export async function eInvoiceStatus(db: Database, actor: Actor, timesheetId: string): Promise<EInvoiceStatus[]> {
  return db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, timesheetId);
    const detail = await getTimesheet(tx, actor, timesheet.id);
    const kinds = INVOICE_KINDS.filter((kind) => kind !== "EXPENSES" || enabledFeatures().expenses);
    const statuses: EInvoiceStatus[] = [];
    // One after the other: a transaction runs one statement at a time.
    for (const kind of kinds) {
      const current = await currentEInvoice(tx, timesheet.id, kind);
      statuses.push({
          kind,
          current: current
            ? {
                fileId: current.fileId,
                invoiceId: current.invoiceId,
                number: current.number,
                profile: current.profile,
                vatCategory: current.vatCategory as NonNullable<EInvoiceStatus["current"]>["vatCategory"],
                xmlFileName: current.xmlStorageKey ? xmlFileName(current.number, kind) : null,
                paymentStatus: current.paymentStatus ?? "ISSUED",
                paidOn: current.paidOn ?? null,
              }
            : null,
          next: await nextEInvoice(tx, timesheet, detail, kind),
      });
    }
    return statuses;
  });
}

const NAME_PART: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

export function xmlFileName(number: string, kind: InvoiceKind): string {
  return `${number}-${NAME_PART[kind]}-xrechnung.xml`;
}

/** The XRechnung XML stored beside the component's current e-invoice; 404 when the current invoice is none. */
export async function eInvoiceXml(db: Database, actor: Actor, timesheetId: string, kind: InvoiceKind, read: (key: string) => Promise<Uint8Array>) {
  const current = await db.transaction(async (tx) => {
    const timesheet = await findTimesheetFor(tx, actor, timesheetId);
    return currentEInvoice(tx, timesheet.id, kind);
  });
  if (!current) throw notFound("einvoice");
  if (!current.xmlStorageKey) throw conflict({ key: "invoiceXrechnungDataLacked" });
  return { fileName: xmlFileName(current.number, kind), bytes: await read(current.xmlStorageKey) };
}
