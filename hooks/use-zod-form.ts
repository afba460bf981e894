"use client";

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";

/** Errors by field: the form's values, and `X`, fields whose value the form does not hold (see `others`). */
export type FormErrors<V, X extends string = never> = Partial<Record<(keyof V & string) | X, string>>;

type Issue = z.core.$ZodIssue;

export interface UseZodFormOptions<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never> {
  /** The same schema the route handler parses the body with: the client checks nothing else. */
  schema: S;
  /** The form's values as typed (usually text); kept as they are after a failed save. */
  initial: V;
  /** Turns typed values into the body the schema parses (e.g. "" into null). Defaults to the values. */
  toInput?: (values: V) => unknown;
  /**
   * Which field an issue belongs to, from its path in the body (numeric segments are numbers,
   * from the client's parse and the server's "records.0.timeAmount" alike). Needed when the body
   * nests; undefined sends the message to `formError`. Defaults to the path's first segment
   * when that is one of the form's fields.
   */
  fieldOf?: (path: readonly PropertyKey[]) => (keyof V & string) | X | undefined;
  /** Fixed ids for some controls (e.g. "email" on sign-in, which password managers and specs know); others get a unique one. */
  ids?: Partial<Record<(keyof V & string) | X, string>>;
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

export interface ZodForm<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never> {
  values: V;
  errors: FormErrors<V, X>;
  /** The server's message when it refused the whole request rather than a field. */
  formError: string | null;
  submitting: boolean;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  /**
   * Back to `values` (or the initial ones), unjudged. Given a function, it gets the values as they
   * are when the reset lands: what was typed while a save was in flight is not thrown away.
   */
  reset: (values?: V | ((current: V) => V)) => void;
  /** Props for an Input or Textarea bound to a text field: id, value, change, aria wiring. */
  field: (key: keyof V & string) => {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onBlur: () => void;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
  };
  /** The id `field(key)` gives its control, for a FormField's htmlFor. */
  idFor: (key: (keyof V & string) | X) => string;
  /** Shows an error found while submitting, past the schema (an upload that failed), and focuses its field. */
  setError: (key: (keyof V & string) | X, message: string) => void;
  /** Validates with the schema and calls `submit` with the parsed body; an ApiError lands on
   *  the fields its issues name, or in `formError`. The values are never cleared here. */
  handleSubmit: (submit: (body: z.output<S>) => Promise<unknown>) => (event?: FormEvent) => Promise<void>;
}

type FieldOf = (path: readonly PropertyKey[]) => string | undefined;

/** The default mapping: the path's first segment, when the form has a field of that name. */
const topLevel =
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
function errorsFrom<I extends { path: readonly PropertyKey[]; message: string }>(
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

export type JudgeOptions<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never> = Pick<
  UseZodFormOptions<V, S, X>,
  "schema" | "toInput" | "fieldOf" | "others" | "message" | "check"
>;

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

/**
 * A form validated on the client with the API's own zod schema, so no rule is copied into the
 * browser; the server checks again and its field issues come back onto the same fields.
 */
export function useZodForm<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never>({
  schema,
  initial,
  toInput = (values) => values,
  fieldOf,
  ids,
  others = [],
  message,
  check,
}: UseZodFormOptions<V, S, X>): ZodForm<V, S, X> {
  type Field = (keyof V & string) | X;
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V, X>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The controls to focus, once the render that shows their errors (and enables them again) is on screen.
  const [focusIds, setFocusIds] = useState<readonly string[] | null>(null);
  const attempted = useRef(false);
  const start = useRef(initial);
  const mapIssue: FieldOf = fieldOf ?? topLevel([...Object.keys(initial), ...others]);

  useEffect(() => {
    if (focusIds) focusFirst(focusIds);
  }, [focusIds]);

  const validate = useCallback(
    (next: V) => judgeValues<V, S, X>({ schema, toInput, fieldOf, others, message, check }, next),
    // `others` never changes over a form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, toInput, fieldOf, message, check],
  );

  const set = useCallback(
    <K extends keyof V>(key: K, value: V[K]) => {
      setValues((old) => {
        const next = { ...old, [key]: value };
        // Before the first submit a field is not judged while being typed; after it, errors follow the typing.
        if (attempted.current) setErrors(validate(next).fields);
        return next;
      });
    },
    [validate],
  );

  const idFor = (key: Field) => ids?.[key] ?? `${prefix}-${key}`;
  const focusOn = (fields: FormErrors<V, X>) => setFocusIds(Object.keys(fields).map((key) => idFor(key as Field)));

  const field: ZodForm<V, S, X>["field"] = (key) => {
    const id = idFor(key);
    const error = errors[key];
    return {
      id,
      name: key,
      value: values[key] == null ? "" : String(values[key]),
      onChange: (event) => set(key, event.target.value as V[typeof key]),
      onBlur: () => {
        // Passing through a field not typed in yet (an autofocused first field, a click on Cancel) judges nothing before the first submit.
        if (!attempted.current && Object.is(values[key], start.current[key])) return;
        const fieldError = validate(values).fields[key];
        setErrors((old) => ({ ...old, [key]: fieldError }));
      },
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${id}-error` : undefined,
    };
  };

  const handleSubmit: ZodForm<V, S, X>["handleSubmit"] = (submit) => async (event) => {
    event?.preventDefault();
    attempted.current = true;
    setFormError(null);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.fields);
      setFormError(result.rest[0] ?? null);
      focusOn(result.fields);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submit(result.data);
    } catch (error) {
      if (error instanceof ApiError) {
        const { fields, rest } = errorsFrom(
          error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })),
          mapIssue,
        );
        setErrors(fields as FormErrors<V, X>);
        setFormError(rest[0] ?? (Object.keys(fields).length > 0 ? null : error.message) ?? null);
        focusOn(fields as FormErrors<V, X>);
      } else if (!(error instanceof DOMException && error.name === "AbortError")) {
        setFormError("The change could not be saved. Try again.");
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: V | ((current: V) => V) = initial) => {
    attempted.current = false;
    setValues((current) => {
      const value = typeof next === "function" ? next(current) : next;
      start.current = value;
      return value;
    });
    setErrors({});
    setFormError(null);
  };

  const setError: ZodForm<V, S, X>["setError"] = (key, text) => {
    setErrors((old) => ({ ...old, [key]: text }));
    focusOn({ [key]: text } as FormErrors<V, X>);
  };

  return { values, errors, formError, submitting, set, reset, field, idFor, setError, handleSubmit };
}

/** Focuses the first of these controls on the page that takes the focus (a field's text, say, does not). */
function focusFirst(ids: readonly string[]) {
  if (typeof document === "undefined") return;
  const elements = ids
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null)
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const element of elements) {
    element.focus();
    if (document.activeElement === element) return;
  }
}
