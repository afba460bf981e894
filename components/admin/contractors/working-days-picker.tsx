"use client";

import { CheckboxGroup } from "@/components/ui/checkbox";
import { WEEKDAYS } from "@/lib/domain/reference";
import { enumLabel, weekdayShort } from "@/lib/format/labels";

/** Seven toggles in calendar order (the week starts on Sunday); the value keeps that order. */
export function WorkingDaysPicker({ value, onChange, error, errorId }: { value: readonly string[]; onChange: (days: string[]) => void; error?: string; errorId: string }) {
  return (
    <CheckboxGroup
      legend="Working days"
      look="chips"
      options={WEEKDAYS}
      value={value}
      onChange={onChange}
      labelOf={(day) => ({ shown: weekdayShort(day), name: enumLabel(day) })}
      error={error}
      errorId={errorId}
    />
  );
}
