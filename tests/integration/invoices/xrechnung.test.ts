import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/invoices/route";
import { GET as statusRoute } from "@/app/api/timesheets/[id]/e-invoices/route";
import { GET as xmlRoute } from "@/app/api/timesheets/[id]/e-invoices/xml/route";
import { VAT_CATEGORIES, type VatCategory } from "@/lib/domain/vat-category";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import { billingDetailsFields } from "@/lib/schemas/billing-details";
import type { InvoiceView } from "@/lib/schemas/invoices";
import { billingDetails, configurations, contractors, files, invoicingEntities, projects, timesheets } from "@/server/db/schema";
import { rowsOf } from "@/server/db";
import { BUYER_VAT_PREFIX, SELLER_VAT_PREFIX } from "@/server/invoices/e-invoice-data";
import { XRECHNUNG_BUYER_REFERENCE, XRECHNUNG_SELLER_PHONE } from "@/server/invoices/xrechnung-requirements";
import { getStorage } from "@/server/storage";
import { validateEInvoice } from "../../support/einvoice-validator";
import { validateXRechnung } from "../../support/xrechnung-validator";
import { apiRequest, call, type ErrorJson } from "../../support/http";
import { createApiFixture } from "../../support/factories/files";
import { readFacturX } from "./factur-x";
import { answerOf } from "@/tests/support/in-english";
import { englishText } from "@/lib/errors";

vi.hoisted(() => {
  process.env.FEATURE_INVOICING = "true";
  process.env.FEATURE_EXPENSES = "true";
});

let f: Awaited<ReturnType<typeof createApiFixture>>;
type Who = "amara" | "lukas" | "sofia";
type Sheet = Awaited<ReturnType<typeof f.timesheet>>;
const sheets = {} as Record<Who, Sheet>;

beforeAll(async () => {
  f = await createApiFixture();
  for (const who of ["amara", "lukas", "sofia"] as const) {
    sheets[who] = await f.timesheet(who, 0);
    await f.db.update(timesheets).set({ bonusStatus: "ELIGIBLE", bonusAmount: "750.00", bonusNote: "Stand-by over the holidays" }).where(eq(timesheets.id, sheets[who].id));
  }
}, 120_000);
afterAll(async () => {
  await f.database.dispose();
});

const generate = (who: Who, kind: string) =>
  call<{ data: InvoiceView } & ErrorJson>(POST, "/api/invoices", { cookie: f.cookies[who], body: { timesheetId: sheets[who].id, kind } });

const xml = (who: Who, kind: string) => {
  const id = sheets[who].id;
  return xmlRoute(apiRequest(`/api/timesheets/${id}/e-invoices/xml?kind=${kind}`, { cookie: f.cookies[who] }), { params: Promise.resolve({ id }) });
};

async function statusOf(who: Who, kind: string): Promise<EInvoiceStatus> {
  const { body } = await call<{ data: EInvoiceStatus[] }>(statusRoute, `/api/timesheets/${sheets[who].id}/e-invoices`, { cookie: f.cookies[who], id: sheets[who].id });
  return body.data.find((item) => item.kind === kind)!;
}

/** The Factur-X XML out of the stored PDF. */
async function facturX(invoice: InvoiceView): Promise<string> {
  const [row] = await f.db.select().from(files).where(eq(files.id, invoice.file.id));
  const reading = await readFacturX(await getStorage().get(row!.storageKey));
  return reading.attachments.find((attachment) => attachment.name === "factur-x.xml")!.xml;
}

/** Every rule id that failed fatally, per file and rule set: the assertion shows them all at once. */
async function fatalRules(cii: string, ubl: string | null) {
  const ids = (result: { fatal: { id: string }[] }) => result.fatal.map((failure) => failure.id);
  return {
    "Factur-X CII, EN 16931": ids(await validateEInvoice("cii", cii)),
    ...(ubl === null ? {} : { "XRechnung UBL, EN 16931": ids(await validateEInvoice("ubl", ubl)), "XRechnung UBL, KoSIT BR-DE": ids(await validateXRechnung("ubl", ubl)) }),
  };
}
const NONE = { "Factur-X CII, EN 16931": [], "XRechnung UBL, EN 16931": [], "XRechnung UBL, KoSIT BR-DE": [] };

