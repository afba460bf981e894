"use client";

import { Download } from "lucide-react";
import { FormDialog } from "@/components/admin/form-dialog";
import { showRefusal } from "@/components/admin/refusal-toast";
import { DownloadLink } from "@/components/files/download-link";
import { StatusBadge } from "@/components/status/status-badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable } from "@/components/ui/data-table";
import { FormField } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast/use-toast";
import { paymentRunFileUrl, useCancelPaymentRun, useConfirmPaymentRun } from "@/hooks/use-payment-runs";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatDate, formatTimestamp } from "@/lib/format/date";
import { confirmPaymentRunBody, type PaymentRunDetail } from "@/lib/schemas/payment-runs";
import { CurrencyTotals } from "./currency-totals";
import { RUN_STATUS_LABEL } from "./payment-labels";
import { RUN_INVOICE_COLUMNS } from "./run-invoice-columns";
import { FactList } from "@/components/ui/fact-list";

/** "The bank has paid it": the day it executed (today unless changed), then every invoice is paid. */
function ConfirmRunDialog({ run, today }: { run: PaymentRunDetail; today: string }) {
  const confirm = useConfirmPaymentRun(run.id);
  const form = useZodForm({
    schema: confirmPaymentRunBody,
    initial: { executedOn: today },
    toInput: (values) => ({ ...values, version: run.version }),
  });
  const dialog = useFormDialog(form, () => ({ executedOn: today }));
  const submit = form.handleSubmit(async (body) => {
    await confirm.mutateAsync(body);
    dialog.close();
    toast({ title: "Payment run confirmed", description: `${run.invoices.length} invoices are paid; the contractors are told.` });
  });
  return (
    <FormDialog
      title={`Confirm ${run.reference}`}
      description="Confirm once your bank has executed the run: its invoices become paid on that day and each contractor gets an e-mail. This cannot be undone."
      trigger={<Button size="sm">Confirm executed</Button>}
      dialog={dialog}
      form={form}
      onSubmit={submit}
      submitLabel="Confirm executed"
    >
      <FormField form={form} name="executedOn" label="Executed on">
        <Input type="date" max={today} />
      </FormField>
    </FormDialog>
  );
}

function CancelRunButton({ run }: { run: PaymentRunDetail }) {
  const cancel = useCancelPaymentRun(run.id);
  return (
    <ConfirmDialog
      subject={`the payment run ${run.reference}`}
      actionLabel="Cancel run"
      cancelLabel="Keep it"
      description="Its invoices return to the list of invoices to pay. Do not cancel a run your bank has executed: confirm it instead."
      onConfirm={async () => {
        await cancel.mutateAsync({ version: run.version }).catch(showRefusal);
        toast({ title: "Payment run cancelled", description: run.reference });
      }}
      trigger={
        <Button size="sm" variant="outline">
          Cancel run
        </Button>
      }
    />
  );
}

/** One run: what it pays from which account, its files, its invoices, and confirming or cancelling it. */
export function PaymentRunDetailView({ run, today, timeZone }: { run: PaymentRunDetail; today: string; timeZone: string }) {
  const facts: [string, React.ReactNode][] = [
    ["Status", <StatusBadge key="s" status={run.status} label={RUN_STATUS_LABEL[run.status]} size="md" />],
    ["Paid from", `${run.invoicingEntity.name}, ${run.debtorIban}${run.debtorBic ? ` (${run.debtorBic})` : ""}`],
    ["Execution date", formatDate(run.executionDate)],
    ["Total", <CurrencyTotals key="t" totals={run.totals} />],
    ["Created", `${formatTimestamp(run.createdAt, timeZone)}${run.createdBy ? ` by ${run.createdBy}` : ""}`],
  ];
  if (run.executedOn) facts.push(["Executed on", formatDate(run.executedOn)]);
  if (run.cancelledAt) facts.push(["Cancelled", formatTimestamp(run.cancelledAt, timeZone)]);
  return (
    <div className="flex flex-col gap-5">
      <FactList facts={facts} termWidth="9rem" />
      <div className="flex flex-wrap items-center gap-2">
        {run.sepaCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <DownloadLink href={paymentRunFileUrl(run.id, "sepa")} fileName={`${run.reference}.xml`}>
              <Download aria-hidden="true" />
              SEPA file ({run.sepaCount} {run.sepaCount === 1 ? "transfer" : "transfers"})
            </DownloadLink>
          </Button>
        ) : null}
        {run.outsideCount > 0 ? (
          <Button asChild size="sm" variant="outline">
            <DownloadLink href={paymentRunFileUrl(run.id, "outside")} fileName={`${run.reference}-outside-sepa.csv`}>
              <Download aria-hidden="true" />
              Pay outside SEPA ({run.outsideCount}, CSV)
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
        <p className="text-sm text-muted-foreground">
          The SEPA file pays invoices in euro to accounts in the SEPA area. Pay the others by hand from the CSV before you confirm the run.
        </p>
      ) : null}
      <DataTable columns={RUN_INVOICE_COLUMNS} data={run.invoices} getRowId={(invoice) => invoice.id} caption={`Invoices of ${run.reference}`} />
    </div>
  );
}
