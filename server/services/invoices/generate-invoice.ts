import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { countryByCode } from "@/lib/domain/countries";
import { parseIsoDate } from "@/lib/domain/dates";
import type { FileType, InvoiceKind } from "@/lib/domain/reference";
import { AppError, conflict } from "@/lib/errors";
import { formatInvoiceDate } from "@/lib/format/date";
import { formatMoney } from "@/lib/format/money";
import { BILLING_DETAILS_MISSING, type GenerateInvoiceInput, type InvoiceView } from "@/lib/schemas/invoices";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import { rowsOf, type Database, type Tx } from "@/server/db";
import { billingDetails, files, invoices } from "@/server/db/schema";
import { assertExpensesEnabled, assertInvoicingEnabled } from "@/server/invoices/feature-flags";
import { invoiceLines } from "@/server/invoices/invoice-lines";
import { configuredInvoiceTax } from "@/server/invoices/invoice-tax";
import { renderInvoicePdf, type ReceiptAttachment } from "@/server/invoices/invoice-pdf";
import { nextInvoiceNumber } from "@/server/invoices/next-invoice-number";
import { notifyInvoiceGenerated } from "@/server/notifications/subscriptions/channel-events";
import { assertFileEditable } from "@/server/services/files/assert-file-editable";
import { toFileView } from "@/server/services/files/file-view";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";
import { getStorage, StorageError } from "@/server/storage";
import { webhookActorOf } from "@/server/webhooks/event-data";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";

export const FILE_TYPE_OF_KIND: Readonly<Record<InvoiceKind, FileType>> = {
  TIMESHEET: "FEE_INVOICE",
  EXPENSES: "EXPENSE_INVOICE",
  BONUS: "BONUS_INVOICE",
};
const TITLES: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "Invoice", EXPENSES: "Expense invoice", BONUS: "Bonus invoice" };
const NAME_PART: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

export { BILLING_DETAILS_MISSING };

/** The invoice date as printed, spec point 3: dd MMMM yyyy ("24 November 2026"). */
export function invoiceDateText(date: string): string {
  return formatInvoiceDate(date);
}

type Party = { name: string; lines: string[] };

function countryName(code: unknown): string | null {
  return typeof code === "string" ? (countryByCode(code)?.countryName ?? code) : null;
}

function issuerOf(data: Record<string, unknown>): { party: Party; payment: string[] } {
  const text = (key: string) => (typeof data[key] === "string" && data[key] !== "" ? (data[key] as string) : null);
  const legalName = text("legalName");
  if (!legalName || !text("iban")) throw conflict(BILLING_DETAILS_MISSING);
  const cityLine = [text("postalCode"), text("city")].filter(Boolean).join(" ");
  const lines = [text("addressLine"), cityLine || null, countryName(data.countryCode), text("vatNumber") ? `VAT: ${text("vatNumber")}` : null];
  const payment = ["Payment by bank transfer", `IBAN: ${text("iban")}`, text("bic") ? `BIC: ${text("bic")}` : null];
  return { party: { name: legalName, lines: lines.filter((l): l is string => l !== null) }, payment: payment.filter((l): l is string => l !== null) };
}

/** Who is billed: the project's invoicing entity, else the client's, else the client itself. */
async function billedParty(tx: Tx, projectId: string): Promise<{ entityId: string | null; party: Party; projectName: string }> {
  const [row] = rowsOf<{
    project_name: string;
    client_name: string;
    client_address: string | null;
    client_country: string | null;
    entity_id: string | null;
    entity_name: string | null;
    entity_address: string | null;
    entity_country: string | null;
    entity_vat: string | null;
  }>(
    await tx.execute(sql`
      select p.name as project_name, c.name as client_name, c.address as client_address, c.country_code as client_country,
             e.id as entity_id, e.name as entity_name, e.address as entity_address, e.country_code as entity_country,
             e.vat_number as entity_vat
      from projects p join clients c on c.id = p.client_id
      left join invoicing_entities e on e.id = coalesce(p.invoicing_entity_id, c.invoicing_entity_id)
      where p.id = ${projectId}`),
  );
  if (!row) throw new Error(`Project ${projectId} has no client.`);
  if (row.entity_id && row.entity_name) {
    const lines = [row.entity_address, countryName(row.entity_country), row.entity_vat ? `VAT: ${row.entity_vat}` : null];
    return { entityId: row.entity_id, projectName: row.project_name, party: { name: row.entity_name, lines: lines.filter((l): l is string => !!l) } };
  }
  const lines = [row.client_address, countryName(row.client_country)];
  return { entityId: null, projectName: row.project_name, party: { name: row.client_name, lines: lines.filter((l): l is string => !!l) } };
}

async function receiptsOf(tx: Tx, timesheetId: string): Promise<ReceiptAttachment[]> {
  const rows = await tx
    .select({ key: files.storageKey, name: files.originalName, contentType: files.contentType })
    .from(files)
    .where(and(eq(files.timesheetId, timesheetId), eq(files.fileType, "EXPENSE_RECEIPT")))
    .orderBy(files.createdAt, files.id);
  const storage = getStorage();
  return Promise.all(rows.map(async (row) => ({ name: row.name, contentType: row.contentType, bytes: await storage.get(row.key) })));
}

