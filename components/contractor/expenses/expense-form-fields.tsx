"use client";

import { useId } from "react";
import { describedBy, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import type { ZodForm } from "@/hooks/use-zod-form";
import { CURRENCY_CODES, EXPENSE_CATEGORIES, currencyMinorUnits, currencyName, isCurrencyCode, type BillingPeriod, type Currency } from "@/lib/domain";
import { enumLabel } from "@/lib/format/labels";
import { formatMoney } from "@/lib/format/money";
import { EXPENSE_DETAILS_MAX, type upsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import type { ExpenseFormValues } from "./expense-form-values";

const CATEGORY_OPTIONS = EXPENSE_CATEGORIES.map((value) => ({ value, label: enumLabel(value) }));

export type ExpenseForm = ZodForm<ExpenseFormValues, typeof upsertExpenseRecordInput, "files">;

interface ExpenseFormFieldsProps {
  form: ExpenseForm;
  /** The amount in the settlement currency as the server will compute it; null while the schema refuses the amount or rate. */
  converted: string | null;
  period: BillingPeriod;
  settlement: Currency;
}

/** Date, category, details, amount, currency, exchange rate and the converted amount, as typed. */
export function ExpenseFormFields({ form, converted, period, settlement }: ExpenseFormFieldsProps) {
  const id = useId();
  const { values, errors, submitting: disabled } = form;
  const same = values.currency === settlement;

  function changeCurrency(typed: string) {
    // Typed by code ("jpy") or picked from the list by name: the code is what is kept.
    const code = typed.trim().toUpperCase();
    const currency = isCurrencyCode(code) ? code : typed;
    form.set("currency", currency);
    // The settlement currency converts at 1; leaving it, the rate has to be typed.
    if (currency === settlement) form.set("exchangeRate", "1");
    else if (same) form.set("exchangeRate", "");
  }
  const known = isCurrencyCode(values.currency);
  const currencyHint = known
    ? `${currencyName(values.currency) ?? values.currency}, ${currencyMinorUnits(values.currency)} decimals`
    : "Type a code or name, e.g. JPY or yen, and pick it from the list.";
  const currencyId = form.idFor("currency");
  const rateId = form.idFor("exchangeRate");

  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-3">
      <FormField form={form} name="date" label="Date">
        <Input type="date" min={period.firstDay()} max={period.lastDay()} disabled={disabled} />
      </FormField>
      <FormField form={form} name="category" label="Category">
        <Select placeholder="Choose a category" options={CATEGORY_OPTIONS} disabled={disabled} />
      </FormField>
      <FormField form={form} name="details" label="Details" className="col-span-2">
        <Textarea rows={2} limit={EXPENSE_DETAILS_MAX} disabled={disabled} placeholder="What was it for? e.g. Taxi from the airport to the site" />
      </FormField>
      <FormField form={form} name="amount" label="Amount paid">
        <Input inputMode="decimal" autoComplete="off" disabled={disabled} placeholder="0.00" />
      </FormField>
      <FormField id={currencyId} label="Currency" error={errors.currency} hint={currencyHint}>
        {/* The full currency table (about 160 codes): the browser's list filters by code and by name. */}
        <Input {...form.field("currency")} list={`${id}-currencies`} autoComplete="off" spellCheck={false} disabled={disabled}
          aria-describedby={describedBy(currencyId, { error: errors.currency, hint: true })}
          onChange={(event) => changeCurrency(event.target.value)} />
        <datalist id={`${id}-currencies`} data-testid="currency-options">
          {CURRENCY_CODES.map((entry) => (
            <option key={entry.code} value={entry.code} label={`${entry.name} (${entry.minorUnits} decimals)`} />
          ))}
        </datalist>
      </FormField>
      <FormField form={form} name="exchangeRate" label={`Exchange rate (${settlement} per 1 ${known ? values.currency : "unit"})`}
        hint={same ? "Paid in the settlement currency: no conversion." : undefined}>
        <Input inputMode="decimal" autoComplete="off" readOnly={same} disabled={disabled} placeholder="e.g. 1.0412" />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-converted-label`} className="text-sm font-medium leading-none">
          Amount in {settlement}
        </span>
        <output aria-labelledby={`${id}-converted-label`} htmlFor={`${form.idFor("amount")} ${rateId}`} aria-live="polite"
          className="flex h-8 items-center rounded-md bg-muted px-2.5 text-sm font-medium tabular-nums">
          {converted ? formatMoney(converted, settlement) : "—"}
        </output>
      </div>
    </div>
  );
}
