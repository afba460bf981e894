import "server-only";
import { createRequire } from "node:module";
import path from "node:path";
import { FormatFactoryService, invoiceSchema, ValidationService, type Invoice, type InvoiceServiceOptions } from "@e-invoice-eu/core";
import type { PDFDocument } from "pdf-lib";
import type { EInvoice, EInvoiceParty } from "@/lib/domain/e-invoice";
import { writePdfAMetadata } from "./pdfa-metadata";

/** The Factur-X profile of every generated PDF, and the XML syntax of the download beside it. */
export const FACTUR_X_FORMAT = "Factur-X-EN16931";
export const XRECHNUNG_FORMAT = "XRECHNUNG-UBL";

type Json = Record<string, unknown>;

function address(party: EInvoiceParty): Json {
  const { line, city, postalCode, countryCode } = party.address;
  return {
    ...(line ? { "cbc:StreetName": line } : {}),
    ...(city ? { "cbc:CityName": city } : {}),
    ...(postalCode ? { "cbc:PostalZone": postalCode } : {}),
    "cac:Country": { "cbc:IdentificationCode": countryCode },
  };
}

function contact(party: EInvoiceParty): Json {
  const c = party.contact;
  if (!c || (!c.name && !c.email && !c.phone)) return {};
  return {
    "cac:Contact": {
      ...(c.name ? { "cbc:Name": c.name } : {}),
      ...(c.phone ? { "cbc:Telephone": c.phone } : {}),
      ...(c.email ? { "cbc:ElectronicMail": c.email } : {}),
    },
  };
}

function endpoint(party: EInvoiceParty): Json {
  return party.electronicAddress ? { "cbc:EndpointID": party.electronicAddress, "cbc:EndpointID@schemeID": "EM" } : {};
}

/**
 * The model in the library's internal format (UBL element names as JSON keys), from which it
 * writes the CII of the Factur-X PDF and the UBL of the XRechnung download. O forbids VAT ids
 * (BR-O-02), so they are left out there; the seller's tax number may stay (BT-32).
 */