describe("the demo: every download works and passes its owners' rules", () => {
  it("each contractor's fee and bonus invoice has its XRechnung; EN 16931 and BR-DE pass with 0 fatal", async () => {
    for (const who of ["amara", "lukas", "sofia"] as const) {
      for (const kind of ["TIMESHEET", "BONUS"]) {
        const { status, body } = await generate(who, kind);
        expect(body.error?.message ?? status, `${who} ${kind}`).toBe(201);
        expect((await statusOf(who, kind)).current?.xmlFileName, `${who} ${kind}`).toMatch(/-xrechnung\.xml$/);
        const download = await xml(who, kind);
        expect(download.status).toBe(200);
        expect(await fatalRules(await facturX(body.data), await download.text()), `${who} ${kind}`).toEqual(NONE);
      }
    }
    // The demo configures no VAT rate: the panel's data says why Lukas's Swiss invoice to a Swiss company has no VAT, and which entry gives it.
    expect((await statusOf("lukas", "TIMESHEET")).next?.noVat).toEqual({ reason: "NO_TAX_RATE", taxRateKey: "invoices.taxRate.CH" });
  }, 180_000);
});

describe("what XRechnung needs and only people can supply", () => {
  it("without the seller's phone and the buyer reference the invoice is made, its XRechnung is not offered, and the panel's data names both", async () => {
    const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, sheets.lukas.contractorId));
    const { phone: _, ...withoutPhone } = details!.data;
    await f.db.update(billingDetails).set({ data: withoutPhone }).where(eq(billingDetails.contractorId, sheets.lukas.contractorId));
    const [entity] = rowsOf<{ id: string }>(await f.db.execute(sql`select invoicing_entity_id as id from projects where id = ${sheets.lukas.projectId}`));
    await f.db.update(invoicingEntities).set({ buyerReference: null }).where(eq(invoicingEntities.id, entity!.id));
    await f.db.update(projects).set({ buyerReference: null }).where(eq(projects.id, sheets.lukas.projectId));

    const { status, body } = await generate("lukas", "TIMESHEET");
    expect(status).toBe(201);
    const state = await statusOf("lukas", "TIMESHEET");
    expect(state.current?.xmlFileName).toBeNull();
    expect(state.next?.xrechnungMissing).toEqual([
      { path: "billingDetails.phone", ...answerOf(XRECHNUNG_SELLER_PHONE) },
      { path: "invoicingEntity.buyerReference", ...answerOf(XRECHNUNG_BUYER_REFERENCE) },
    ]);
    const refused = await xml("lukas", "TIMESHEET");
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error.message).toBe(englishText({ key: "invoiceXrechnungDataLacked" }));
    // The PDF is still an EN 16931 e-invoice.
    expect(await fatalRules(await facturX(body.data), null)).toEqual({ "Factur-X CII, EN 16931": [] });

    await f.db.update(billingDetails).set({ data: details!.data }).where(eq(billingDetails.contractorId, sheets.lukas.contractorId));
    await f.db.update(invoicingEntities).set({ buyerReference: "PO-2026-0042" }).where(eq(invoicingEntities.id, entity!.id));
    expect((await generate("lukas", "TIMESHEET")).status).toBe(201);
    expect((await statusOf("lukas", "TIMESHEET")).next?.xrechnungMissing).toEqual([]);
    expect((await xml("lukas", "TIMESHEET")).status).toBe(200);
  }, 60_000);
});

