"use client";

import { useTranslations } from "next-intl";
import { CheckboxGroup } from "@/components/ui/checkbox";
import { WEEKDAYS } from "@/lib/domain/reference";

/** Seven toggles in calendar order (the week starts on Sunday); the value keeps that order. */
export function WorkingDaysPicker({ value, onChange, error, errorId }: { value: readonly string[]; onChange: (days: string[]) => void; error?: string; errorId: string }) {
  const t = useTranslations("admin.contractors.workingDays");
  const enums = useTranslations("enums");
  return (
    <CheckboxGroup
      legend={t("legend")}
      look="chips"
      options={WEEKDAYS}
      value={value}
      onChange={onChange}
      labelOf={(day) => ({ shown: enums(`weekdayShort.${day}`), name: enums(`weekday.${day}`) })}
      error={error}
      errorId={errorId}
    />
  );
}