export function toLibraryInvoice(invoice: EInvoice): Invoice {
  const { currency, vat, totals } = invoice;
  const money = (amount: string) => amount;
  // O carries no rate on its lines (BR-O-05); its VAT breakdown states 0, which XRechnung requires (BR-DE-14) and EN 16931 allows.
  const category = {
    "cbc:ID": vat.category,
    ...(vat.category === "O" ? {} : { "cbc:Percent": vat.rate }),
    "cac:TaxScheme": { "cbc:ID": "VAT" },
  };
  const breakdownCategory = vat.category === "O" ? { "cbc:ID": vat.category, "cbc:Percent": "0", "cac:TaxScheme": { "cbc:ID": "VAT" } } : category;
  const sellerTax = [
    ...(vat.showVatIds && invoice.seller.vatNumber ? [{ "cbc:CompanyID": invoice.seller.vatNumber, "cac:TaxScheme": { "cbc:ID": "VAT" } }] : []),
    ...(invoice.seller.taxNumber ? [{ "cbc:CompanyID": invoice.seller.taxNumber, "cac:TaxScheme": { "cbc:ID": "FC" } }] : []),
  ];
  const document: Json = {
    "cbc:ID": invoice.number,
    "cbc:IssueDate": invoice.issueDate,
    "cbc:DueDate": invoice.dueDate,
    "cbc:InvoiceTypeCode": invoice.typeCode,
    ...(invoice.notes.length > 0 ? { "cbc:Note": invoice.notes } : {}),
    "cbc:DocumentCurrencyCode": currency,
    ...(invoice.taxCurrency ? { "cbc:TaxCurrencyCode": invoice.taxCurrency.code } : {}),
    ...(invoice.buyerReference ? { "cbc:BuyerReference": invoice.buyerReference } : {}),
    "cac:InvoicePeriod": { "cbc:StartDate": invoice.period.start, "cbc:EndDate": invoice.period.end },
    "cac:AccountingSupplierParty": {
      "cac:Party": {
        ...endpoint(invoice.seller),
        ...(invoice.seller.id ? { "cac:PartyIdentification": [{ "cbc:ID": invoice.seller.id }] } : {}),
        "cac:PostalAddress": address(invoice.seller),
        ...(sellerTax.length > 0 ? { "cac:PartyTaxScheme": sellerTax } : {}),
        "cac:PartyLegalEntity": { "cbc:RegistrationName": invoice.seller.name },
        ...contact(invoice.seller),
      },
    },
    "cac:AccountingCustomerParty": {
      "cac:Party": {
        ...endpoint(invoice.buyer),
        "cac:PostalAddress": address(invoice.buyer),
        ...(vat.showVatIds && invoice.buyer.vatNumber
          ? { "cac:PartyTaxScheme": { "cbc:CompanyID": invoice.buyer.vatNumber, "cac:TaxScheme": { "cbc:ID": "VAT" } } }
          : {}),
        "cac:PartyLegalEntity": { "cbc:RegistrationName": invoice.buyer.name },
        ...contact(invoice.buyer),
      },
    },
    "cac:PaymentMeans": [
      {
        // 58: SEPA credit transfer when the account is in an IBAN country, which every IBAN is.
        "cbc:PaymentMeansCode": "58",
        "cbc:PaymentID": invoice.number,
        "cac:PayeeFinancialAccount": {
          "cbc:ID": invoice.payment.iban,
          "cbc:Name": invoice.payment.accountName,
          ...(invoice.payment.bic ? { "cac:FinancialInstitutionBranch": { "cbc:ID": invoice.payment.bic } } : {}),
        },
      },
    ],
    "cac:PaymentTerms": { "cbc:Note": invoice.payment.terms },
    "cac:TaxTotal": [
      {
        "cbc:TaxAmount": money(totals.taxTotal),
        "cbc:TaxAmount@currencyID": currency,
        "cac:TaxSubtotal": [
          {
            "cbc:TaxableAmount": money(totals.taxExclusive),
            "cbc:TaxableAmount@currencyID": currency,
            "cbc:TaxAmount": money(totals.taxTotal),
            "cbc:TaxAmount@currencyID": currency,
            "cac:TaxCategory": {
              ...breakdownCategory,
              ...(vat.exemptionReasonCode ? { "cbc:TaxExemptionReasonCode": vat.exemptionReasonCode } : {}),
              ...(vat.exemptionReason ? { "cbc:TaxExemptionReason": vat.exemptionReason } : {}),
            },
          },
        ],
      },
      // BR-53: with a VAT accounting currency, the VAT total in it (no breakdown, BR-CO-14 is in the invoice's currency).
      ...(invoice.taxCurrency ? [{ "cbc:TaxAmount": invoice.taxCurrency.taxTotal, "cbc:TaxAmount@currencyID": invoice.taxCurrency.code }] : []),
    ],
    "cac:LegalMonetaryTotal": {
      "cbc:LineExtensionAmount": money(totals.lineTotal),
      "cbc:LineExtensionAmount@currencyID": currency,
      "cbc:TaxExclusiveAmount": money(totals.taxExclusive),
      "cbc:TaxExclusiveAmount@currencyID": currency,
      "cbc:TaxInclusiveAmount": money(totals.taxInclusive),
      "cbc:TaxInclusiveAmount@currencyID": currency,
      "cbc:PayableAmount": money(totals.payable),
      "cbc:PayableAmount@currencyID": currency,
    },
    "cac:InvoiceLine": invoice.lines.map((line) => ({
      "cbc:ID": line.id,
      "cbc:InvoicedQuantity": line.quantity,
      "cbc:InvoicedQuantity@unitCode": line.unit,
      "cbc:LineExtensionAmount": money(line.amount),
      "cbc:LineExtensionAmount@currencyID": currency,
      "cac:Item": {
        ...(line.description ? { "cbc:Description": line.description } : {}),
        "cbc:Name": line.name,
        "cac:ClassifiedTaxCategory": category,
      },
      "cac:Price": { "cbc:PriceAmount": line.unitPrice, "cbc:PriceAmount@currencyID": currency },
    })),
  };
  // The library checks the object against its JSON schema (code lists included) before writing XML.
  return { "ubl:Invoice": document } as unknown as Invoice;
}

const logger = {
  log: () => undefined,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
};

type Validate = Parameters<ValidationService["validate"]>[1] & Parameters<typeof validation.validate<Invoice>>[1];
type AjvConstructor = new (options: { strict: boolean; allErrors: boolean; useDefaults: boolean }) => { compile(schema: unknown): Validate };

/**
 * The library's own ajv 8 (the project's top-level ajv is eslint's 6), found from where the
 * library is installed, so hoisting cannot hand over another major version.
 */
function libraryAjv(): AjvConstructor {
  const project = createRequire(path.join(/*turbopackIgnore: true*/ process.cwd(), "package.json"));
  const loaded = createRequire(project.resolve("@e-invoice-eu/core"))("ajv/dist/2019") as AjvConstructor | { default: AjvConstructor };
  return "default" in loaded ? loaded.default : loaded;
}

