import { createTranslator } from "use-intl/core";
import english from "@/messages/en/errors.json";

/**
 * One application error with a closed list of codes. The HTTP layer maps codes to statuses
 * once (server/http/respond.ts); the client maps them to field errors or toasts.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A session of a person who must set up two-factor sign-in first (auth.requireTwoFactorFor). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  STALE_VERSION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A refusal's words are a key of the "api" section of messages/<language>/errors.json: the key
 * type comes from the English catalogue, so a key no catalogue has is a type error, and every
 * other language must have the same keys (tests/unit/i18n/error-keys.test.ts).
 */
export type ErrorKey = keyof typeof english.api;

/**
 * A value put into a refusal's sentence: a number, a name or a date as data, or itself a refusal
 * (a word that differs by language, such as a component's or a status's name, or a whole
 * sentence such as a configuration problem), or a list of refusals (sentences, one after the
 * other), rendered in the same language.
 */
export type RefusalValue = string | number | Refusal | readonly Refusal[];
export type RefusalValues = Readonly<Record<string, RefusalValue>>;

export interface Refusal {
  key: ErrorKey;
  values?: RefusalValues;
}

/** The English sentence of a key, for a typed key and its values: refusal("clientNameTaken", { name }). */
export const refusal = (key: ErrorKey, values?: RefusalValues): Refusal => (values ? { key, values } : { key });

/** The shape a catalogue's "api" section has: a message per key, ICU placeholders as next-intl writes them. */
export type RefusalCatalogue = Readonly<Record<string, string>>;

type Render = (refusal: Refusal) => string;

/**
 * Renders refusals with one language's catalogue. A key the catalogue lacks renders through
 * `fallback` (English); nested refusals in the values render first, in the same language.
 */
export function refusalRenderer(locale: string, catalogue: RefusalCatalogue, fallback?: Render): Render {
  const t = createTranslator({ locale, messages: { api: catalogue }, namespace: "api" }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  const render: Render = ({ key, values }) => {
    if (!Object.hasOwn(catalogue, key)) return fallback ? fallback({ key, values }) : key;
    if (!values) return t(key);
    const flat: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(values)) flat[name] = Array.isArray(value) ? value.map(render).join(" ") : typeof value === "object" ? render(value as Refusal) : value;
    return t(key, flat);
  };
  return render;
}

const renderEnglish = refusalRenderer("en", english.api);

/**
 * The refusals behind the English sentences made here, most recent last. Screens that hold only
 * a sentence (a form field's error, a toast's description) find its key and values again here,
 * so they can show it in the reader's language; a sentence made elsewhere is not found and shows
 * as written. Bounded: only what is on a screen now matters.
 */
const MADE = new Map<string, Refusal>();
const MADE_LIMIT = 2000;

export function rememberRefusal(message: string, made: Refusal): void {
  MADE.delete(message);
  MADE.set(message, made);
  if (MADE.size > MADE_LIMIT) MADE.delete(MADE.keys().next().value as string);
}

/**
 * The catalogue's sentences without values, by their English: a sentence stored as text (an
 * export's error) or sent without its key is still found, word for word.
 */
let plainSentences: Map<string, Refusal> | undefined;
function plainSentence(message: string): Refusal | undefined {
  plainSentences ??= new Map(
    (Object.keys(english.api) as ErrorKey[]).filter((key) => isPlainSentence(english.api[key])).map((key) => [renderEnglish({ key }), { key }]),
  );
  return plainSentences.get(message);
}

/**
 * @internal A message without values. The build precompiles the catalogues (next.config.ts): there a message
 * with values is a list of parts and only a plain one stays text, while tests read the JSON as written.
 */
export function isPlainSentence(message: unknown): boolean {
  return typeof message === "string" && !/\{\w+/.test(message.replace(/'\{'|'\}'/g, ""));
}

/** The refusal an English sentence was made from here, or the catalogue's sentence it is word for word. */
export const refusalOfText = (message: string): Refusal | undefined => MADE.get(message) ?? plainSentence(message);

/** The English sentence of a refusal: what the API sends as `message`, the specification's words. */
export const englishText: Render = (made) => {
  const message = renderEnglish(made);
  rememberRefusal(message, made);
  return message;
};

/** One wrong field of a request: its dotted path, its refusal and that refusal's English. */
export interface ErrorIssue {
  path: string;
  key: ErrorKey;
  values?: RefusalValues;
  message: string;
}

/** The refusal an issue carries. */
export const issueRefusal = ({ key, values }: Pick<ErrorIssue, "key" | "values">): Refusal => refusal(key, values);

/** An issue for a field: fieldIssue("url", refusal("webhookUrlNotHttps")). */
export function fieldIssue<P extends string>(path: P, { key, values }: Refusal): ErrorIssue & { path: P } {
  return { path, key, ...(values ? { values } : {}), message: englishText({ key, values }) };
}

export class AppError extends Error {
  readonly key: ErrorKey;
  readonly values?: RefusalValues;

  constructor(
    readonly code: ErrorCode,
    { key, values }: Refusal,
    readonly issues?: ErrorIssue[],
  ) {
    super(englishText({ key, values }));
    this.name = "AppError";
    this.key = key;
    if (values) this.values = values;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The refusal this error carries, to pass on (a batch's per-item reason, a nested value). */
  get refusal(): Refusal {
    return refusal(this.key, this.values);
  }
}

/** A 429 that says when to come back: the answer carries Retry-After (server/http/respond.ts). */
export class RateLimitedError extends AppError {
  constructor(
    refusal: Refusal,
    readonly retryAfterSeconds: number,
  ) {
    super("RATE_LIMITED", refusal);
  }
}

/** Keys of the form "<subject>NotFound": notFound("client") says "Client not found.". */
export type NotFoundSubject = ErrorKey extends infer K ? (K extends `${infer S}NotFound` ? S : never) : never;

export const notFound = (what: NotFoundSubject = "resource") => new AppError("NOT_FOUND", { key: `${what}NotFound` as ErrorKey });

const isErrorKey = (key: string): key is ErrorKey => Object.hasOwn(english.api, key);

/** The refusal an answer names as data (an e-invoice's problems), when its key is one of the catalogue's. */
export function answeredRefusal({ key, values }: { key: string; values?: Readonly<Record<string, unknown>> }): Refusal | undefined {
  return isErrorKey(key) ? refusal(key, values as RefusalValues | undefined) : undefined;
}

/**
 * A 404 for a subject named in words ("Timesheet record"), as route params name it: its key when
 * the catalogue has one ("timesheetRecordNotFound"), else "{what} not found." with the words.
 */
export function notFoundNamed(words: string): AppError {
  const camel = words
    .toLowerCase()
    .replace(/[^a-z\s]/g, "")
    .replace(/\s+(\w)/g, (_, letter: string) => letter.toUpperCase());
  const key = `${camel}NotFound`;
  return new AppError("NOT_FOUND", isErrorKey(key) ? { key } : { key: "whatNotFound", values: { what: words } });
}
export const unauthenticated = () => new AppError("UNAUTHENTICATED", { key: "signInNeeded" });
export const forbidden = (reason: Refusal = { key: "notAllowed" }) => new AppError("FORBIDDEN", reason);
export const conflict = (reason: Refusal) => new AppError("CONFLICT", reason);
export const staleVersion = () => new AppError("STALE_VERSION", { key: "staleVersion" });

export interface ErrorBody {
  error: { code: ErrorCode; key: ErrorKey; values?: RefusalValues; message: string; issues?: ErrorIssue[] };
}
