"use client";

import { useCallback, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";

export type FormErrors<V> = Partial<Record<keyof V & string, string>>;

export interface UseZodFormOptions<V extends Record<string, unknown>, S extends z.ZodType> {
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
  fieldOf?: (path: readonly PropertyKey[]) => (keyof V & string) | undefined;
  /** Fixed ids for some controls (e.g. "email" on sign-in, which password managers and specs know); others get a unique one. */
  ids?: Partial<Record<keyof V & string, string>>;
}

export interface ZodForm<V extends Record<string, unknown>, S extends z.ZodType> {
  values: V;
  errors: FormErrors<V>;
  /** The server's message when it refused the whole request rather than a field. */
  formError: string | null;
  submitting: boolean;
  set: <K extends keyof V>(key: K, value: V[K]) => void;
  reset: (values?: V) => void;
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
  idFor: (key: keyof V & string) => string;
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

/** Field errors from zod issues: the first message per field. */
function errorsFrom<V>(issues: readonly { path: readonly PropertyKey[]; message: string }[], fieldOf: FieldOf): {
  fields: FormErrors<V>;
  rest: string[];
} {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const key = fieldOf(issue.path);
    if (key !== undefined) fields[key] ??= issue.message;
    else rest.push(issue.message);
  }
  return { fields: fields as FormErrors<V>, rest };
}

/**
 * A form validated on the client with the API's own zod schema, so no rule is copied into the
 * browser; the server checks again and its field issues come back onto the same fields.
 */
export function useZodForm<V extends Record<string, unknown>, S extends z.ZodType>({
  schema,
  initial,
  toInput = (values) => values,
  fieldOf,
  ids,
}: UseZodFormOptions<V, S>): ZodForm<V, S> {
  const prefix = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const attempted = useRef(false);
  const start = useRef(initial);
  const keys = Object.keys(initial);
  const mapIssue: FieldOf = fieldOf ?? topLevel(keys);

  const validate = useCallback(
    (next: V) => {
      const result = schema.safeParse(toInput(next));
      if (result.success) return { ok: true as const, data: result.data as z.output<S>, fields: {} as FormErrors<V>, rest: [] };
      const { fields, rest } = errorsFrom<V>(result.error.issues, mapIssue);
      return { ok: false as const, fields, rest };
    },
    // keys come from `initial`, whose shape never changes over a form's life; so does the mapper.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, toInput],
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

  const idFor = (key: keyof V & string) => ids?.[key] ?? `${prefix}-${key}`;

  const field: ZodForm<V, S>["field"] = (key) => {
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

  const handleSubmit: ZodForm<V, S>["handleSubmit"] = (submit) => async (event) => {
    event?.preventDefault();
    attempted.current = true;
    setFormError(null);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.fields);
      setFormError(result.rest[0] ?? null);
      focusFirst(Object.keys(result.fields).map((key) => idFor(key as keyof V & string)));
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await submit(result.data);
    } catch (error) {
      if (error instanceof ApiError) {
        const { fields, rest } = errorsFrom<V>(
          error.issues.map((issue) => ({ path: pathOf(issue.path), message: issue.message })),
          mapIssue,
        );
        setErrors(fields);
        setFormError(rest[0] ?? (Object.keys(fields).length > 0 ? null : error.message) ?? null);
        focusFirst(Object.keys(fields).map((key) => idFor(key as keyof V & string)));
      } else if (!(error instanceof DOMException && error.name === "AbortError")) {
        setFormError("The change could not be saved. Try again.");
      }
    } finally {
      setSubmitting(false);
    }
  };

  const reset = (next: V = initial) => {
    attempted.current = false;
    start.current = next;
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return { values, errors, formError, submitting, set, reset, field, idFor, handleSubmit };
}

function focusFirst(ids: string[]) {
  if (typeof document === "undefined") return;
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
  }
}
