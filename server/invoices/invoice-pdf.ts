import "server-only";
import { AFRelationship, PDFDocument, rgb, type PDFPage } from "pdf-lib";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import { InvoiceFonts } from "./invoice-fonts";

/**
 * What an invoice PDF shows; every amount is already formatted text, computed by the domain core.
 * Built by ./invoice-document.ts in the issuing contractor's language; the labels printed here
 * (Invoice number, From, Bill to, Total...) follow `language`.
 */
export interface InvoiceDocument {
  /** The language of the printed words: the contractor's who issues the invoice. */
  language: Language;
  title: string;
  number: string;
  /** dd MMMM yyyy (spec point 3). */
  dateText: string;
  periodName: string;
  projectName: string;
  /** Further header lines: due date, service period, buyer reference. */
  details?: string[];
  issuer: { name: string; lines: string[] };
  billTo: { name: string; lines: string[] };
  columns: [string, string, string, string];
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  total: string;
  /** The configured tax line; with it `total` is printed as the subtotal and `gross` as the total. */
  tax?: { label: string; amount: string; gross: string };
  /** Printed under the total: the VAT category's legal note (reverse charge, exemption). */
  notes?: string[];
  payment: string[];
}

/** A receipt appended after the invoice pages. */
export interface ReceiptAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREY = rgb(0.35, 0.35, 0.35);

/**
 * Builds the invoice and appends the receipts: PNG and JPEG placed on their own page; a PDF
 * receipt attached as an embedded file (PDF/A-3's associated file, relationship Supplement) with a
 * page naming it. Its pages are not merged: a receipt PDF's fonts are seldom embedded (shops and
 * scanners write the standard Helvetica), and one such page made the invoice no PDF/A-3B.
 */
export async function renderInvoicePdf(document: InvoiceDocument, receipts: readonly ReceiptAttachment[] = []): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  pdf.setSubject(`${document.projectName}, ${document.periodName}`);
  pdf.setProducer("Settle");
  pdf.setCreator("Settle");
  const fonts = await InvoiceFonts.for(pdf);
  const { language } = document;
  const t = translatorFor(language, "invoice");

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const write = async (text: string, x: number, options: { size?: number; bold?: boolean; maxWidth?: number; right?: boolean } = {}) => {
    if (text === "") return;
    const size = options.size ?? 10;
    const runs = await fonts.fitted(text, size, options.maxWidth ?? width, options.bold ? "bold" : "regular");
    const at = options.right ? x - InvoiceFonts.width(runs, size) : x;
    fonts.draw(page, runs, at, y, size);
  };
  const newLine = (height = 14) => {
    y -= height;
    if (y < MARGIN + 40) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  await write(document.title, MARGIN, { size: 20, bold: true });
  newLine(28);
  await write(t("header.number", { number: document.number }), MARGIN, { bold: true });
  newLine();
  await write(t("header.date", { date: document.dateText }), MARGIN);
  newLine();
  await write(t("header.period", { period: document.periodName }), MARGIN);
  newLine();
  await write(t("header.project", { project: document.projectName }), MARGIN);
  for (const line of document.details ?? []) {
    newLine();
    await write(line, MARGIN);
  }
  newLine(26);

  const half = width / 2 - 10;
  const top = y;
  await write(t("parties.from"), MARGIN, { bold: true, maxWidth: half });
  for (const [i, line] of [document.issuer.name, ...document.issuer.lines].entries()) {
    y = top - 14 * (i + 1);
    await write(line, MARGIN, { maxWidth: half });
  }
  const fromBottom = y;
  y = top;
  await write(t("parties.billTo"), MARGIN + width / 2, { bold: true, maxWidth: half });
  for (const [i, line] of [document.billTo.name, ...document.billTo.lines].entries()) {
    y = top - 14 * (i + 1);
    await write(line, MARGIN + width / 2, { maxWidth: half });
  }
  y = Math.min(y, fromBottom);
  newLine(30);

  const columnRight = [MARGIN + width * 0.62, MARGIN + width * 0.8, MARGIN + width];
  const header = async () => {
    await write(document.columns[0], MARGIN, { bold: true, maxWidth: width * 0.5 });
    for (const [i, label] of document.columns.slice(1).entries()) await write(label, columnRight[i]!, { bold: true, right: true, maxWidth: width * 0.17 });
    newLine(6);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: GREY });
    newLine(14);
  };
  await header();
  for (const line of document.lines) {
    await write(line.description, MARGIN, { maxWidth: width * 0.5 });
    await write(line.quantity, columnRight[0]!, { right: true, maxWidth: width * 0.17 });
    await write(line.unitPrice, columnRight[1]!, { right: true, maxWidth: width * 0.17 });
    await write(line.amount, columnRight[2]!, { right: true, maxWidth: width * 0.19 });
    newLine();
  }
  newLine(2);
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: MARGIN + width, y: y + 10 }, thickness: 0.5, color: GREY });
  if (document.tax) {
    await write(t("totals.subtotal"), MARGIN);
    await write(document.total, columnRight[2]!, { right: true });
    newLine();
    await write(document.tax.label, MARGIN);
    await write(document.tax.amount, columnRight[2]!, { right: true });
    newLine(18);
  }
  await write(t("totals.total"), MARGIN, { bold: true, size: 12 });
  await write(document.tax?.gross ?? document.total, columnRight[2]!, { bold: true, size: 12, right: true });
  newLine(30);
  for (const line of document.notes ?? []) {
    await write(line, MARGIN);
    newLine(18);
  }
  for (const line of document.payment) {
    await write(line, MARGIN);
    newLine();
  }

  const attached = new Set<string>(["factur-x.xml"]);
  for (const receipt of receipts) await appendReceipt(pdf, receipt, fonts, language, attached);
  return pdf.save();
}

