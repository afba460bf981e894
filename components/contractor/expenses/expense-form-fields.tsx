"use client";

import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { CURRENCIES, EXPENSE_CATEGORIES, type BillingPeriod, type Currency } from "@/lib/domain";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { convertedAmount, type ExpenseFormValues, type FieldErrors } from "./expense-form-values";
import { describedBy, FormField } from "@/components/ui/field";

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({ value, label: enumLabel(value) }));
const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: value }));

interface ExpenseFormFieldsProps {
  values: ExpenseFormValues;
  errors: FieldErrors;
  period: BillingPeriod;
  settlement: Currency;
  disabled: boolean;
  onChange: (patch: Partial<ExpenseFormValues>) => void;
}

/** Date, category, details, amount, currency, exchange rate and the converted amount, as typed. */
export function ExpenseFormFields({ values, errors, period, settlement, disabled, onChange }: ExpenseFormFieldsProps) {
  const id = useId();
  const same = values.currency === settlement;
  const converted = convertedAmount(values, settlement);
  const invalid = (field: keyof FieldErrors) => (errors[field] ? true : undefined);

  function changeCurrency(currency: Currency) {
    // The settlement currency converts at 1; leaving it, the rate has to be typed.
    if (currency === settlement) onChange({ currency, exchangeRate: "1" });
    else onChange({ currency, exchangeRate: same ? "" : values.exchangeRate });
  }

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
      <FormField id={`${id}-currency`} label="Currency" error={errors.currency}>
        <Select id={`${id}-currency`} value={values.currency} options={CURRENCY_OPTIONS} disabled={disabled}
          aria-invalid={invalid("currency")} aria-describedby={describedBy(`${id}-currency`, { error: errors.currency })}
          onChange={(event) => changeCurrency(event.target.value as Currency)} />
      </FormField>
      <FormField id={`${id}-rate`} label={`Exchange rate (${settlement} per 1 ${values.currency})`} error={errors.exchangeRate}
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
