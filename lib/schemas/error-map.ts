import { z } from "zod";
import { englishText, refusal, type ErrorKey, type Refusal, type RefusalValues } from "@/lib/errors";

/**
 * Every zod issue's words come from the error catalogue: a schema's own keyed message (`keyed`),
 * else one message per issue code here, so schemas need no English of their own for the common
 * cases (required, too long, not a date). The issue keeps its key and values beside the English
 * message, for the API's answer and for the screens' translation. Installed once, wherever
 * schemas parse: on the server (server/http/respond.ts) and in the browser's forms (lib/forms/judge.ts).
 */

type Stamped = { refusal?: Refusal };

/** Marks the raw issue with its refusal; zod copies the issue's own properties into the final one. */
function stamped(issue: unknown, made: Refusal): string {
  (issue as Stamped).refusal = made;
  return englishText(made);
}

/** A schema's own message, by key: z.string().max(200, { error: keyed("nameTooLong", { max: 200 }) }). */
export const keyed =
  (key: ErrorKey, values?: RefusalValues) =>
  (issue: unknown): string =>
    stamped(issue, refusal(key, values));

/**
 * A custom issue's words by key, spread into `context.addIssue({ code: "custom", path, ...keyedIssue("chooseCountry") })`:
 * an issue added with its message set skips the error map, so it carries its refusal itself.
 */
export function keyedIssue(key: ErrorKey, values?: RefusalValues): { message: string; refusal: Refusal } {
  const made = refusal(key, values);
  return { message: englishText(made), refusal: made };
}

/**
 * The field names a schema's message starts with ("Legal name is required.", "The street has at
 * most 300 characters."): a word of each language, put into the sentence as a nested refusal.
 */
const LABELS = {
  "Legal name": "labelLegalName",
  "Address": "labelAddress",
  "Postal code": "labelPostalCode",
  "City": "labelCity",
  "Tax number": "labelTaxNumber",
  "VAT exemption reason": "labelVATExemptionReason",
  "Phone": "labelPhone",
  "The street": "labelTheStreet",
  "The postal code": "labelThePostalCode",
  "The city": "labelTheCity",
  "The buyer reference": "labelTheBuyerReference",
  "The address": "labelTheAddress",
  "The VAT number": "labelTheVATNumber",
  "Rate amount": "labelRateAmount",
  "Amount in expense currency": "labelAmountInExpenseCurrency",
  "Exchange rate": "labelExchangeRate",
  "Time amount": "labelTimeAmount",
} as const satisfies Record<string, ErrorKey>;

export type FieldLabel = keyof typeof LABELS;

export const labelWord = (label: FieldLabel): Refusal => ({ key: LABELS[label] });

/** A message made of a refusal found elsewhere (a union's branch's own issue), stamped on this issue. */
export const keyedFrom = (issue: unknown, made: Refusal): string => stamped(issue, made);

const SIZED: Record<string, { tooBig: ErrorKey; tooSmall: ErrorKey }> = {
  string: { tooBig: "textTooLong", tooSmall: "textTooShort" },
  array: { tooBig: "tooManyItems", tooSmall: "tooFewItems" },
  set: { tooBig: "tooManyItems", tooSmall: "tooFewItems" },
};

const FORMATS: Readonly<Record<string, ErrorKey>> = {
  date: "expectedDateYyyyMm",
  datetime: "invalidTimestamp",
  email: "enterValidEMail",
  uuid: "expectedIdUuid",
  url: "invalidUrl",
};

/** The refusal of an issue no schema worded, by its code and what it is about. */
export function refusalByCode(issue: z.core.$ZodRawIssue): Refusal {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined ? refusal("fieldRequired") : refusal("wrongType", { expected: issue.expected });
    case "too_big": {
      const key = SIZED[issue.origin]?.tooBig ?? "numberTooBig";
      return refusal(key, { maximum: Number(issue.maximum) });
    }
    case "too_small": {
      if (issue.origin === "string" && Number(issue.minimum) === 1) return refusal("fieldRequired");
      const key = SIZED[issue.origin]?.tooSmall ?? (issue.inclusive === false ? "numberNotAbove" : "numberTooSmall");
      return refusal(key, { minimum: Number(issue.minimum) });
    }
    case "invalid_format":
      return refusal(FORMATS[issue.format] ?? "invalidFormat");
    case "invalid_value":
      return refusal("notOneOf", { values: issue.values.map(String).join(", ") });
    case "unrecognized_keys":
      return refusal("unknownFields", { keys: issue.keys.join(", ") });
    default:
      return refusal("invalidInput");
  }
}

z.config({ customError: (issue) => stamped(issue, refusalByCode(issue)) });

/**
 * The refusal an issue carries. Every issue gets one from the map or a keyed message; one without
 * (a schema that wrote English itself) says the general "not valid", never a sentence no
 * catalogue has.
 */
export function refusalOfIssue(issue: z.core.$ZodIssue): Refusal {
  return (issue as Stamped).refusal ?? refusal("invalidInput");
}
