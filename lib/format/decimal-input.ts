/**
 * What a person types into an amount, hours or rate field, read in their locale and turned into
 * the canonical decimal the API takes ("1234.56": ASCII digits, an optional leading "-", a "."
 * before the decimals, no grouping). The API itself never reads a locale.
 *
 * The rules, with D the locale's decimal mark and G its group separator (both from Intl, never
 * from a table):
 * - Blanks (space, no-break space, narrow no-break space, thin space) group digits in any
 *   locale, next to G itself; where G is an apostrophe, both ' and ’ are accepted (ICU has
 *   written de-CH's with either, depending on its version).
 * - Groups are checked: 1 to 3 digits, then groups of exactly 3 ("1.234,56" but not "1.23,4").
 * - D may appear once, with digits after it (",5" is 0.5; a trailing "1," is 1).
 * - The other mark (A: "." where D is ",", "," where D is "."), when D is absent and A appears
 *   exactly once:
 *   - where A is not G (de-CH's ","), A is read as the decimal mark: "1,5" → "1.5";
 *   - where A is G, it is read as the decimal mark only when 1 or 2 digits follow it and
 *     nothing else, since a group always has 3: "1.5" and "12.75" in de-DE are 1.5 and 12.75,
 *     "1.234" in de-DE stays 1234, and "1,5" in en-GB is 1.5 while "1,500" is 1500.
 * - A leading "-" (or the minus sign U+2212) is kept; anything else ("1,2,3", "1.2.3" in
 *   en-GB, "abc", "1e3", a currency symbol) is no number: null.
 */

type Separators = { decimal: string; groups: readonly string[] };

const BLANKS = [" ", "\u00a0", "\u202f", "\u2009"];
const APOSTROPHES = ["'", "\u2019"];
const separatorsByLocale = new Map<string, Separators>();

function separatorsOf(locale: string): Separators {
  let separators = separatorsByLocale.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
    const decimal = parts.find((part) => part.type === "decimal")?.value ?? ".";
    const group = parts.find((part) => part.type === "group")?.value ?? ",";
    const groups = new Set([...BLANKS, ...(APOSTROPHES.includes(group) ? APOSTROPHES : [group])]);
    groups.delete(decimal);
    separators = { decimal, groups: [...groups] };
    separatorsByLocale.set(locale, separators);
  }
  return separators;
}

/** Digits grouped by any of `groups`, checked as 1–3 digits and then groups of exactly 3; the bare digits. */
function groupedDigits(text: string, groups: readonly string[]): string | null {
  if (text === "") return "";
  const chunks: string[] = [];
  let chunk = "";
  for (const character of text) {
    if (groups.includes(character)) {
      chunks.push(chunk);
      chunk = "";
    } else {
      chunk += character;
    }
  }
  chunks.push(chunk);
  if (!chunks.every((digits) => /^\d+$/.test(digits))) return null;
  const [first = "", ...rest] = chunks;
  if (rest.length > 0 && (first.length > 3 || rest.some((digits) => digits.length !== 3))) return null;
  return chunks.join("");
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** The canonical API decimal for what was typed, or null when it is no number in this locale. */
export function parseDecimalInput(text: string, locale: string): string | null {
  const { decimal, groups } = separatorsOf(locale);
  let body = text.trim();
  const negative = body.startsWith("-") || body.startsWith("\u2212");
  if (negative) body = body.slice(1).trimStart();

  let mark: string | undefined;
  if (count(body, decimal) > 0) {
    mark = decimal;
  } else {
    const other = decimal === "," ? "." : ",";
    const after = body.slice(body.indexOf(other) + 1);
    if (count(body, other) === 1 && (!groups.includes(other) || /^\d{1,2}$/.test(after))) mark = other;
  }

  let whole = body;
  let fraction = "";
  if (mark !== undefined) {
    if (count(body, mark) > 1) return null;
    [whole = "", fraction = ""] = body.split(mark);
    if (!/^\d*$/.test(fraction)) return null;
  }
  const digits = groupedDigits(whole, groups.filter((group) => group !== mark));
  if (digits === null || digits.length + fraction.length === 0) return null;

  const integer = digits.replace(/^0+(?=\d)/, "") || "0";
  const canonical = fraction ? `${integer}.${fraction}` : integer;
  const zero = /^[0.]*$/.test(canonical);
  return negative && !zero ? `-${canonical}` : canonical;
}
