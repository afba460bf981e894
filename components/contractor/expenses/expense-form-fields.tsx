"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { describedBy, FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/hooks/use-format";
import type { ZodForm } from "@/hooks/use-zod-form";
import { CURRENCY_CODES, EXPENSE_CATEGORIES, currencyMinorUnits, currencyName, isCurrencyCode, type BillingPeriod, type Currency } from "@/lib/domain";
import { EXPENSE_DETAILS_MAX, type upsertExpenseRecordInput } from "@/lib/schemas/expense-records";
import type { ExpenseFormValues } from "./expense-form-values";


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
  const t = useTranslations("contractor.expenses.fields");
  const enums = useTranslations("enums");
  const format = useFormat();
  const categoryOptions = EXPENSE_CATEGORIES.map((value) => ({ value, label: enums(`expenseCategory.${value}`) }));
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
    ? t("currencyHint", { name: currencyName(values.currency) ?? values.currency, digits: currencyMinorUnits(values.currency) })
    : t("currencyHelp");
  const currencyId = form.idFor("currency");
  const rateId = form.idFor("exchangeRate");

  return (
    <div className="grid grid-cols-2 gap-x-4 gap-y-3">
      <FormField form={form} name="date" label={t("date")}>
        <Input type="date" min={period.firstDay()} max={period.lastDay()} disabled={disabled} />
      </FormField>
      <FormField form={form} name="category" label={t("category")}>
        <Select placeholder={t("choose")} options={categoryOptions} disabled={disabled} />
      </FormField>
      <FormField form={form} name="details" label={t("details")} className="col-span-2">
        <Textarea rows={2} limit={EXPENSE_DETAILS_MAX} disabled={disabled} placeholder={t("detailsPlaceholder")} />
      </FormField>
      <FormField form={form} name="amount" label={t("amount")}>
        <Input inputMode="decimal" autoComplete="off" disabled={disabled} placeholder={format.number("0.00")} />
      </FormField>
      <FormField id={currencyId} label={t("currency")} error={errors.currency} hint={currencyHint}>
        {/* The full currency table (about 160 codes): the browser's list filters by code and by name. */}
        <Input {...form.field("currency")} list={`${id}-currencies`} autoComplete="off" spellCheck={false} disabled={disabled}
          aria-describedby={describedBy(currencyId, { error: errors.currency, hint: true })}
          onChange={(event) => changeCurrency(event.target.value)} />
        <datalist id={`${id}-currencies`} data-testid="currency-options">
          {CURRENCY_CODES.map((entry) => (
            <option key={entry.code} value={entry.code} label={t("currencyOption", { name: entry.name, digits: entry.minorUnits })} />
          ))}
        </datalist>
      </FormField>
      <FormField form={form} name="exchangeRate" label={known ? t("rate", { settlement, currency: values.currency }) : t("rateUnit", { settlement })}
        hint={same ? t("rateSame") : undefined}>
        <Input inputMode="decimal" autoComplete="off" readOnly={same} disabled={disabled} placeholder={t("ratePlaceholder", { example: format.number("1.0412") })} />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <span id={`${id}-converted-label`} className="text-sm font-medium leading-none">
          {t("converted", { currency: settlement })}
        </span>
        <output aria-labelledby={`${id}-converted-label`} htmlFor={`${form.idFor("amount")} ${rateId}`} aria-live="polite"
          className="flex h-8 items-center rounded-md bg-muted px-2.5 text-sm font-medium tabular-nums">
          {converted ? format.money(converted, settlement) : "—"}
        </output>
      </div>
    </div>
  );
}