/** The receipt's file name, made unique among the attachments (a name tree keys by it; factur-x.xml is the invoice's XML). */
function attachmentName(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${n}-${name}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

async function appendReceipt(pdf: PDFDocument, receipt: ReceiptAttachment, fonts: InvoiceFonts, language: Language, attached: Set<string>): Promise<void> {
  const t = translatorFor(language, "invoice.receipts");
  const page = pdf.addPage(A4);
  fonts.draw(page, await fonts.fitted(t("title", { name: receipt.name }), 10, A4[0] - 2 * MARGIN), MARGIN, A4[1] - MARGIN, 10);
  if (receipt.contentType === "application/pdf") {
    const name = attachmentName(receipt.name, attached);
    await pdf.attach(receipt.bytes, name, { mimeType: "application/pdf", description: t("title", { name }), afRelationship: AFRelationship.Supplement });
    fonts.draw(page, await fonts.fitted(t("attached", { name }), 10, A4[0] - 2 * MARGIN), MARGIN, A4[1] - MARGIN - 20, 10);
    return;
  }
  if (receipt.contentType !== "image/png" && receipt.contentType !== "image/jpeg") {
    // PDF has no decoder for WebP or HEIC; the page says where the original is rather than dropping it.
    const note = await fonts.fitted(t("notEmbedded", { contentType: receipt.contentType }), 10, A4[0] - 2 * MARGIN);
    fonts.draw(page, note, MARGIN, A4[1] - MARGIN - 20, 10);
    return;
  }
  const image = receipt.contentType === "image/png" ? await pdf.embedPng(receipt.bytes) : await pdf.embedJpg(receipt.bytes);
  const box = { width: A4[0] - 2 * MARGIN, height: A4[1] - 2 * MARGIN - 30 };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const size = image.scale(scale);
  page.drawImage(image, { x: MARGIN, y: A4[1] - MARGIN - 20 - size.height, width: size.width, height: size.height });
}
