import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { parseIsoDate } from "@/lib/domain/dates";
import type { FileType, InvoiceKind } from "@/lib/domain/reference";
import { AppError, conflict } from "@/lib/errors";
import { formatInvoiceDate } from "@/lib/format/date";
import { invoiceLockedByPayment } from "@/lib/schemas/payment-runs";
import { BILLING_DETAILS_MISSING, E_INVOICE_PROFILE, type GenerateInvoiceInput, type InvoiceView } from "@/lib/schemas/invoices";
import type { Actor } from "@/server/auth/actor";
import { businessToday } from "@/server/clock";
import type { Database, Tx } from "@/server/db";
import { billingDetails, eInvoices, files, invoices } from "@/server/db/schema";
import { assertExpensesEnabled, assertInvoicingEnabled } from "@/server/config/feature-flags";
import { invoiceTotal } from "@/server/invoices/invoice-lines";
import { eInvoiceDraft } from "@/server/invoices/e-invoice-data";
import { facturXPdf, xrechnungXml } from "@/server/invoices/e-invoice-xml";
import { invoiceDocument, taxLine } from "@/server/invoices/invoice-document";
import { renderInvoicePdf, type ReceiptAttachment } from "@/server/invoices/invoice-pdf";
import { nextInvoiceNumber } from "@/server/invoices/next-invoice-number";
import { xrechnungMissing } from "@/server/invoices/xrechnung-requirements";
import { notifyInvoiceGenerated } from "@/server/notifications/subscriptions/channel-events";
import { assertFileEditable } from "@/server/services/files/assert-file-editable";
import { toFileView } from "@/server/services/files/file-view";
import { findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";
import { getStorage, StorageError } from "@/server/storage";
import { webhookActorOf } from "@/server/webhooks/event-data";
import { fireWebhookEvents } from "@/server/webhooks/fire-webhook-events";
import { timesheetHref } from "@/lib/navigation/menu";

export const FILE_TYPE_OF_KIND: Readonly<Record<InvoiceKind, FileType>> = {
  TIMESHEET: "FEE_INVOICE",
  EXPENSES: "EXPENSE_INVOICE",
  BONUS: "BONUS_INVOICE",
};
const NAME_PART: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "fee", EXPENSES: "expenses", BONUS: "bonus" };

export { BILLING_DETAILS_MISSING };

/** The invoice date as the API states it, spec point 3: dd MMMM yyyy ("24 November 2026"); the PDF prints it in the contractor's language. */
export function invoiceDateText(date: string): string {
  return formatInvoiceDate(date);
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
  let storedXmlKey: string | null = null;
  let replacedKeys: string[] = [];
  try {
    const view = await db.transaction(async (tx) => {
      const timesheet = await findTimesheetFor(tx, actor, input.timesheetId, { forUpdate: true });
      assertFileEditable(actor, timesheet, fileType, today);
      const detail = await getTimesheet(tx, actor, timesheet.id);
      const total = invoiceTotal(input.kind, detail);
      const [details] = await tx.select().from(billingDetails).where(eq(billingDetails.contractorId, timesheet.contractorId));
      if (!details) throw conflict({ key: "saveBillingDetailsBefore" });
      const receipts = input.kind === "EXPENSES" ? await receiptsOf(tx, timesheet.id) : [];

      const [earlier] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.timesheetId, timesheet.id), eq(invoices.kind, input.kind)));
      // An invoice a payment run holds (or paid) is what the bank was told: it stays as it is.
      if (earlier && earlier.status !== "ISSUED") throw conflict(invoiceLockedByPayment(earlier.number, earlier.status));
      // Taken last, so the counter row stays locked for as short a time as possible.
      const number = earlier?.number ?? (await nextInvoiceNumber(tx, timesheet.contractorId, parseIsoDate(today).year));
      const dateText = invoiceDateText(today);
      const draft = await eInvoiceDraft(tx, { kind: input.kind, number, issueDate: today, timesheet, detail, billing: details.data, total });
      const { invoice: eInvoice } = draft;
      const billed = { entityId: draft.entityId, projectName: draft.projectName };
      const tax = taxLine(draft);
      // The PDF speaks the language of the contractor who issues it (server/invoices/invoice-document.ts).
      const printed = await renderInvoicePdf(invoiceDocument({ kind: input.kind, number, issueDate: today, detail, draft, total }), receipts);
      const bytes = await facturXPdf(eInvoice, printed);
      // No XRechnung that would fail Germany's rules: the PDF is made, the XML once the data is there.
      const xml = xrechnungMissing(eInvoice).length === 0 ? await xrechnungXml(eInvoice) : null;
      const key = `${timesheet.id}/${randomUUID()}`;
      try {
        await storage.put(key, bytes, "application/pdf");
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        console.error(error);
        throw new AppError("INTERNAL", { key: "storageFailed", values: { detail: error.message } });
      }
      storedKey = key;
      const xmlKey = xml === null ? null : `${timesheet.id}/${randomUUID()}`;
      if (xml !== null && xmlKey !== null) {
        await storage.put(xmlKey, new TextEncoder().encode(xml), "application/xml");
        storedXmlKey = xmlKey;
      }
      const replacedXml = await tx
        .select({ key: eInvoices.xmlStorageKey })
        .from(eInvoices)
        .innerJoin(files, eq(files.id, eInvoices.fileId))
        .where(and(eq(files.timesheetId, timesheet.id), eq(files.fileType, fileType)));

      const replaced = await tx
        .delete(files)
        .where(and(eq(files.timesheetId, timesheet.id), eq(files.fileType, fileType)))
        .returning({ key: files.storageKey });
      replacedKeys = [...replaced.map((row) => row.key), ...replacedXml.flatMap((row) => (row.key ? [row.key] : []))];
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
        totalAmount: tax ? tax.gross.amount : total.amount,
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
      await tx.insert(eInvoices).values({ fileId: file.id, invoiceId: invoice.id, profile: E_INVOICE_PROFILE, vatCategory: eInvoice.vat.category, xmlStorageKey: xmlKey });
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
        path: timesheetHref("contractor", timesheet.id),
      });
      return {
        id: invoice.id,
        timesheetId: invoice.timesheetId,
        kind: input.kind,
        number,
        invoiceDate: today,
        invoiceDateText: dateText,
        amount: total.amount,
        totalAmount: tax ? tax.gross.amount : total.amount,
        currency: total.currency,
        invoicingEntityId: billed.entityId,
        file: toFileView(file),
        eInvoice: { profile: E_INVOICE_PROFILE, vatCategory: eInvoice.vat.category },
      } satisfies InvoiceView;
    });
    await Promise.all(replacedKeys.map((key) => storage.delete(key).catch(() => undefined)));
    return view;
  } catch (error) {
    for (const key of [storedKey, storedXmlKey]) if (key) await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