/**
 * Generates the invoice of one component: locks the timesheet, checks the component may still
 * change, prices it with the domain core, takes the number (or keeps the earlier invoice's),
 * renders and stores the PDF, and replaces the component's earlier invoice files, all in one
 * transaction. Bytes of a failed generation are removed; bytes of replaced files after commit.
 */
export async function generateInvoice(db: Database, actor: Actor, input: GenerateInvoiceInput): Promise<InvoiceView> {
  assertInvoicingEnabled();
  if (input.kind === "EXPENSES") assertExpensesEnabled();
  const fileType = FILE_TYPE_OF_KIND[input.kind];
  const today = businessToday();
  const storage = getStorage();
  let storedKey: string | null = null;
  let replacedKeys: string[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      const timesheet = await findTimesheetFor(tx, actor, input.timesheetId, { forUpdate: true });
      assertFileEditable(actor, timesheet, fileType, today);
      const detail = await getTimesheet(tx, actor, timesheet.id);
      const { lines, columns, total } = invoiceLines(input.kind, detail);
      const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.contractorId, timesheet.contractorId));
      if (!details) throw conflict(BILLING_DETAILS_MISSING);
      const issuer = issuerOf(details.data);
      const billed = await billedParty(tx, timesheet.projectId);
      const tax = await configuredInvoiceTax(tx, input.kind, total, typeof details.data.countryCode === "string" ? details.data.countryCode : null);
      const receipts = input.kind === "EXPENSES" ? await receiptsOf(tx, timesheet.id) : [];

      const [earlier] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.timesheetId, timesheet.id), eq(invoices.kind, input.kind)));
      // Taken last, so the counter row stays locked for as short a time as possible.
      const number = earlier?.number ?? (await nextInvoiceNumber(tx, timesheet.contractorId, parseIsoDate(today).year));
      const dateText = invoiceDateText(today);
      const bytes = await renderInvoicePdf(
        {
          title: TITLES[input.kind],
          number,
          dateText,
          periodName: detail.billingPeriod.name,
          projectName: billed.projectName,
          issuer: issuer.party,
          billTo: billed.party,
          columns,
          lines,
          total: formatMoney(total.amount, total.currency),
          ...(tax
            ? { tax: { label: tax.label, amount: formatMoney(tax.tax.amount, tax.tax.currency), gross: formatMoney(tax.gross.amount, tax.gross.currency) } }
            : {}),
          payment: issuer.payment,
        },
        receipts,
      );
      const key = `${timesheet.id}/${randomUUID()}`;
      try {
        await storage.put(key, bytes, "application/pdf");
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        console.error(error);
        throw new AppError("INTERNAL", error.message);
      }
      storedKey = key;

      const replaced = await tx
        .delete(files)
        .where(and(eq(files.timesheetId, timesheet.id), eq(files.fileType, fileType)))
        .returning({ key: files.storageKey });
      replacedKeys = replaced.map((row) => row.key);
      const [file] = await tx
        .insert(files)
        .values({
          timesheetId: timesheet.id,
          fileType,
          storageKey: key,
          originalName: `${number}-${NAME_PART[input.kind]}.pdf`,
          contentType: "application/pdf",
          size: bytes.byteLength,
          uploadedBy: actor.userId,
        })
        .returning();
      if (!file) throw new Error("The invoice file row was not inserted.");
      const values = {
        timesheetId: timesheet.id,
        kind: input.kind,
        number,
        invoiceDate: today,
        amount: total.amount,
        currency: total.currency,
        invoicingEntityId: billed.entityId,
        fileId: file.id,
      };
      const [invoice] = await tx
        .insert(invoices)
        .values(values)
        .onConflictDoUpdate({ target: [invoices.timesheetId, invoices.kind], set: values })
        .returning();
      if (!invoice) throw new Error("The invoice row was not written.");
      const issued = {
        invoiceId: invoice.id,
        timesheetId: timesheet.id,
        contractorId: timesheet.contractorId,
        projectId: timesheet.projectId,
        billingPeriod: timesheet.billingPeriod.slice(0, 7),
        kind: input.kind,
        number,
        invoiceDate: today,
        amount: total.amount,
        currency: total.currency,
        actor: webhookActorOf(actor),
      };
      await fireWebhookEvents(tx, [{ type: "invoice.issued", data: issued }]);
      await notifyInvoiceGenerated(tx, {
        contractorId: timesheet.contractorId,
        number,
        project: billed.projectName,
        billingPeriod: timesheet.billingPeriod,
        amount: total.amount,
        currency: total.currency,
        path: `/contractor?timesheetId=${timesheet.id}`,
      });
      return {
        id: invoice.id,
        timesheetId: invoice.timesheetId,
        kind: input.kind,
        number,
        invoiceDate: today,
        invoiceDateText: dateText,
        amount: total.amount,
        currency: total.currency,
        invoicingEntityId: billed.entityId,
        file: toFileView(file),
      } satisfies InvoiceView;
    });
    await Promise.all(replacedKeys.map((key) => storage.delete(key).catch(() => undefined)));
    return view;
  } catch (error) {
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    throw error;
  }
}
