"use client";

import { Banknote } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type RowSelectionState } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { referenceOptions, Select } from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast/use-toast";
import { useCreatePaymentRun, usePaymentRunCandidates } from "@/hooks/use-payment-runs";
import { useZodForm } from "@/hooks/use-zod-form";
import { ApiError } from "@/lib/api-client";
import { sumAmounts } from "@/lib/domain/money";
import { CURRENCIES } from "@/lib/domain/reference";
import type { ErrorIssue } from "@/lib/errors";
import { createPaymentRunBody, type CurrencyTotal, type PaymentRunInvoice } from "@/lib/schemas/payment-runs";
import { CurrencyTotals } from "./currency-totals";
import { RUN_INVOICE_COLUMNS } from "./run-invoice-columns";
import { useRefusalText } from "@/hooks/use-refusal-text";

export interface PayingEntity {
  id: string;
  name: string;
  iban: string | null;
}

/** Per currency, summed as decimals: what the chosen invoices pay. */
function totalsOf(invoices: readonly PaymentRunInvoice[]): CurrencyTotal[] {
  const byCurrency = new Map<string, PaymentRunInvoice[]>();
  for (const invoice of invoices) byCurrency.set(invoice.currency, [...(byCurrency.get(invoice.currency) ?? []), invoice]);
  return [...byCurrency.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, list]) => ({
      currency: list[0]!.currency,
      count: list.length,
      amount: sumAmounts(
        list.map((i) => i.amount),
        currency,
      ),
    }));
}

/**
 * Making a payment run: the entity it pays from, the approved and unpaid invoices billed to it
 * (narrowed by currency and month), the ones chosen and what they add up to per currency, and
 * the day the bank should pay. The server takes the invoices or names each one it cannot.
 */
export function NewPaymentRun({ entities, today }: { entities: readonly PayingEntity[]; today: string }) {
  const t = useTranslations("admin.payments.new");
  const refusalText = useRefusalText();
  const router = useRouter();
  const create = useCreatePaymentRun();
  const [currency, setCurrency] = useState("");
  const [period, setPeriod] = useState("");
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [refused, setRefused] = useState<ErrorIssue[]>([]);
  const form = useZodForm({
    schema: createPaymentRunBody,
    initial: { invoicingEntityId: entities.find((e) => e.iban)?.id ?? entities[0]?.id ?? "", executionDate: today },
    toInput: (values) => ({ ...values, invoiceIds: Object.keys(selection).filter((id) => selection[id]) }),
    others: ["invoiceIds"],
  });
  const entity = entities.find((e) => e.id === form.values.invoicingEntityId);
  const candidates = usePaymentRunCandidates({ invoicingEntityId: form.values.invoicingEntityId, currency: currency || undefined, period: period || undefined });
  const rows = useMemo(() => candidates.data?.data ?? [], [candidates.data]);
  const chosen = rows.filter((invoice) => selection[invoice.id]);
  const chosenTotals = totalsOf(chosen);

  const submit = form.handleSubmit(async (body) => {
    setRefused([]);
    try {
      const run = await create.mutateAsync(body);
      toast({ title: t("created"), description: t("createdDescription", { reference: run.reference }) });
      router.push(`/admin/payments/${run.id}`);
    } catch (error) {
      if (error instanceof ApiError) setRefused(error.issues.filter((issue) => issue.path.startsWith("invoiceIds.")));
      throw error;
    }
  });

  if (entities.length === 0) {
    return (
      <EmptyState
        icon={Banknote}
        title={t("noEntityTitle")}
        description={t("noEntityDescription")}
        action={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/settings">{t("openSettings")}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <div className="grid gap-3 sm:grid-cols-4">
        <FormField form={form} name="invoicingEntityId" label={t("payFrom")}>
          <Select
            // The form takes the value (FormField binds it); a new entity starts a new selection.
            onChange={() => setSelection({})}
            options={referenceOptions(entities)}
          />
        </FormField>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payment-run-currency">{t("currency")}</Label>
          <Select id="payment-run-currency" value={currency} onChange={(event) => setCurrency(event.target.value)} placeholder={t("allCurrencies")} options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="payment-run-period">{t("month")}</Label>
          <Input id="payment-run-period" type="month" value={period} onChange={(event) => setPeriod(event.target.value)} />
        </div>
        <FormField form={form} name="executionDate" label={t("executionDate")} hint={t("executionDateHint")}>
          <Input type="date" min={today} />
        </FormField>
      </div>

      {entity && !entity.iban ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          {t.rich("noIban", {
            entity: entity.name,
            link: (chunks) => (
              <Link href="/admin/settings" className="text-primary underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
      ) : null}

      {candidates.isPending && form.values.invoicingEntityId !== "" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {t("loading")}
        </p>
      ) : (
        <DataTable
          columns={RUN_INVOICE_COLUMNS}
          data={rows}
          caption={t("caption")}
          rowSelection={selection}
          onRowSelectionChange={setSelection}
          rowLabel={(invoice) => t("rowLabel", { number: invoice.number })}
          empty={
            <EmptyState
              title={t("emptyTitle")}
              description={t("emptyDescription")}
            />
          }
        />
      )}
      {candidates.data?.truncated ? (
        <p className="text-sm text-muted-foreground">{t("truncated", { count: rows.length })}</p>
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
        <div className="flex flex-col gap-1 text-sm" aria-live="polite">
          <span className="font-medium">{t("chosen", { chosen: chosen.length, total: rows.length })}</span>
          <CurrencyTotals totals={chosenTotals} empty={t("chooseInvoices")} />
          {form.errors.invoiceIds ? <span className="text-destructive">{form.errors.invoiceIds}</span> : null}
        </div>
        <Button type="submit" disabled={form.submitting || chosen.length === 0 || !entity?.iban}>
          {form.submitting ? <Spinner /> : null}
          {t("submit")}
        </Button>
      </div>
      {form.formError ? (
        <div role="alert" className="text-sm text-destructive">
          <p>{form.formError}</p>
          {refused.length > 1 ? (
            <ul className="list-disc pl-5">
              {refused.map((issue) => (
                <li key={issue.path}>{refusalText(issue.message)}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
