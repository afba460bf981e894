import "server-only";

/**
 * Text that a spreadsheet program could read as a formula (= + - @, or a leading tab or
 * carriage return that some programs skip before looking) gets a leading apostrophe, so it is
 * shown as the text it is and never evaluated: a work summary of "=HYPERLINK(...)" must not
 * become a link to somewhere.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function safeText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