type CiiTree = Record<string, Record<string, Record<string, Record<string, Record<string, unknown>>>>>;

/**
 * The library's CII writer drops the seller identifier (BT-29) it reads from UBL's
 * PartyIdentification (its mapping walks an array that is not there), and without it an invoice
 * with no seller VAT id (O, E) fails BR-CO-26. Until the library maps it, the CII writer's own
 * post-processing step puts it back as the first child of SellerTradeParty, where the schema wants it.
 */
function keepSellerIdentifier(formatter: object, invoice: Invoice): void {
  const id = invoice["ubl:Invoice"]["cac:AccountingSupplierParty"]["cac:Party"]["cac:PartyIdentification"]?.[0]?.["cbc:ID"];
  const writer = formatter as { postProcess?: (cii: CiiTree) => void };
  const postProcess = writer.postProcess;
  if (!id || typeof postProcess !== "function") return;
  writer.postProcess = (cii: CiiTree) => {
    postProcess.call(formatter, cii);
    const agreement = cii["rsm:CrossIndustryInvoice"]?.["rsm:SupplyChainTradeTransaction"]?.["ram:ApplicableHeaderTradeAgreement"];
    const seller = agreement?.["ram:SellerTradeParty"];
    if (agreement && seller && !("ram:ID" in seller)) agreement["ram:SellerTradeParty"] = { "ram:ID": id, ...seller };
  };
}

/**
 * The Factur-X writer's XMP is not UTF-8 for non-Latin names and disagrees with the document
 * information (./pdfa-metadata.ts); its last step, addMetadata, is replaced on this writer by one
 * that writes the XMP from the information dictionary the writer has just set.
 */
function consistentPdfAMetadata(formatter: object): void {
  const writer = formatter as { addMetadata?: (pdf: PDFDocument, xmp: string) => void };
  if (typeof writer.addMetadata !== "function") throw new Error("The Factur-X writer no longer has addMetadata: check the XMP it writes.");
  writer.addMetadata = (pdf: PDFDocument) => writePdfAMetadata(pdf, { fileName: "factur-x.xml", version: "1.0", conformanceLevel: "EN 16931" });
}

const factory = new FormatFactoryService();
const validation = new ValidationService(logger);
const validators = new Map<string, Validate>();

/**
 * InvoiceService.generate, with the JSON schema compiled once per format instead of on every
 * call (about 0.6 s each, three calls per invoice): check the data against the library's
 * schema, fill its defaults, and let the format's writer produce the XML or PDF.
 */
async function generate(invoice: Invoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
  const formatter = factory.createFormatService(options.format, logger);
  const format = factory.normalizeFormat(options.format);
  let validate = validators.get(format);
  if (!validate) {
    const Ajv = libraryAjv();
    const schema = structuredClone(invoiceSchema);
    formatter.patchSchema(schema);
    validate = new Ajv({ strict: true, allErrors: true, useDefaults: true }).compile(schema);
    validators.set(format, validate);
  }
  const checked = validation.validate<Invoice>("invoice data", validate, structuredClone(invoice));
  keepSellerIdentifier(formatter, checked);
  if (format === FACTUR_X_FORMAT.toLowerCase()) consistentPdfAMetadata(formatter);
  formatter.fillInvoiceDefaults(checked);
  return formatter.generate(checked, { ...options, format });
}

/** The XRechnung download: UBL 2.1 with the XRechnung 3.0 customization id. */
export async function xrechnungXml(invoice: EInvoice): Promise<string> {
  const xml = await generate(toLibraryInvoice(invoice), { format: XRECHNUNG_FORMAT, lang: "en-us", noWarnings: true });
  return typeof xml === "string" ? xml : new TextDecoder().decode(xml);
}

/**
 * Makes `pdf` a Factur-X invoice of profile EN 16931: PDF/A-3b with the CII embedded as
 * factur-x.xml (AFRelationship Alternative), the XMP metadata with the Factur-X extension
 * schema and an sRGB OutputIntent, all written by the library.
 */
export async function facturXPdf(invoice: EInvoice, pdf: Uint8Array): Promise<Uint8Array> {
  const bytes = await generate(toLibraryInvoice(invoice), {
    format: FACTUR_X_FORMAT,
    lang: "en-us",
    noWarnings: true,
    pdf: { buffer: pdf, filename: `${invoice.number}.pdf`, mimetype: "application/pdf" },
  });
  if (typeof bytes === "string") throw new Error("The Factur-X formatter returned text instead of a PDF.");
  return bytes;
}
