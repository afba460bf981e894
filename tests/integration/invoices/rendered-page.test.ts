import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream, StandardFonts } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/invoices/route";
import { GET as downloadRoute } from "@/app/api/files/[id]/route";
import { formatMoney } from "@/lib/format/money";
import type { InvoiceView } from "@/lib/schemas/invoices";
import { billingDetails, expenseRecords, files, invoicingEntities, timesheets } from "@/server/db/schema";
import { rowsOf } from "@/server/db";
import { getStorage } from "@/server/storage";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { pdfFonts, readRenderedPages, squeezed, type OcrLanguage } from "../../support/rendered-pages";
import { xmlValues } from "../../support/xml-values";
import { readFacturX } from "./factur-x";
import { solidPng } from "./images";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

/**
 * The invoice as a person sees it: each kind, with seller and buyer named in four scripts, drawn
 * by poppler and read back by tesseract. The text layer alone passed while every viewer drew
 * "Invoice" as "vo" (fonts subset by @pdf-lib/fontkit 1.1.1 lost their glyphs).
 */
const NAMES: { script: string; seller: string; buyer: string; languages: OcrLanguage[] }[] = [
  { script: "Latin", seller: "Jürgen Weißmüller", buyer: "Nordwind Energie GmbH", languages: ["eng", "deu"] },
  { script: "Greek", seller: "Δημήτρης Παπαδόπουλος", buyer: "Ελληνικά Λογισμικά ΑΕ", languages: ["ell", "eng"] },
  { script: "Cyrillic", seller: "Дмитрий Иванов", buyer: "ООО Северный Ветер", languages: ["rus", "eng"] },
  { script: "CJK", seller: "王芳设计工作室", buyer: "北京云海科技有限公司", languages: ["chi_sim", "eng"] },
];

let f: Awaited<ReturnType<typeof createApiFixture>>;
let sheet: Awaited<ReturnType<typeof f.timesheet>>;
let entityId: string;
let baseBilling: Record<string, unknown>;

/** A receipt PDF as scanners and shops send them: text in the non-embedded standard Helvetica, which PDF/A forbids. */
async function helveticaReceipt(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 400]);
  page.drawText("Hotel Adlon, 2 nights", { x: 20, y: 360, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

beforeAll(async () => {
  f = await createApiFixture();
  sheet = await f.timesheet("lukas", 0);
  const [entity] = rowsOf<{ id: string }>(
    await f.db.execute(sql`
      select e.id from projects p join clients c on c.id = p.client_id
      join invoicing_entities e on e.id = coalesce(p.invoicing_entity_id, c.invoicing_entity_id)
      where p.id = ${sheet.projectId}`),
  );
  entityId = entity!.id;
  const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, sheet.contractorId));
  baseBilling = details!.data;
  // English labels, so the printed total is formatMoney's; the names carry the scripts.
  await f.db.execute(sql`update users set locale = null where id = (select user_id from contractors where id = ${sheet.contractorId})`);
  await f.db.insert(expenseRecords).values({
    timesheetId: sheet.id,
    date: sheet.billingPeriod,
    category: "FLIGHTS",
    details: "Flight to the client",
    amount: "412.30",
    amountInExpenseCurrency: "412.30",
    expenseCurrency: "CHF",
    exchangeRate: "1",
    originalCurrency: "CHF",
  });
  await f.db.update(timesheets).set({ bonusStatus: "ELIGIBLE", bonusAmount: "750.00", bonusNote: "Stand-by over the holidays" }).where(eq(timesheets.id, sheet.id));
  await f.db.delete(files).where(and(eq(files.timesheetId, sheet.id), eq(files.fileType, "EXPENSE_RECEIPT")));
  const receipts = [
    { name: "hotel.pdf", contentType: "application/pdf", bytes: await helveticaReceipt() },
    { name: "taxi.png", contentType: "image/png", bytes: solidPng(40, 30, [200, 30, 30]) },
  ];
  for (const receipt of receipts) {
    const key = `${sheet.id}/${randomUUID()}`;
    await getStorage().put(key, receipt.bytes, receipt.contentType);
    await f.db.insert(files).values({
      timesheetId: sheet.id,
      fileType: "EXPENSE_RECEIPT",
      storageKey: key,
      originalName: receipt.name,
      contentType: receipt.contentType,
      size: receipt.bytes.byteLength,
    });
  }
}, 120_000);
afterAll(async () => {
  await f.database.dispose();
});

async function named(seller: string, buyer: string) {
  await f.db.update(billingDetails).set({ data: { ...baseBilling, legalName: seller } }).where(eq(billingDetails.contractorId, sheet.contractorId));
  await f.db.update(invoicingEntities).set({ name: buyer }).where(eq(invoicingEntities.id, entityId));
}

