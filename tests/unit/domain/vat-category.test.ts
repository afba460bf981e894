import { describe, expect, it } from "vitest";
import {
  decideVatCategory,
  EXPENSES_REASON,
  isEuCountry,
  NOT_CHARGED_REASON,
  OUTSIDE_EU_REASON,
  REVERSE_CHARGE_NOTE,
  type VatBuyer,
  type VatInput,
  type VatSeller,
} from "@/lib/domain/vat-category";

const seller = (over: Partial<VatSeller> = {}): VatSeller => ({ countryCode: "DE", vatNumber: "DE811907980", taxNumber: null, exemptionReason: null, ...over });
const buyer = (over: Partial<VatBuyer> = {}): VatBuyer => ({ countryCode: "DE", vatNumber: "DE123456789", partyType: "ENTITY", ...over });
const input = (over: Partial<VatInput> = {}): VatInput => ({ kind: "TIMESHEET", seller: seller(), buyer: buyer(), configuredRate: "19", override: null, ...over });

function decided(over: Partial<VatInput>) {
  const outcome = decideVatCategory(input(over));
  if (!outcome.ok) throw new Error(`refused: ${outcome.problems.map((p) => p.path).join(", ")}`);
  return outcome.decision;
}

function refused(over: Partial<VatInput>) {
  const outcome = decideVatCategory(input(over));
  if (outcome.ok) throw new Error(`decided ${outcome.decision.category}`);
  return outcome.problems.map((problem) => problem.path);
}

describe("the VAT decision table, one test per row", () => {
  it("1. expense invoices are outside the scope (O): disbursements passed on at cost, whatever else holds", () => {
    expect(decided({ kind: "EXPENSES", override: "S" })).toMatchObject({ category: "O", rule: "EXPENSES", exemptionReason: EXPENSES_REASON, exemptionReasonCode: "VATEX-EU-O", showVatIds: false });
  });

  it("2. the administrator's override wins over the table, with its category's own requirements", () => {
    expect(decided({ override: "O" })).toMatchObject({ category: "O", rule: "OVERRIDE", showVatIds: false });
    expect(decided({ override: "Z" })).toMatchObject({ category: "Z", rate: "0", rule: "OVERRIDE" });
    expect(decided({ override: "S", configuredRate: "7.7" })).toMatchObject({ category: "S", rate: "7.7" });
    expect(decided({ override: "AE", buyer: buyer({ countryCode: "FR" }) })).toMatchObject({ category: "AE", exemptionReason: REVERSE_CHARGE_NOTE });
    expect(refused({ override: "E" })).toEqual(["billingDetails.vatExemptionReason"]);
    expect(refused({ override: "S", configuredRate: null })).toEqual(["configuration.invoices.taxRate"]);
  });

  it("3. a seller with a small-business exemption reason is exempt (E), printing the reason; it needs a VAT id or tax number", () => {
    const reason = "Kleinunternehmer gemäß § 19 UStG";
    expect(decided({ seller: seller({ vatNumber: null, taxNumber: "21/815/08150", exemptionReason: reason }) })).toMatchObject({ category: "E", rule: "SMALL_BUSINESS", rate: "0", exemptionReason: reason });
    expect(refused({ seller: seller({ vatNumber: null, exemptionReason: reason }) })).toEqual(["billingDetails.vatNumber"]);
  });

  it("4. seller and buyer in one country: S at the configured rate, Z at 0, O when no rate is configured", () => {
    expect(decided({})).toMatchObject({ category: "S", rate: "19", rule: "DOMESTIC", exemptionReason: null, showVatIds: true });
    expect(decided({ configuredRate: "0" })).toMatchObject({ category: "Z", rate: "0", rule: "DOMESTIC" });
    expect(decided({ configuredRate: null })).toMatchObject({ category: "O", rule: "DOMESTIC", exemptionReason: NOT_CHARGED_REASON });
    // Non-EU domestic (Switzerland) follows the same row.
    expect(decided({ seller: seller({ countryCode: "CH", vatNumber: "CHE123456789" }), buyer: buyer({ countryCode: "CH" }), configuredRate: "8.1" })).toMatchObject({ category: "S", rate: "8.1" });
    expect(refused({ seller: seller({ vatNumber: null }) })).toEqual(["billingDetails.vatNumber"]);
  });

  it("5. EU seller, company buyer in another EU country: reverse charge (AE) with both VAT ids; a person buyer pays the seller's rate", () => {
    expect(decided({ seller: seller({ countryCode: "PL", vatNumber: "PL5260250274" }) })).toMatchObject({
      category: "AE",
      rate: "0",
      rule: "EU_REVERSE_CHARGE",
      exemptionReason: REVERSE_CHARGE_NOTE,
      exemptionReasonCode: "VATEX-EU-AE",
      showVatIds: true,
    });
    expect(refused({ seller: seller({ countryCode: "PL", vatNumber: null }), buyer: buyer({ vatNumber: null }) })).toEqual(["billingDetails.vatNumber", "invoicingEntity.vatNumber"]);
    expect(decided({ seller: seller({ countryCode: "PL" }), buyer: buyer({ partyType: "PERSON", vatNumber: null }) })).toMatchObject({ category: "S", rule: "EU_CONSUMER" });
  });

  it("6. one side outside the EU: outside the scope of EU VAT (O), no VAT ids", () => {
    expect(decided({ seller: seller({ countryCode: "CH" }) })).toMatchObject({ category: "O", rule: "OUTSIDE_EU", exemptionReason: OUTSIDE_EU_REASON, showVatIds: false });
    expect(decided({ buyer: buyer({ countryCode: "AE" }) })).toMatchObject({ category: "O", rule: "OUTSIDE_EU" });
    expect(decided({ seller: seller({ countryCode: "CH" }), buyer: buyer({ countryCode: "AE" }) })).toMatchObject({ category: "O" });
  });

  it("knows the 27 member states, Greece by its ISO code", () => {
    expect(["DE", "FR", "PL", "GR", "ie"].every(isEuCountry)).toBe(true);
    expect(["CH", "GB", "NO", "AE", "EL"].some(isEuCountry)).toBe(false);
  });
});