describe("BR-CO-09: a VAT id without its country prefix is refused, naming the field", () => {
  it("seller and buyer side, 409 before anything is written", async () => {
    const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, sheets.amara.contractorId));
    const [entity] = rowsOf<{ id: string }>(await f.db.execute(sql`select invoicing_entity_id as id from projects where id = ${sheets.amara.projectId}`));
    await f.db.update(billingDetails).set({ data: { ...details!.data, countryCode: "CH", vatNumber: "109322551" } }).where(eq(billingDetails.contractorId, sheets.amara.contractorId));
    await f.db.update(invoicingEntities).set({ countryCode: "CH", vatNumber: "123.456.789" }).where(eq(invoicingEntities.id, entity!.id));
    await f.db.insert(configurations).values({ key: "invoices.taxRate.CH", value: { rate: "8.1" } });
    const refused = await generate("amara", "TIMESHEET");
    expect(refused.status).toBe(409);
    expect(refused.body.error.issues).toEqual([
      { path: "billingDetails.vatNumber", ...answerOf(SELLER_VAT_PREFIX) },
      { path: "invoicingEntity.vatNumber", ...answerOf(BUYER_VAT_PREFIX) },
    ]);
    await f.db.update(billingDetails).set({ data: details!.data }).where(eq(billingDetails.contractorId, sheets.amara.contractorId));
    await f.db.update(invoicingEntities).set({ countryCode: "CH", vatNumber: "CHE-123.456.789" }).where(eq(invoicingEntities.id, entity!.id));
    await f.db.delete(configurations).where(eq(configurations.key, "invoices.taxRate.CH"));
  }, 60_000);

  it("billing details take a Swiss UID in its official form, and keep that form", () => {
    const base = { legalName: "Lukas Meier", partyType: "PERSON", addressLine: "Seefeldstrasse 8", postalCode: "8008", city: "Zurich", countryCode: "CH", iban: "CH9300762011623852957", bic: "UBSWCHZH80A", currency: "CHF" };
    expect(billingDetailsFields.parse({ ...base, vatNumber: "CHE-109.322.551 MWST" }).vatNumber).toBe("CHE-109.322.551 MWST");
    expect(billingDetailsFields.parse({ ...base, vatNumber: "che-109.322.551 tva/iva" }).vatNumber).toBe("CHE-109.322.551 TVA/IVA");
    expect(billingDetailsFields.parse({ ...base, vatNumber: "CHE-109.322.551" }).vatNumber).toBe("CHE-109.322.551");
    expect(billingDetailsFields.parse({ ...base, vatNumber: "CHE109322551" }).vatNumber).toBe("CHE109322551");
    expect(billingDetailsFields.safeParse({ ...base, vatNumber: "CHE-109.322.551 VAT!" }).success).toBe(false);
  });
});

/** What a seller may be: country, its VAT id as people write it (or none, or one without prefix), a tax number, an exemption. */
const SELLERS = {
  DE: ["DE811907980", null],
  CH: ["CHE-109.322.551 MWST", "CHE-109.322.551 TVA/IVA", "CHE109322551", null],
  PL: ["PL5260250274"],
  AT: ["ATU13585627"],
  GR: ["EL094259216"],
  FR: ["FR40303265045", "40303265045"],
  US: [null],
} as const;
const BUYERS = {
  DE: ["DE123456789", null],
  CH: ["CHE-123.456.789", "CHE-116.281.710 MWST"],
  FR: ["FR40303265045"],
  AE: [null],
} as const;

const sellerArbitrary = fc.constantFrom(...(Object.keys(SELLERS) as (keyof typeof SELLERS)[])).chain((country) =>
  fc.record({
    country: fc.constant(country),
    vatNumber: fc.constantFrom(...SELLERS[country]),
    taxNumber: fc.option(fc.constant("21/815/08150"), { nil: null }),
    exemption: fc.option(fc.constant("Kein Ausweis der Umsatzsteuer: Kleinunternehmer gemäß § 19 UStG."), { nil: null }),
    name: fc.constantFrom("Łukasz Żółć", "Δημήτρης Παπαδόπουλος", "王芳", "Dmitri Ivanov & Söhne <GmbH>"),
    phone: fc.option(fc.constant("+49 30 1234567"), { nil: null }),
  }),
);
const buyerArbitrary = fc.constantFrom(...(Object.keys(BUYERS) as (keyof typeof BUYERS)[])).chain((country) =>
  fc.record({
    country: fc.constant(country),
    vatNumber: fc.constantFrom(...BUYERS[country]),
    partyType: fc.constantFrom("ENTITY", "PERSON"),
    postalCode: fc.option(fc.constantFrom("10117", "8001", "75008"), { nil: null }),
    buyerReference: fc.option(fc.constantFrom("04011000-12345-34", "PO 7781/A"), { nil: null }),
  }),
);