/** Generates the invoice and downloads its PDF the way the browser does. */
async function invoicePdf(kind: "TIMESHEET" | "EXPENSES" | "BONUS"): Promise<{ invoice: InvoiceView; pdf: Uint8Array }> {
  const { status, body } = await call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", { cookie: f.cookies.lukas, body: { timesheetId: sheet.id, kind } });
  expect(body.error?.message ?? status).toBe(201);
  const id = body.data.file.id;
  const response = await downloadRoute(apiRequest(`/api/files/${id}`, { cookie: f.cookies.lukas }), { params: Promise.resolve({ id }) });
  expect(response.status).toBe(200);
  return { invoice: body.data, pdf: new Uint8Array(await response.arrayBuffer()) };
}

/** Greek and Cyrillic letters drawn like Latin ones: with two language packs, tesseract may read either ("ΑΕ" as "AE"). */
const LOOKALIKES: Record<string, string> = { α: "a", β: "b", ε: "e", ζ: "z", η: "h", ι: "i", κ: "k", μ: "m", ν: "n", ο: "o", ρ: "p", τ: "t", υ: "y", χ: "x", а: "a", в: "b", е: "e", к: "k", м: "m", н: "h", о: "o", р: "p", с: "c", т: "t", у: "y", х: "x" };

/** OCR output and expected text compared letter by letter: without spaces, case, accents (tesseract drops a tonos now and then) or the script of a look-alike letter. */
const plain = (text: string) =>
  squeezed(text)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/./gu, (letter) => LOOKALIKES[letter] ?? letter);

describe("every invoice kind, as a person sees the page (pdftoppm, tesseract)", () => {
  for (const { script, seller, buyer, languages } of NAMES) {
    it(`${script} names: the number, both parties and the total are legible on the fee, expense and bonus invoice`, async () => {
      await named(seller, buyer);
      for (const kind of ["TIMESHEET", "EXPENSES", "BONUS"] as const) {
        const { invoice, pdf } = await invoicePdf(kind);
        const pages = await readRenderedPages(pdf, languages);
        const first = plain(pages[0] ?? "");
        const where = `${script} ${kind}, page 1 read as:\n${pages[0]}`;
        expect(first, where).toContain(plain("Invoice number"));
        expect(first, where).toContain(plain(invoice.number));
        expect(first, where).toContain(plain(seller));
        expect(first, where).toContain(plain(buyer));
        expect(first, where).toContain(plain(formatMoney(invoice.totalAmount, invoice.currency)));
        if (kind === "EXPENSES") {
          // The invoice page, the photographed receipt on its own page, and the PDF receipt named where it is attached.
          expect(pages, `${script} expense pages`).toHaveLength(3);
          expect(plain(pages.join("\n"))).toContain(plain("Receipt: taxi.png"));
          expect(plain(pages.join("\n"))).toContain(plain("hotel.pdf"));
        }
      }
    }, 240_000);
  }
});

const NAMESPACES = {
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  pdf: "http://ns.adobe.com/pdf/1.3/",
  xmp: "http://ns.adobe.com/xap/1.0/",
  pdfaid: "http://www.aiim.org/pdfa/ns/id/",
};

describe("the expense invoice with a PDF receipt stays PDF/A-3B", () => {
  it("every font is embedded (pdffonts), the receipt is an attached file, and the XMP is UTF-8 XML agreeing with the document information", async () => {
    await named("Δημήτρης Παπαδόπουλος 王芳", "ООО Северный Ветер");
    const { pdf, invoice } = await invoicePdf("EXPENSES");
    const fonts = await pdfFonts(pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);

    const reading = await readFacturX(pdf);
    const receipt = reading.attachments.find((attachment) => attachment.name === "hotel.pdf");
    expect(receipt?.relationship).toBe("/Supplement");
    expect(reading.associatedFiles).toBe(2);

    const loaded = await PDFDocument.load(pdf, { updateMetadata: false });
    const metadata = loaded.catalog.lookup(PDFName.of("Metadata"));
    expect(metadata).toBeInstanceOf(PDFRawStream);
    const value = await xmlValues(decodePDFRawStream(metadata as PDFRawStream).decode(), NAMESPACES);
    expect(value("//pdfaid:part")).toBe("3");
    expect(value("//pdfaid:conformance")).toBe("B");
    expect(value("//dc:title//rdf:li")).toBe(loaded.getTitle());
    expect(value("//dc:title//rdf:li")).toContain(invoice.number);
    expect(value("//dc:creator//rdf:li")).toBe(loaded.getAuthor());
    expect(value("//dc:creator//rdf:li")).toBe("Δημήτρης Παπαδόπουλος 王芳");
    expect(value("//dc:description//rdf:li")).toBe(loaded.getSubject());
    expect(value("//pdf:Producer")).toBe(loaded.getProducer());
    expect(value("//pdf:Keywords")).toBe(loaded.getKeywords());
    expect(value("//xmp:CreatorTool")).toBe(loaded.getCreator());
  }, 120_000);
});
