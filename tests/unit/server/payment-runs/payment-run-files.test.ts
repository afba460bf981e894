import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { sumAmounts } from "@/lib/domain/money";
import { buildOutsideCsv } from "@/server/payment-runs/outside-csv";
import { buildSepaFile, type SepaTransfer } from "@/server/payment-runs/sepa-file";
import { sharedArtefact } from "../../../support/shared-artefacts";

const XSD = readFileSync(sharedArtefact("sepa", "pain.001.001.09.xsd"), "utf8");

const validate = async (xml: string) =>
  validateXML({ xml: [{ fileName: "run.xml", contents: xml }], schema: [{ fileName: "pain.001.001.09.xsd", contents: XSD }] });

const debtor = { name: "Settle Consulting GmbH", iban: "DE89370400440532013000", bic: "COBADEFFXXX" };
const run = (transfers: SepaTransfer[]) => ({ reference: "PR-20261126-ABCDEF12", createdAt: new Date("2026-11-26T10:00:00Z"), executionDate: "2026-11-27", debtor, transfers });

/** Cents as a decimal string: 0.01 to 99,999,999.99. */
const amount = fc.integer({ min: 1, max: 9_999_999_999 }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`);
const ibans = ["DE89370400440532013000", "FR1420041010050500013M02606", "NL91ABNA0417164300", "AT611904300234573201"];

describe("buildSepaFile (pain.001.001.09)", () => {
  it("control sums equal the exact sum of the amounts, each amount written as given (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ amount, iban: fc.constantFrom(...ibans), name: fc.constantFrom("Łukasz Żółć", "王芳", "Anna O'Brien", "Müller & Co") }), {
          minLength: 1,
          maxLength: 12,
        }),
        (rows) => {
          const transfers = rows.map((row, index) => ({ invoiceNumber: `INV-2026-ABCDEF12-${String(index + 1).padStart(4, "0")}`, creditorName: row.name, iban: row.iban, bic: null, amount: row.amount }));
          const xml = buildSepaFile(run(transfers));
          const expected = sumAmounts(
            rows.map((r) => r.amount),
            "EUR",
          );
          expect([...xml.matchAll(/<CtrlSum>([^<]+)<\/CtrlSum>/g)].map((m) => m[1])).toEqual([expected, expected]);
          expect([...xml.matchAll(/<InstdAmt Ccy="EUR">([^<]+)<\/InstdAmt>/g)].map((m) => m[1])).toEqual(rows.map((r) => r.amount));
          expect(xml).toContain(`<NbOfTxs>${rows.length}</NbOfTxs>`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is valid against the EPC schema (xmllint), names in every script included", { timeout: 30_000 }, async () => {
    const names = ["Łukasz Żółć", "王芳", "Anna O'Brien", "Müller & Co", "Σωκράτης"];
    const transfers = names.map((name, index) => ({ invoiceNumber: `INV-2026-ABCDEF12-000${index + 1}`, creditorName: name, iban: ibans[index % ibans.length]!, bic: null, amount: `${index + 1}00.0${index}` }));
    const checked = await validate(buildSepaFile(run(transfers)));
    expect(checked.errors).toEqual([]);
    expect(checked.valid).toBe(true);
  });

  it("names the payee as a bank can match it: Greek, Cyrillic, accented Latin and CJK transliterated, valid against the schema, in the EPC character set", { timeout: 30_000 }, async () => {
    const names: [string, string][] = [
      ["Δημήτρης Παπαδόπουλος", "Dimitris Papadopoulos"],
      ["Дмитрий Иванов", "Dmitriy Ivanov"],
      ["Łukasz Żółć", "Lukasz Zolc"],
      ["王芳", "Wang Fang"],
    ];
    const transfers = names.map(([name], index) => ({ invoiceNumber: `INV-2026-ABCDEF12-000${index + 1}`, creditorName: name, iban: ibans[index]!, bic: null, amount: "100.00" }));
    const xml = buildSepaFile(run(transfers));
    const written = [...xml.matchAll(/<Cdtr><Nm>([^<]*)<\/Nm><\/Cdtr>/g)].map((match) => match[1]);
    expect(written).toEqual(names.map(([, latin]) => latin));
    // EPC217-08: the basic Latin set every SEPA bank accepts, and never the invoice in place of a name.
    for (const name of written) expect(name).toMatch(/^[A-Za-z0-9/\-?:().,'+ ]+$/);
    expect(xml).not.toMatch(/<Cdtr><Nm>Invoice/);
    const checked = await validate(xml);
    expect(checked.errors).toEqual([]);
  });

  it("writes names in the SEPA character set and leaves out a BIC of another country than its IBAN", { timeout: 30_000 }, async () => {
    const xml = buildSepaFile(run([{ invoiceNumber: "INV-1", creditorName: "Łukasz Żółć", iban: "FR1420041010050500013M02606", bic: "COBADEFFXXX", amount: "10.00" }]));
    expect(xml).toContain("<Cdtr><Nm>Lukasz Zolc</Nm></Cdtr>");
    expect(xml).not.toContain("<CdtrAgt>");
    expect(xml).toContain("<DbtrAgt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></DbtrAgt>");
    expect((await validate(xml)).valid).toBe(true);
  });
});

describe("buildOutsideCsv", () => {
  it("quotes what needs quoting and makes a leading formula character inert", () => {
    const csv = buildOutsideCsv([
      { invoiceNumber: "INV-1", contractor: '=HYPERLINK("x")', iban: null, bic: null, amount: "12.50", currency: "CHF" },
      { invoiceNumber: "INV-2", contractor: "Doe, Jane", iban: "AE070331234567890123456", bic: "EBILAEAD", amount: "1000.000", currency: "KWD" },
    ]);
    expect(csv).toBe(
      'Invoice,Contractor,IBAN,BIC,Amount,Currency\r\nINV-1,"\'=HYPERLINK(""x"")",,,12.50,CHF\r\nINV-2,"Doe, Jane",AE070331234567890123456,EBILAEAD,1000.000,KWD\r\n',
    );
  });
});
