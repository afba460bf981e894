import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** What an invoice PDF shows; every amount is already formatted text, computed by the domain core. */
export interface InvoiceDocument {
  title: string;
  number: string;
  /** dd MMMM yyyy (spec point 3). */
  dateText: string;
  periodName: string;
  projectName: string;
  issuer: { name: string; lines: string[] };
  billTo: { name: string; lines: string[] };
  columns: [string, string, string, string];
  lines: { description: string; quantity: string; unitPrice: string; amount: string }[];
  total: string;
  /** The configured tax line; with it `total` is printed as the subtotal and `gross` as the total. */
  tax?: { label: string; amount: string; gross: string };
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
 * The standard fonts (no file, no network) encode WinAnsi only; a character outside it (a name
 * in another script, a currency sign such as ₹) is printed as "?" rather than failing the invoice.
 */
function printable(font: PDFFont, text: string): string {
  let out = "";
  for (const char of text.replace(/[\r\n\t]+/g, " ")) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      out += "?";
    }
  }
  return out;
}

function fitted(font: PDFFont, text: string, size: number, width: number): string {
  let value = printable(font, text);
  if (font.widthOfTextAtSize(value, size) <= width) return value;
  while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > width) value = value.slice(0, -1);
  return `${value}…`;
}

/** Builds the invoice and appends the receipts: PDFs merged page by page, PNG and JPEG placed on their own page. */
export async function renderInvoicePdf(document: InvoiceDocument, receipts: readonly ReceiptAttachment[] = []): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.title} ${document.number}`);
  pdf.setSubject(`${document.projectName}, ${document.periodName}`);
  pdf.setProducer("Settle");
  pdf.setCreator("Settle");
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;
  const width = A4[0] - 2 * MARGIN;
  const write = (text: string, x: number, options: { size?: number; font?: PDFFont; maxWidth?: number; right?: boolean } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    const value = fitted(font, text, size, options.maxWidth ?? width);
    const at = options.right ? x - font.widthOfTextAtSize(value, size) : x;
    page.drawText(value, { x: at, y, size, font });
  };
  const newLine = (height = 14) => {
    y -= height;
    if (y < MARGIN + 40) {
      page = pdf.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  write(document.title, MARGIN, { size: 20, font: bold });
  newLine(28);
  write(`Invoice number: ${document.number}`, MARGIN, { font: bold });
  newLine();
  write(`Invoice date: ${document.dateText}`, MARGIN);
  newLine();
  write(`Billing period: ${document.periodName}`, MARGIN);
  newLine();
  write(`Project: ${document.projectName}`, MARGIN);
  newLine(26);

  const half = width / 2 - 10;
  const top = y;
  write("From", MARGIN, { font: bold, maxWidth: half });
  for (const [i, line] of [document.issuer.name, ...document.issuer.lines].entries()) {
    y = top - 14 * (i + 1);
    write(line, MARGIN, { maxWidth: half });
  }
  const fromBottom = y;
  y = top;
  write("Bill to", MARGIN + width / 2, { font: bold, maxWidth: half });
  for (const [i, line] of [document.billTo.name, ...document.billTo.lines].entries()) {
    y = top - 14 * (i + 1);
    write(line, MARGIN + width / 2, { maxWidth: half });
  }
  y = Math.min(y, fromBottom);
  newLine(30);

  const columnRight = [MARGIN + width * 0.62, MARGIN + width * 0.8, MARGIN + width];
  const header = () => {
    write(document.columns[0], MARGIN, { font: bold, maxWidth: width * 0.5 });
    document.columns.slice(1).forEach((label, i) => write(label, columnRight[i]!, { font: bold, right: true, maxWidth: width * 0.17 }));
    newLine(6);
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + width, y }, thickness: 0.5, color: GREY });
    newLine(14);
  };
  header();
  for (const line of document.lines) {
    write(line.description, MARGIN, { maxWidth: width * 0.5 });
    write(line.quantity, columnRight[0]!, { right: true, maxWidth: width * 0.17 });
    write(line.unitPrice, columnRight[1]!, { right: true, maxWidth: width * 0.17 });
    write(line.amount, columnRight[2]!, { right: true, maxWidth: width * 0.19 });
    newLine();
  }
  newLine(2);
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: MARGIN + width, y: y + 10 }, thickness: 0.5, color: GREY });
  if (document.tax) {
    write("Subtotal", MARGIN);
    write(document.total, columnRight[2]!, { right: true });
    newLine();
    write(document.tax.label, MARGIN);
    write(document.tax.amount, columnRight[2]!, { right: true });
    newLine(18);
  }
  write("Total", MARGIN, { font: bold, size: 12 });
  write(document.tax?.gross ?? document.total, columnRight[2]!, { font: bold, size: 12, right: true });
  newLine(30);
  for (const line of document.payment) {
    write(line, MARGIN);
    newLine();
  }

  for (const receipt of receipts) await appendReceipt(pdf, receipt, regular);
  return pdf.save();
}

async function appendReceipt(pdf: PDFDocument, receipt: ReceiptAttachment, font: PDFFont): Promise<void> {
  if (receipt.contentType === "application/pdf") {
    const source = await PDFDocument.load(receipt.bytes, { ignoreEncryption: true });
    const pages = await pdf.copyPages(source, source.getPageIndices());
    for (const copied of pages) pdf.addPage(copied);
    return;
  }
  const page = pdf.addPage(A4);
  const caption = fitted(font, `Receipt: ${receipt.name}`, 10, A4[0] - 2 * MARGIN);
  page.drawText(caption, { x: MARGIN, y: A4[1] - MARGIN, size: 10, font });
  if (receipt.contentType !== "image/png" && receipt.contentType !== "image/jpeg") {
    // PDF has no decoder for WebP or HEIC; the page says where the original is rather than dropping it.
    const note = fitted(font, `This receipt (${receipt.contentType}) cannot be embedded in a PDF; it is attached to the expense in Settle.`, 10, A4[0] - 2 * MARGIN);
    page.drawText(note, { x: MARGIN, y: A4[1] - MARGIN - 20, size: 10, font });
    return;
  }
  const image = receipt.contentType === "image/png" ? await pdf.embedPng(receipt.bytes) : await pdf.embedJpg(receipt.bytes);
  const box = { width: A4[0] - 2 * MARGIN, height: A4[1] - 2 * MARGIN - 30 };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  const size = image.scale(scale);
  page.drawImage(image, { x: MARGIN, y: A4[1] - MARGIN - 20 - size.height, width: size.width, height: size.height });
}
