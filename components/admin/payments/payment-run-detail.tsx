"use client";

import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { FormDialog } from "@/components/ui/form-dialog";
import { DownloadLink } from "@/components/files/download-link";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { paymentRunFileUrl, useCancelPaymentRun, useConfirmPaymentRun } from "@/hooks/use-payment-runs";
import { useFormat } from "@/hooks/use-format";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { confirmPaymentRunBody, type PaymentRunDetail } from "@/lib/schemas/payment-runs";
import { CurrencyTotals } from "./currency-totals";
import { RUN_INVOICE_COLUMNS } from "./run-invoice-columns";
import { FactList } from "@/components/ui/fact-list";

/** "The bank has paid it": the day it executed (today unless changed), then every invoice is paid. */
function ConfirmRunDialog({ run, today }: { run: PaymentRunDetail; today: string }) {
  const t = useTranslations("admin.payments.detail");
  const confirm = useConfirmPaymentRun(run.id);
  const form = useZodForm({
    schema: confirmPaymentRunBody,
    initial: { executedOn: today },
    toInput: (values) => ({ ...values, version: run.version }),
  });
  const dialog = useFormDialog(form, () => ({ executedOn: today }), async (body) => {
    await confirm.mutateAsync(body);
    toast({ title: t("confirmed"), description: t("confirmedDescription", { count: run.invoices.length }) });
  });
  return (
    <FormDialog
      title={t("confirmTitle", { reference: run.reference })}
      description={t("confirmDescription")}
      trigger={<Button size="sm">{t("confirm")}</Button>}
      dialog={dialog}
      submitLabel={t("confirm")}
    >
      <FormField form={form} name="executedOn" label={t("executedOn")}>
        <Input type="date" max={today} />
      </FormField>
    </FormDialog>
  );
}

function CancelRunButton({ run }: { run: PaymentRunDetail }) {
  const t = useTranslations("admin.payments.detail");
  const cancel = useCancelPaymentRun(run.id);
  return (
    <ConfirmAction
      title={t("cancelTitle", { reference: run.reference })}
      actionLabel={t("cancelRun")}
      cancelLabel={t("keepIt")}
      description={t("cancelDescription")}
      run={() => cancel.mutateAsync({ version: run.version })}
      done={{ title: t("cancelled"), description: run.reference }}
      trigger={
        <Button size="sm" variant="outline">
          {t("cancelRun")}
        </Button>
      }
    />
  );
}

/** One run: what it pays from which account, its files, its invoices, and confirming or cancelling it. */
export function PaymentRunDetailView({ run, today, timeZone }: { run: PaymentRunDetail; today: string; timeZone: string }) {
  const t = useTranslations("admin.payments");
  const format = useFormat();
  const created = format.timestamp(run.createdAt, timeZone);
  const facts: [string, ReactNode][] = [
    [t("detail.status"), <StatusBadge key="s" status={run.status} label={t(`runStatus.${run.status}`)} size="md" />],
    [t("detail.paidFrom"), `${run.invoicingEntity.name}, ${run.debtorIban}${run.debtorBic ? ` (${run.debtorBic})` : ""}`],
    [t("detail.executionDate"), format.date(run.executionDate)],
    [t("detail.total"), <CurrencyTotals key="t" totals={run.totals} />],
    [t("detail.created"), run.createdBy ? t("detail.createdBy", { created, name: run.createdBy }) : created],
  ];
  if (run.executedOn) facts.push([t("detail.executedOn"), format.date(run.executedOn)]);
  if (run.cancelledAt) facts.push([t("detail.cancelledAt"), format.timestamp(run.cancelledAt, timeZone)]);
  return (
    <div className="flex flex-col gap-5">
      <FactList facts={facts} termWidth="9rem" />
      <div className="flex flex-wrap items-center gap-2">
        {run.sepaCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <DownloadLink href={paymentRunFileUrl(run.id, "sepa")} fileName={`${run.reference}.xml`}>
              <Download aria-hidden="true" />
              {t("detail.sepaFile", { count: run.sepaCount })}
            </DownloadLink>
          </Button>
        ) : null}
        {run.outsideCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <DownloadLink href={paymentRunFileUrl(run.id, "outside")} fileName={`${run.reference}-outside-sepa.csv`}>
              <Download aria-hidden="true" />
              {t("detail.outsideFile", { count: run.outsideCount })}
            </DownloadLink>
          </Button>
        ) : null}
        {run.status === "CREATED" ? (
          <span className="ml-auto flex gap-2">
            <CancelRunButton run={run} />
            <ConfirmRunDialog run={run} today={today} />
          </span>
        ) : null}
      </div>
      {run.outsideCount > 0 && run.status === "CREATED" ? (
        <p className="text-sm text-muted-foreground">{t("detail.outsideHint")}</p>
      ) : null}
      <DataTable columns={RUN_INVOICE_COLUMNS} data={run.invoices} caption={t("detail.caption", { reference: run.reference })} />
    </div>
  );
}
