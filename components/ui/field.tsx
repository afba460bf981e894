import { Slot } from "@radix-ui/react-slot";
import type { ChangeEvent, ReactElement, ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { cn } from "@/lib/cn";

/** What a field needs of its form (useZodForm's answer): its control's id, props and error. */
export interface BindableForm<K extends string> {
  values: object;
  errors: Partial<Record<K, string>>;
  idFor(key: K): string;
  // A method, so checked both ways: a field the form holds no value for (`others`) is named too,
  // and FormField calls `field` only for the names the form holds a value of.
  field(key: K): {
    id: string;
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onBlur: () => void;
  };
}

interface CommonProps {
  label: string;
  hint?: ReactNode;
  className?: string;
  /** Announce the error as it appears (role="alert"): for a form sent from inside its field (a
   *  keyboard shortcut), where moving the focus to the field announces nothing, and for the small
   *  inline forms whose error has always been a live region. */
  live?: boolean;
}

/** A field of a useZodForm form: the control (the one child) gets its id, value, handlers and aria wiring from here. */
export interface BoundFieldProps<K extends string> extends CommonProps {
  form: BindableForm<K>;
  name: K;
  children: ReactElement;
  id?: never;
  error?: never;
}

/** A field whose control is wired by hand (a control the form does not hold, a form of another kind). */
export interface PlainFieldProps extends CommonProps {
  id: string;
  error?: string;
  children: ReactNode;
  form?: never;
  name?: never;
}

export type FormFieldProps<K extends string> = BoundFieldProps<K> | PlainFieldProps;

/** What a form gives a control of its own (a days picker, a rates editor): enough to read, change and name its error. */
export interface ControlBinding<T> {
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
  errorId: string;
}

/**
 * Binds a control that is not a single input (it renders its own legend and error) to a field of
 * a useZodForm form, as FormField binds an input: `<WorkingDaysPicker {...bindControl(form, "workingDays")} />`.
 */
export function bindControl<V extends object, K extends keyof V & string>(
  form: { values: V; errors: Partial<Record<keyof V & string, string>>; idFor(key: keyof V & string): string; set<F extends keyof V>(key: F, value: V[F]): void },
  key: K,
): ControlBinding<V[K]> {
  return { value: form.values[key], onChange: (value) => form.set(key, value), error: form.errors[key], errorId: `${form.idFor(key)}-error` };
}

/** The ids a field's control points at with aria-describedby. */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: boolean }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/**
 * A label, the control, a hint and the field's error right under it: the one field of every form.
 * Given `form` and `name`, it binds the control itself; a field the form holds no value for (days
 * picked in a calendar, staged files) gets the id and the aria wiring only.
 */
export function FormField<K extends string>(props: FormFieldProps<K>) {
  const { label, hint, className, live, children } = props;
  const refusalText = useRefusalText();
  const id = props.form ? props.form.idFor(props.name) : props.id;
  const error = props.form ? props.form.errors[props.name] : props.error;
  let control: ReactNode = children;
  if (props.form) {
    const { form, name } = props;
    const holdsValue = Object.hasOwn(form.values, name);
    const wiring = {
      ...(holdsValue ? form.field(name) : { id }),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy(id, { error, hint: hint != null }),
    };
    control = <Slot {...wiring}>{children}</Slot>;
  }
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {control}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={live ? "alert" : undefined} className="text-xs text-destructive">
          {refusalText(error)}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The message about the whole form (not one field): what the server or the schema said, above the
 * buttons. `inline` for the small forms inside a page (a comment, a record), a box in dialogs.
 */
export function FormError({ message, inline, className }: { message: string | null | undefined; inline?: boolean; className?: string }) {
  const refusalText = useRefusalText();
  if (!message) return null;
  const look = inline ? "text-sm text-destructive" : "rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive";
  return (
    <p role="alert" className={cn(look, className)}>
      {refusalText(message)}
    </p>
  );
}
