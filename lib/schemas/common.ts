import { z } from "zod";
import { COMPONENT_STATUSES, COMPONENTS, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import type { ApiKeyScope } from "@/lib/domain/api-key-scopes";
import { type FieldLabel, keyed, labelWord } from "./error-map";
import type { Refusal } from "@/lib/errors";

/** Shared pieces of request and response schemas. Dates travel as yyyy-MM-dd, money as decimal strings. */
export const uuid = z.uuid({ error: keyed("expectedIdUuid") });
export const idParams = z.object({ id: uuid });

/**
 * Control characters other than tab and newline. NUL cannot be stored in PostgreSQL text, and the
 * others corrupt exports, mail headers and file names; no person types them.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE: Refusal = { key: "textNotContainControl" };

/**
 * Half of a UTF-16 surrogate pair on its own (JSON's "\ud800"): not a character, so no database
 * text or jsonb, file name or mail can hold it. Paired halves are one code point under /u and
 * never match.
 */
export const LONE_SURROGATE = /\p{Surrogate}/u;
export const LONE_SURROGATE_MESSAGE: Refusal = { key: "textNotContainLone" };

/** Free text as people type it. The JSON reader applies the same rule to every string of every body. */
export const plainText = z.string().refine((value) => !CONTROL_CHARACTERS.test(value), { error: keyed(CONTROL_CHARACTERS_MESSAGE.key) });

/**
 * Characters that change the direction text is shown in (bidi embeddings, overrides, isolates and
 * marks) or show nothing at all (zero-width space and joiners, word joiner, invisible operators,
 * byte-order mark). In a name they make "Acme" and "Ac\u200bme" two clients that look the same,
 * or turn "Invoice\u202efdp.exe" into "Invoiceexe.pdf" on the screen, in exports and in e-mails.
 * No name needs them: the joiners only adjust how some scripts draw letters. File names have
 * them taken out (cleanFileName); names people type are refused with the message.
 */
export const INVISIBLE_CHARACTERS = /[\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

export const hasNoInvisibleCharacters = (value: string) => !INVISIBLE_CHARACTERS.test(value);

/**
 * Line breaks, the Unicode separators and NEL among them. A name is one line wherever it goes: a
 * mail's To and Subject, a CSV cell, an invoice's address block, a SEPA payee.
 */
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/;
export const isOneLine = (value: string) => !LINE_BREAKS.test(value);

/** The name of a person or a thing (client, project, invoicing entity, contractor, reviewer). */
export const nameText = z
  .string({ error: keyed("nameRequired") })
  .trim()
  .min(1, { error: keyed("nameRequired") })
  .max(200, { error: keyed("nameMost200Characters2") })
  .refine(hasNoInvisibleCharacters, { error: keyed("nameNotContainInvisible") })
  .refine(isOneLine, { error: keyed("nameNotContainLine") });

export const isoDate = z.iso.date({ error: keyed("expectedDateYyyyMm") });
export const isoTimestamp = z.string().describe("ISO 8601 timestamp in UTC");

/** A positive decimal amount as text, at most `scale` decimals, bounded so it fits numeric(14, 2). */
export function decimalString(label: FieldLabel, { scale = 2, max = 999_999_999 }: { scale?: number; max?: number } = {}) {
  const pattern = new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`);
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .regex(pattern, { error: keyed("labelPositiveNumberMost", { label: labelWord(label), scale }) })
        .refine((v) => Number(v) > 0, { error: keyed("labelGreaterThanZero", { label: labelWord(label) }) })
        .refine((v) => Number(v) <= max, { error: keyed("labelMostMax", { label: labelWord(label), max }) }),
    );
}

/** Optimistic concurrency: a write names the version it read. */
export const version = z.number().int().positive();

export const component = z.enum(COMPONENTS, { error: keyed("componentValues", { values: COMPONENTS.join(", ") }) });

/** The statuses of a timesheet and its three components, as every answer that shows them carries them. */
export const timesheetStatusesSchema = z.object({
  status: z.enum(TIMESHEET_STATUSES),
  feeStatus: z.enum(COMPONENT_STATUSES),
  expensesStatus: z.enum(COMPONENT_STATUSES),
  bonusStatus: z.enum(COMPONENT_STATUSES),
});

/** An amount of money: a decimal string and its currency's code. */
export const moneySchema = z.object({ amount: z.string().describe("decimal string"), currency: z.string() });

export const billingPeriod = z.object({ month: z.number().int().min(1).max(12), year: z.number().int(), name: z.string() });

/**
 * An endpoint as the OpenAPI document shows it: an entry of a route table
 * (server/openapi/routes/<resource>.ts, typed in server/openapi/operation.ts) under its name.
 */
export interface ApiRoute {
  /** The entry's name in its route table. */
  operationId: string;
  method: "get" | "post" | "put" | "delete";
  path: string;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body may be left out entirely. */
  optionalBody?: boolean | "when sent";
  /** multipart/form-data bodies are described in prose. */
  multipart?: string;
  response?: z.ZodType;
  /** A file download: the content type of the body (e.g. an .xlsx workbook). */
  download?: string;
  /** Answers 201 Created instead of 200. */
  created?: boolean;
  /** The scope an API key needs to call it (server/openapi/operation.ts, requiredScope); null: any key. */
  apiKeyScope?: ApiKeyScope | null;
  /**
   * Who may call it, in the words the document prints (the wording of the entry's access key,
   * server/openapi/access.ts); each wording is listed in ACCESS with what it means, and the
   * document's security is derived from that and the path (server/openapi/security.ts). After
   * changing an endpoint run `npm run openapi:types`.
   */
  access: Access;
}

/**
 * Who calls, as the handlers check it: anyone (public); an administrator (or the admin API key);
 * an administrator or a contractor (their own data); a contractor only; any signed-in caller (the
 * API key too); a person's own session only (the API key has none); the cron secret; a review link.
 */
export type Caller =
  | "anyone"
  | "admin"
  | "admin session"
  | "admin API key or confirmed admin"
  | "admin or contractor"
  | "contractor"
  | "signed in"
  | "session"
  | "cron"
  | "review token";

/** Each wording an endpoint's access is given in, and who it lets call. */
export const ACCESS = {
  anyone: "anyone",
  "anyone with the invitation link": "anyone",
  "anyone with a signed link": "anyone",
  admin: "admin",
  "admin or admin API key": "admin",
  "an administrator signed in with a session (an API key, even ADMIN_API_KEY: 403)": "admin session",
  "ADMIN_API_KEY, or an administrator who re-entered their password in the last 5 minutes (POST /api/user/confirm-password; otherwise 403, and 403 for keys made in Settings)":
    "admin API key or confirmed admin",
  "the contractor who owns the timesheet, or an admin": "admin or contractor",
  "the contractor who owns the timesheet, or an admin (404 otherwise)": "admin or contractor",
  "admin, admin API key, or the contractor who owns the timesheet (404 otherwise)": "admin or contractor",
  "contractor (own timesheets), admin": "admin or contractor",
  "a contractor (own), or an admin with contractorId": "admin or contractor",
  "admin, contractor (read only)": "admin or contractor",
  contractor: "contractor",
  "a contractor": "contractor",
  "signed in": "signed in",
  "signed in or admin API key": "signed in",
  "signed in (admin or contractor)": "signed in",
  "signed in (a contractor receives only the events of their own timesheets and working days)": "signed in",
  "signed-in person (a session cookie; the API key has no sessions: 403)": "session",
  "the signed-in person (session cookie)": "session",
  "cron secret": "cron",
} as const satisfies Record<string, Caller>;

/** The review endpoints say which link answers are 404 (lib/schemas/reviews.ts `tokenAccess`). */
export type Access = keyof typeof ACCESS | `review link token (${string})`;

function isListed(access: string): access is keyof typeof ACCESS {
  return Object.hasOwn(ACCESS, access);
}

/** Who the access wording lets call. */
export function callerOf(access: Access): Caller {
  return isListed(access) ? ACCESS[access] : "review token";
}

/** Whether the admin API key may call it (it acts as an administrator, and has no session of its own). */
export function apiKeyMayCall(access: Access): boolean {
  const caller = callerOf(access);
  return caller === "admin" || caller === "admin API key or confirmed admin" || caller === "admin or contractor" || caller === "signed in";
}
