"use client";

import type { ComponentProps, ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export interface CheckboxProps extends Omit<ComponentProps<"input">, "type" | "onChange" | "checked"> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Some but not all of what it stands for are checked (a "select all" box). */
  indeterminate?: boolean;
}

/** The one checkbox: the browser's own control (keyboard and screen readers for free), in the app's colour. */
export function Checkbox({ checked, onCheckedChange, indeterminate = false, className, ...props }: CheckboxProps) {
  return (
    <input
      {...props}
      type="checkbox"
      className={cn("size-4 accent-primary align-middle", className)}
      checked={checked}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}

/** A checkbox with its label beside it. */
export function CheckboxField({ id, label, className, ...props }: CheckboxProps & { id: string; label: ReactNode }) {
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Checkbox id={id} {...props} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

export interface CheckboxGroupProps<T extends string> {
  legend: string;
  /** Every choice, in the order the value keeps. */
  options: readonly T[];
  value: readonly string[];
  onChange: (value: T[]) => void;
  /** What a choice shows; `name` is what a screen reader reads when the shown text is short (Mon). */
  labelOf: (option: T) => { shown: ReactNode; name?: string };
  error?: string;
  errorId: string;
  /** chips: a row of toggles (days); list: two columns of checkboxes (event types). */
  look?: "chips" | "list";
}

/** Several choices of one field, in a fieldset with its legend and its error. */
export function CheckboxGroup<T extends string>({ legend, options, value, onChange, labelOf, error, errorId, look = "list" }: CheckboxGroupProps<T>) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className={look === "chips" ? "flex flex-wrap gap-1.5" : "grid grid-cols-2 gap-1.5"}>
        {options.map((option) => {
          const on = value.includes(option);
          const { shown, name } = labelOf(option);
          return (
            <label
              key={option}
              className={cn(
                "flex cursor-pointer items-center text-sm",
                look === "chips"
                  ? "gap-1 rounded-md border px-2 py-1 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
                  : "gap-2",
              )}
            >
              <Checkbox
                className="size-3.5"
                checked={on}
                aria-label={name}
                onCheckedChange={() => onChange(options.filter((o) => (o === option ? !on : value.includes(o))))}
              />
              {name ? <span aria-hidden="true">{shown}</span> : shown}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
