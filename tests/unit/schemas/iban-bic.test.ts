import { describe, expect, it } from "vitest";
import { billingDetailsFields, isValidBic, isValidIban } from "@/lib/schemas/billing-details";

describe("isValidIban (ISO 13616 mod-97)", () => {
  it.each(["DE89 3704 0044 0532 0130 00", "GB82WEST12345698765432", "CH9300762011623852957", "fr14 2004 1010 0505 0001 3m02 606", "SA0380000000608010167519"])(
    "accepts %s",
    (iban) => expect(isValidIban(iban)).toBe(true),
  );

  it.each([
    ["a changed digit", "DE89370400440532013001"],
    ["swapped check digits", "DE98370400440532013000"],
    ["too short", "DE8937040044"],
    ["letters where the check digits go", "DEAB370400440532013000"],
    ["a character outside A-Z0-9", "DE89370400440532013-00"],
  ])("refuses %s", (_, iban) => expect(isValidIban(iban)).toBe(false));
});

describe("isValidBic (ISO 9362)", () => {
  it.each(["DEUTDEFF", "deutdeff500", "UBSW CH ZH 80A", "NWBKGB2L"])("accepts %s", (bic) => expect(isValidBic(bic)).toBe(true));

  it.each([
    ["7 characters", "DEUTDEF"],
    ["9 characters", "DEUTDEFF5"],
    ["a digit in the institution", "DEU1DEFF"],
    ["a country that does not exist", "DEUTXXFF"],
  ])("refuses %s", (_, bic) => expect(isValidBic(bic)).toBe(false));
});

describe("billingDetailsFields: the one schema the form and the API share", () => {
  const valid = {
    legalName: "Lukas Berger",
    partyType: "PERSON",
    addressLine: "Hauptstraße 1",
    postalCode: "10115",
    city: "Berlin",
    countryCode: "de",
    iban: "de89 3704 0044 0532 0130 00",
    bic: "deutdeff",
    currency: "EUR",
  };

  it("normalises IBAN, BIC and country", () => {
    expect(billingDetailsFields.parse(valid)).toMatchObject({ iban: "DE89370400440532013000", bic: "DEUTDEFF", countryCode: "DE" });
  });

  it("names the field and the rule for a bad IBAN and a BIC of no country", () => {
    const result = billingDetailsFields.safeParse({ ...valid, iban: "DE89370400440532013001", bic: "DEUTXXFF" });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toContainEqual(["iban", "This is not a valid IBAN."]);
    expect(issues).toContainEqual(["bic", "The country code in a BIC (its 5th and 6th letters) is not a country."]);
  });
});
