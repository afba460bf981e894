import { describe, expect, it } from "vitest";
import { isSepaTransfer, sepaText } from "@/lib/domain/sepa";

describe("sepaText: names in the character set every SEPA bank accepts", () => {
  it.each([
    ["Łukasz Żółć", "Lukasz Zolc"],
    ["Müller & Söhne GmbH", "Muller + Sohne GmbH"],
    ["Straße 5", "Strasse 5"],
    ["Ørsted Æble", "Orsted AEble"],
    ["Jean-Luc O'Neil (Paris)", "Jean-Luc O'Neil (Paris)"],
    ["  two   spaces  ", "two spaces"],
    ["a<b>\"c\"", "abc"],
  ])("%s → %s", (given, expected) => {
    expect(sepaText(given, 70, "fallback")).toBe(expected);
  });

  it.each([
    ["Δημήτρης Παπαδόπουλος", "Dimitris Papadopoulos"],
    ["ΠΑΠΑΔΟΠΟΥΛΟΣ", "PAPADOPOULOS"],
    ["Дмитрий Иванов", "Dmitriy Ivanov"],
    ["王芳", "Wang Fang"],
    ["北京云海科技有限公司", "Bei Jing Yun Hai Ke Ji You Xian Gong Si"],
    ["Σωκράτης & Co", "Sokratis + Co"],
  ])("transliterates another script, never a placeholder: %s → %s", (given, expected) => {
    expect(sepaText(given, 70, "Invoice INV-1")).toBe(expected);
  });

  it("falls back only when nothing can be written, and cuts to the field's length", () => {
    expect(sepaText("🙂", 70, "Invoice INV-1")).toBe("Invoice INV-1");
    expect(sepaText("x".repeat(100), 70, "f")).toHaveLength(70);
    expect(sepaText("王芳", 5, "Invoice INV-1")).toBe("Wang");
  });
});

describe("isSepaTransfer: euro to an IBAN of the SEPA area", () => {
  it.each([
    ["EUR", "DE89370400440532013000", true],
    ["EUR", "CH9300762011623852957", true],
    ["EUR", "GB29NWBK60161331926819", true],
    ["EUR", "AE070331234567890123456", false],
    ["CHF", "CH9300762011623852957", false],
    ["EUR", null, false],
  ])("%s to %s: %s", (currency, iban, expected) => {
    expect(isSepaTransfer(currency, iban)).toBe(expected);
  });
});
