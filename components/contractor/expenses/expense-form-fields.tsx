"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CURRENCY_CODES, EXPENSE_CATEGORIES, currencyMinorUnits, currencyName, isCurrencyCode, type BillingPeriod, type Currency } from "@/lib/domain";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import type { ExpenseFormValues, FieldErrors } from "./expense-form-values";
import { describedBy, FormField } from "@/components/ui/field";

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({ value, label: enumLabel(value) }));

interface ExpenseFormFieldsProps {
  values: ExpenseFormValues;
  errors: FieldErrors;
  /** The amount in the settlement currency as the server will compute it; null while the schema refuses the amount or rate. */
  converted: string | null;
  period: BillingPeriod;
  settlement: Currency;
  disabled: boolean;
  onChange: (patch: Partial<ExpenseFormValues>) => void;
}

/** Date, category, details, amount, currency, exchange rate and the converted amount, as typed. */
export function ExpenseFormFields({ values, errors, converted, period, settlement, disabled, onChange }: ExpenseFormFieldsProps) {
  const id = useId();
  const same = values.currency === settlement;
  const invalid = (field: keyof FieldErrors) => (errors[field] ? true : undefined);

  function changeCurrency(typed: string) {
    // Typed by code ("jpy") or picked from the list by name: the code is what is kept.
    const code = typed.trim().toUpperCase();
    const currency = isCurrencyCode(code) ? code : typed;
    // The settlement currency converts at 1; leaving it, the rate has to be typed.
    if (currency === settlement) onChange({ currency, exchangeRate: "1" });
    else onChange({ currency, exchangeRate: same ? "" : values.exchangeRate });
  }
  const known = isCurrencyCode(values.currency);
  const currencyHint = known
    ? `${currencyName(values.currency) ?? values.currency}, ${currencyMinorUnits(values.currency)} decimals`
    : "Type a code or name, e.g. JPY or yen, and pick it from the list.";

  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-3">
      <FormField id={`${id}-date`} label="Date" error={errors.date}>
        <Input id={`${id}-date`} type="date" min={period.firstDay()} max={period.lastDay()} value={values.date} disabled={disabled}
          aria-invalid={invalid("date")} aria-describedby={describedBy(`${id}-date`, { error: errors.date })}
          onChange={(event) => onChange({ date: event.target.value })} />
      </FormField>
      <FormField id={`${id}-category`} label="Category" error={errors.category}>
        <Select id={`${id}-category`} value={values.category} placeholder="Choose a category" options={CATEGORY_OPTIONS} disabled={disabled}
          aria-invalid={invalid("category")} aria-describedby={describedBy(`${id}-category`, { error: errors.category })}
          onChange={(event) => onChange({ category: event.target.value as ExpenseFormValues["category"] })} />
      </FormField>
      <FormField id={`${id}-details`} label="Details" error={errors.details} className="col-span-2">
        <Textarea id={`${id}-details`} rows={2} maxLength={2000} value={values.details} disabled={disabled} placeholder="What was it for? e.g. Taxi from the airport to the site"
          aria-invalid={invalid("details")} aria-describedby={describedBy(`${id}-details`, { error: errors.details })}
          onChange={(event) => onChange({ details: event.target.value })} />
      </FormField>
      <FormField id={`${id}-amount`} label="Amount paid" error={errors.amount}>
        <Input id={`${id}-amount`} inputMode="decimal" autoComplete="off" value={values.amount} disabled={disabled} placeholder="0.00"
          aria-invalid={invalid("amount")} aria-describedby={describedBy(`${id}-amount`, { error: errors.amount })}
          onChange={(event) => onChange({ amount: event.target.value })} />
      </FormField>
      <FormField id={`${id}-currency`} label="Currency" error={errors.currency} hint={currencyHint}>
        {/* The full currency table (about 160 codes): the browser's list filters by code and by name. */}
        <Input id={`${id}-currency`} list={`${id}-currencies`} autoComplete="off" spellCheck={false} value={values.currency} disabled={disabled}
          aria-invalid={invalid("currency")} aria-describedby={describedBy(`${id}-currency`, { error: errors.currency, hint: true })}
          onChange={(event) => changeCurrency(event.target.value)} />
        <datalist id={`${id}-currencies`} data-testid="currency-options">
          {CURRENCY_CODES.map((entry) => (
            <option key={entry.code} value={entry.code} label={`${entry.name} (${entry.minorUnits} decimals)`} />
          ))}
        </datalist>
      </FormField>
      <FormField id={`${id}-rate`} label={`Exchange rate (${settlement} per 1 ${known ? values.currency : "unit"})`} error={errors.exchangeRate}
        hint={same ? "Paid in the settlement currency: no conversion." : undefined}>
        <Input id={`${id}-rate`} inputMode="decimal" autoComplete="off" value={values.exchangeRate} readOnly={same} disabled={disabled} placeholder="e.g. 1.0412"
          aria-invalid={invalid("exchangeRate")} aria-describedby={describedBy(`${id}-rate`, { error: errors.exchangeRate, hint: same })}
          onChange={(event) => onChange({ exchangeRate: event.target.value })} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-converted-label`} className="text-sm font-medium leading-none">
          Amount in {settlement}
        </span>
        <output aria-labelledby={`${id}-converted-label`} htmlFor={`${id}-amount ${id}-rate`} aria-live="polite"
          className="flex h-8 items-center rounded-md bg-muted px-2.5 text-sm font-medium tabular-nums">
          {converted ? formatMoney(converted, settlement) : "—"}
        </output>
      </div>
    </div>
  );
}