describe("property: whatever the billing details, entity, countries and VAT category, every file handed out passes its rule sets", () => {
  it("generated invoices are refused with named fields, or pass EN 16931 (PDF) and, when offered, EN 16931 and BR-DE (XRechnung)", async () => {
    const [details] = await f.db.select().from(billingDetails).where(eq(billingDetails.contractorId, sheets.amara.contractorId));
    const [entity] = rowsOf<{ id: string }>(await f.db.execute(sql`select invoicing_entity_id as id from projects where id = ${sheets.amara.projectId}`));
    const seen = { refused: 0, withXRechnung: 0, withoutXRechnung: 0, categories: new Set<VatCategory>() };
    await fc.assert(
      fc.asyncProperty(
        sellerArbitrary,
        buyerArbitrary,
        fc.option(fc.constantFrom("19", "8.1", "20", "0"), { nil: null }),
        fc.option(fc.constantFrom(...VAT_CATEGORIES), { freq: 4, nil: null }),
        fc.constantFrom("TIMESHEET", "BONUS"),
        async (seller, buyer, rate, override, kind) => {
          await f.db
            .update(billingDetails)
            .set({
              data: {
                ...details!.data,
                legalName: seller.name,
                countryCode: seller.country,
                vatNumber: seller.vatNumber ?? undefined,
                taxNumber: seller.taxNumber ?? undefined,
                vatExemptionReason: seller.exemption ?? undefined,
                phone: seller.phone ?? undefined,
              },
            })
            .where(eq(billingDetails.contractorId, sheets.amara.contractorId));
          await f.db
            .update(invoicingEntities)
            .set({ countryCode: buyer.country, vatNumber: buyer.vatNumber, partyType: buyer.partyType, postalCode: buyer.postalCode, buyerReference: buyer.buyerReference })
            .where(eq(invoicingEntities.id, entity!.id));
          await f.db.update(contractors).set({ vatCategoryOverride: override }).where(eq(contractors.id, sheets.amara.contractorId));
          await f.db.delete(configurations).where(eq(configurations.key, `invoices.taxRate.${seller.country}`));
          if (rate !== null) await f.db.insert(configurations).values({ key: `invoices.taxRate.${seller.country}`, value: { rate } });

          const { status, body } = await generate("amara", kind);
          const where = JSON.stringify({ seller, buyer, rate, override, kind });
          if (status === 409) {
            expect(body.error.issues?.length, where).toBeGreaterThan(0);
            for (const issue of body.error.issues ?? []) expect(issue.path, where).toMatch(/^(billingDetails|invoicingEntity|configuration)/);
            seen.refused++;
            return;
          }
          expect(body.error?.message ?? status, where).toBe(201);
          seen.categories.add(body.data.eInvoice.vatCategory as VatCategory);
          const offered = (await statusOf("amara", kind)).current?.xmlFileName ?? null;
          const ubl = offered ? await (await xml("amara", kind)).text() : null;
          if (ubl) seen.withXRechnung++;
          else seen.withoutXRechnung++;
          const result = await fatalRules(await facturX(body.data), ubl);
          for (const [file, rules] of Object.entries(result)) expect(rules, `${file} of ${where}`).toEqual([]);
        },
      ),
      { numRuns: 25, seed: 46, endOnFailure: true },
    );
    await f.db.update(billingDetails).set({ data: details!.data }).where(eq(billingDetails.contractorId, sheets.amara.contractorId));
    await f.db.update(contractors).set({ vatCategoryOverride: null }).where(eq(contractors.id, sheets.amara.contractorId));
    // The runs reached each outcome, so the property said something about each.
    expect(seen.withXRechnung, JSON.stringify({ ...seen, categories: [...seen.categories] })).toBeGreaterThan(0);
    expect(seen.refused + seen.withoutXRechnung).toBeGreaterThan(0);
    expect(seen.categories.size).toBeGreaterThanOrEqual(3);
  }, 600_000);
});
