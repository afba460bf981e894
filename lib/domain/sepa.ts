import anyAscii from "any-ascii";

/**
 * The SEPA area as the EPC lists it (EPC409-09, 2025): the EU, the EEA, Switzerland, the United
 * Kingdom, Monaco, San Marino, the Vatican, Andorra, the Channel Islands, the Isle of Man and the
 * territories with their own ISO codes that use the French or Finnish banking system. An IBAN of
 * any other country is paid outside SEPA, which is the safe side of a list that grows.
 */
export const SEPA_COUNTRIES: ReadonlySet<string> = new Set([
  ...["AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT", "LU", "MT", "NL"],
  ...["PL", "PT", "RO", "SK", "SI", "ES", "SE", "IS", "LI", "NO", "CH", "GB", "MC", "SM", "VA", "AD", "GI", "GG", "JE", "IM"],
  ...["AX", "GF", "GP", "MQ", "RE", "YT", "BL", "MF", "PM"],
]);

/** A transfer goes into the SEPA file when it is in euro and the IBAN's country is in the SEPA area. */
export function isSepaTransfer(currency: string, iban: string | null): boolean {
  return currency === "EUR" && iban !== null && SEPA_COUNTRIES.has(iban.slice(0, 2).toUpperCase());
}

const LETTERS: Readonly<Record<string, string>> = {
  ß: "ss", Ł: "L", ł: "l", Đ: "D", đ: "d", Ø: "O", ø: "o", Æ: "AE", æ: "ae", Œ: "OE", œ: "oe", Þ: "TH", þ: "th", Ð: "D", ð: "d", ı: "i", "&": "+",
};

/** Greek ου is "ou" in ELOT 743 (Papadopoulos, as Greek passports write it); any-ascii spells it letter by letter ("oy"). */
const GREEK_OU: readonly [RegExp, string][] = [
  [/ΟΥ/g, "OU"],
  [/Ου/g, "Ou"],
  [/ο[υύ]/g, "ou"],
  [/Ο[ΥΎ]/g, "OU"],
];

/** Han, kana and hangul: one syllable per character, written apart (王芳 → Wang Fang, not WangFang). */
const SYLLABIC = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;

/**
 * Text in the character set every SEPA bank accepts (EPC217-08: a-z A-Z 0-9 / - ? : ( ) . , ' +
 * and space). Other scripts are transliterated by any-ascii (Δημήτρης Παπαδόπουλος → Dimitris
 * Papadopoulos, Дмитрий Иванов → Dmitriy Ivanov, 王芳 → Wang Fang): the payee's bank compares the
 * name with its account holder's (the EU's Verification of Payee), so it must be the name, never a
 * placeholder. Accents are dropped (Żółć → Zolc), a few letters spelt out, anything else left
 * out, cut to `max`. `fallback` is only for text with nothing any-ascii can write (emoji alone).
 */
export function sepaText(text: string, max: number, fallback: string): string {
  const spelt = GREEK_OU.reduce((value, [pattern, latin]) => value.replace(pattern, latin), [...text].map((char) => LETTERS[char] ?? char).join(""));
  // Letters and digits only: any-ascii writes an emoji as ":slightsmile:", which is no part of a name.
  const ascii = [...spelt].map((char) => (SYLLABIC.test(char) ? ` ${anyAscii(char)} ` : /[\p{L}\p{N}]/u.test(char) ? anyAscii(char) : char)).join("");
  const latin = ascii
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  const cut = latin.slice(0, max).trim();
  return cut === "" ? fallback.slice(0, max) : cut;
}
