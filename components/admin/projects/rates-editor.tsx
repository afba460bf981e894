"use client";

import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";

export type RateDraft = { frequency: string; amount: string; currency: string };

const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

export interface RatesEditorProps {
  value: readonly RateDraft[];
  onChange: (rates: RateDraft[]) => void;
  error?: string;
  errorId: string;
}

/** One row per frequency: what an hour, a day or a month is paid in this period. */
export function RatesEditor({ value: rates, onChange, error, errorId }: RatesEditorProps) {
  const t = useTranslations("admin.projects.rates");
  const enums = useTranslations("enums");
  const frequencyOptions = RATE_FREQUENCIES.map((value) => ({ value, label: enums(`rateFrequency.${value}`) }));
  const change = (index: number, patch: Partial<RateDraft>) => onChange(rates.map((rate, i) => (i === index ? { ...rate, ...patch } : rate)));
  const unused = RATE_FREQUENCIES.find((frequency) => !rates.some((rate) => rate.frequency === frequency));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t("legend")}</legend>
      {rates.map((rate, index) => {
        const n = index + 1;
        return (
          <div key={index} className="grid grid-cols-[8rem_1fr_6rem_auto] items-center gap-2">
            <Select aria-label={t("frequencyOf", { n })} value={rate.frequency} options={frequencyOptions} onChange={(e) => change(index, { frequency: e.target.value })} />
            <Input
              aria-label={t("amountOf", { n })}
              inputMode="decimal"
              placeholder={t("amountPlaceholder")}
              value={rate.amount}
              aria-invalid={error ? true : undefined}
              onChange={(e) => change(index, { amount: e.target.value })}
            />
            <Select aria-label={t("currencyOf", { n })} value={rate.currency} options={CURRENCY_OPTIONS} onChange={(e) => change(index, { currency: e.target.value })} />
            <Button variant="ghost" size="icon-sm" aria-label={t("removeRate", { n })} disabled={rates.length === 1} onClick={() => onChange(rates.filter((_, i) => i !== index))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      {unused ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          onClick={() => onChange([...rates, { frequency: unused, amount: "", currency: rates[0]?.currency ?? "EUR" }])}
        >
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
