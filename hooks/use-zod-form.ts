"use client";

import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import type { z } from "zod";
import { ApiError } from "@/lib/api-client";
import { errorsFrom, judgeValues, pathOf, topLevel, type FieldOf, type FormErrors, type JudgeOptions } from "@/lib/forms/judge";

export interface UseZodFormOptions<V extends Record<string, unknown>, S extends z.ZodType, X extends string = never> extends JudgeOptions<V, S, X> {
  /** The form's values as typed (usually text); kept as they are after a failed save. */
  initial: V;
  /** Fixed ids for some controls (e.g. "email" on sign-in, which password managers and specs know); others get a unique one. */
  ids?: Partial<Record<(keyof V & string) | X, string>>;
  /** The form's message when the save failed without the server's word (no answer, a network error). */
  notSaved?: string;
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
  notSaved = "The change could not be saved. Try again.",
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
        // A field already showing an error (judged on leaving it) is judged again as it changes: its
        // message goes while the fix is typed, not on the mousedown that leaves the field, when the
        // line going would move the button under the pointer and lose the click (#47.3).
        else setErrors((shown) => (shown[key as keyof V & string] === undefined ? shown : { ...shown, [key]: validate(next).fields[key as keyof V & string] }));
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
        setFormError(notSaved);
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
