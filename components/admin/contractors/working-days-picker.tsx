"use client";

import { WEEKDAYS } from "@/lib/domain/reference";
import { enumLabel, weekdayShort } from "@/lib/format/labels";

/** Seven toggles in calendar order (the week starts on Sunday); the value keeps that order. */
export function WorkingDaysPicker({ value, onChange, error, errorId }: { value: readonly string[]; onChange: (days: string[]) => void; error?: string; errorId: string }) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Working days</legend>
      <div className="flex flex-wrap gap-1.5">
        {WEEKDAYS.map((day) => {
          const on = value.includes(day);
          return (
            <label
              key={day}
              className="flex cursor-pointer items-center gap-1 rounded-md border px-2 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="checkbox"
                className="size-3.5 accent-primary"
                checked={on}
                aria-label={enumLabel(day)}
                onChange={() => onChange(WEEKDAYS.filter((d) => (d === day ? !on : value.includes(d))))}
              />
              <span aria-hidden="true">{weekdayShort(day)}</span>
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
