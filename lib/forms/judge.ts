import type { z } from "zod";
// The catalogue's words for every issue, in the browser as on the server.
import "@/lib/schemas/error-map";

/** Errors by field: the form's values, and `X`, fields whose value the form does not hold (see `others`). */
export type FormErrors<V, X extends string = never> = Partial<Record<(keyof V & string) | X, string>>;

export type Issue = z.core.$ZodIssue;

export interface JudgeOptions<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never> {
  /** The same schema the route handler parses the body with: the client checks nothing else. */
  schema: S;
  /** Turns typed values into the body the schema parses (e.g. "" into null). Defaults to the values. */
  toInput?: (values: V) => unknown;
  /**
   * Which field an issue belongs to, from its path in the body (numeric segments are numbers,
   * from the client's parse and the server's "records.0.timeAmount" alike). Needed when the body
   * nests; undefined sends the message to `formError`. Defaults to the path's first segment
   * when that is one of the form's fields.
   */
  fieldOf?: (path: readonly PropertyKey[]) => (keyof V & string) | X | undefined;
  /**
   * Fields whose value lives outside the form but whose issues land on them: the days picked in a
   * calendar, the files staged for upload. Their errors come from `fieldOf`, `check` or `setError`.
   */
  others?: readonly X[];
  /**
   * The screen's words for an issue the schema found on the client, given the field it landed on
   * ("Describe the work." rather than the API's "Work summary is required."). Defaults to the
   * schema's message; the server's messages are shown as sent.
   */
  message?: (field: (keyof V & string) | X, issue: Issue, values: V) => string;
  /**
   * What the schema cannot judge because only the screen knows it (the hours already logged on a
   * picked day; whether a day is picked at all): errors by field, judged after the schema every time
   * and blocking the submit alike. Given the schema's errors, so it judges only what the schema
   * took; a field shows the schema's error first.
   */
  check?: (values: V, schemaErrors: FormErrors<V, X>) => FormErrors<V, X>;
}

export type FieldOf = (path: readonly PropertyKey[]) => string | undefined;

/** The default mapping: the path's first segment, when the form has a field of that name. */
export const topLevel =
  (keys: readonly string[]): FieldOf =>
  (path) => {
    const key = String(path[0] ?? "");
    return keys.includes(key) ? key : undefined;
  };

/** A server issue's dotted path as zod gives it on the client: "records.0.timeAmount" → ["records", 0, "timeAmount"]. */
export function pathOf(dotted: string): PropertyKey[] {
  if (dotted === "") return [];
  return dotted.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Field errors from zod issues: the first message per field, in the words `wordsFor` gives it. */
export function errorsFrom<I extends { path: readonly PropertyKey[]; message: string }>(
  issues: readonly I[],
  fieldOf: FieldOf,
  wordsFor: (field: string, issue: I) => string = (_, issue) => issue.message,
): { fields: Record<string, string>; rest: string[] } {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    if (key !== undefined) fields[key] ??= wordsFor(key, issue);
    else rest.push(issue.message);
  }
  return { fields, rest };
}

export type Judgement<V, S extends z.ZodType, X extends string = never> =
  | { ok: true; data: z.output<S>; fields: FormErrors<V, X>; rest: string[] }
  | { ok: false; fields: FormErrors<V, X>; rest: string[] };

/**
 * What a form makes of its values, as `useZodForm` judges them: the parsed body when nothing is
 * wrong, the errors by field in the screen's words, and the messages of no field. Pure, so a
 * screen's options can be tested without rendering it.
 */
export function judgeValues<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never>(
  { schema, toInput = (values) => values, fieldOf, others = [], message, check }: JudgeOptions<V, S, X>,
  values: V,
): Judgement<V, S, X> {
  const result = schema.safeParse(toInput(values));
  const mapIssue: FieldOf = fieldOf ?? topLevel([...Object.keys(values), ...others]);
  const wordsFor = message && ((field: string, issue: Issue) => message(field as (keyof V & string) | X, issue, values));
  const found = result.success ? { fields: {}, rest: [] } : errorsFrom(result.error.issues, mapIssue, wordsFor);
  const schemaErrors = found.fields as FormErrors<V, X>;
  // The screen's own checks come after the schema's: a field shows the schema's error first.
  const fields = Object.fromEntries(
    Object.entries({ ...check?.(values, schemaErrors), ...schemaErrors }).filter(([, error]) => error !== undefined),
  ) as FormErrors<V, X>;
  if (result.success && Object.keys(fields).length === 0) return { ok: true, data: result.data as z.output<S>, fields, rest: [] };
  return { ok: false, fields, rest: found.rest };
}
