"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { API_KEY_AREAS, API_KEY_LEVELS, type ApiKeyArea, type ApiKeyLevel, type ApiKeyScopes } from "@/lib/domain/api-key-scopes";

/** The level chosen per area; "" is no access. */
export type ScopeChoice = Record<ApiKeyArea, ApiKeyLevel | "">;

export const NO_SCOPES: ScopeChoice = Object.fromEntries(API_KEY_AREAS.map((area) => [area, ""])) as ScopeChoice;

/** The scopes the API takes: only the areas given a level. */
export function scopesOf(choice: ScopeChoice): ApiKeyScopes {
  return Object.fromEntries(API_KEY_AREAS.flatMap((area) => (choice[area] ? [[area, choice[area]]] : [])));
}

/** One line per area of the application, each a choice of no access, read, or read and write. */
export function ScopeFields({ value, onChange, error, idPrefix }: { value: ScopeChoice; onChange: (next: ScopeChoice) => void; error?: string; idPrefix: string }) {
  const t = useTranslations("admin.apiKeys");
  const levels = [{ value: "", label: t("levels.none") }, ...API_KEY_LEVELS.map((level) => ({ value: level, label: t(`levels.${level}`) }))];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${idPrefix}-hint${error ? ` ${idPrefix}-error` : ""}`}>
      <legend className="text-sm font-medium">{t("form.scopesLegend")}</legend>
      <p id={`${idPrefix}-hint`} className="text-xs text-muted-foreground">
        {t("form.scopesHint")}
      </p>
      {API_KEY_AREAS.map((area) => (
        <div key={area} className="grid grid-cols-[1fr_12rem] items-center gap-3">
          <Label htmlFor={`${idPrefix}-${area}`}>{t(`areas.${area}`)}</Label>
          <Select
            id={`${idPrefix}-${area}`}
            options={levels}
            value={value[area]}
            onChange={(event) => onChange({ ...value, [area]: event.target.value as ApiKeyLevel | "" })}
          />
        </div>
      ))}
      {error ? (
        <p id={`${idPrefix}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The scopes in words, one area a line: "Timesheets and records: Read". */
export function ScopeList({ scopes }: { scopes: ApiKeyScopes }) {
  const t = useTranslations("admin.apiKeys");
  return (
    <span className="flex flex-col text-xs">
      {API_KEY_AREAS.flatMap((area) => {
        const level = scopes[area];
        return level ? [<span key={area}>{t("scopeSummary", { area: t(`areas.${area}`), level: t(`levels.${level}`) })}</span>] : [];
      })}
    </span>
  );
}
