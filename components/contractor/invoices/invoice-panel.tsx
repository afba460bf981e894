"use client";

import { BadgeCheck, Download, Eye, FileCode, FileText, RefreshCw, Upload } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import { UploadFeedback } from "@/components/contractor/files/upload-feedback";
import { fetchDownload } from "@/components/files/download-file";
import { useDownloadWords } from "@/components/files/use-download-words";
import { DownloadLink } from "@/components/files/download-link";
import { useSingleFileUpload } from "@/components/contractor/files/use-single-file-upload";
import { useToastActionError } from "@/components/timesheet/action-error";
import { StatusBadge } from "@/components/status/status-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { fileDownloadUrl } from "@/hooks/use-files";
import { useFormat } from "@/hooks/use-format";
import { eInvoiceXmlUrl, useEInvoiceStatus, useGenerateInvoice } from "@/hooks/use-invoices";
import { ApiError } from "@/lib/api-client";
import type { FileType, InvoiceKind } from "@/lib/domain/reference";
import type { EInvoiceStatus } from "@/lib/schemas/e-invoices";
import { BILLING_DETAILS_HREF } from "@/lib/navigation/menu";
import { BILLING_DETAILS_MISSING } from "@/lib/schemas/invoices";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useFeatures } from "@/components/providers/features";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { answeredRefusal } from "@/lib/errors";

const FILE_TYPE: Readonly<Record<InvoiceKind, FileType>> = { TIMESHEET: "FEE_INVOICE", EXPENSES: "EXPENSE_INVOICE", BONUS: "BONUS_INVOICE" };

/** The newest invoice file of the component: an upload after a generated invoice (or the reverse) is the one that counts. */
function latestInvoice(timesheet: TimesheetDetail, kind: InvoiceKind) {
  return timesheet.files.filter((file) => file.fileType === FILE_TYPE[kind]).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * "Upload your own invoice": a PDF chosen with the keyboard or the pointer is stored as the
 * component's invoice file, which prepare accepts like a generated one. Refusals show under it.
 */
function OwnInvoiceUpload({ timesheetId, kind }: { timesheetId: string; kind: InvoiceKind }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const t = useTranslations("contractor.invoices");
  const { onFiles, progress, problem, cancel } = useSingleFileUpload(timesheetId, FILE_TYPE[kind], { pdfOnly: true });
  const label = t("uploadOwn");
  return (
    <div className="flex basis-full flex-col gap-1 sm:basis-auto">
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={progress !== null} aria-describedby={problem ? `${id}-problem` : undefined}>
        <Upload aria-hidden="true" />
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,application/pdf"
        aria-label={t("uploadOwnPdf")}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so choosing the same file again still reports it.
          event.target.value = "";
          void onFiles(files);
        }}
      />
      <UploadFeedback progress={progress} problem={problem} cancel={cancel} problemId={`${id}-problem`} />
    </div>
  );
}

/**
 * Whether the component's invoice is an EN 16931 e-invoice (Factur-X PDF with its XML, and the
 * XRechnung XML to download), and what the data lacks for the next one, in the norm's fields.
 */
type Problem = NonNullable<EInvoiceStatus["next"]>["problems"][number];

/** What stands between the person and a file, each line in their language, with the way to billing details where that is the place. */
function ProblemList({ problems, intro, className, testId }: { problems: Problem[]; intro: string; className: string; testId?: string }) {
  const t = useTranslations("contractor.invoices");
  const refusalText = useRefusalText();
  return (
    <div role="status" className={className} data-testid={testId}>
      <p>{intro}</p>
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={`${problem.path}-${problem.message}`}>{refusalText({ message: problem.message, refusal: answeredRefusal(problem) })}</li>
        ))}
      </ul>
      {problems.some((problem) => problem.path.startsWith("billingDetails")) ? (
        <Link href={BILLING_DETAILS_HREF} className="font-medium underline underline-offset-4">
          {t("goToBillingDetails")}
        </Link>
      ) : null}
    </div>
  );
}

function EInvoiceState({ timesheetId, kind, fileId, status }: { timesheetId: string; kind: InvoiceKind; fileId: string | null; status: EInvoiceStatus | undefined }) {
  const t = useTranslations("contractor.invoices");
  const format = useFormat();
  if (!status) return null;
  const current = status.current && status.current.fileId === fileId ? status.current : null;
  const problems = status.next?.problems ?? [];
  const xrechnungMissing = status.next?.xrechnungMissing ?? [];
  const noVat = status.next?.noVat ?? null;
  return (
    <div className="flex basis-full flex-col gap-1 text-sm">
      {current && current.paymentStatus !== "ISSUED" ? (
        <p className="flex items-center gap-2" data-testid={`invoice-payment-${kind}`}>
          <StatusBadge
            status={current.paymentStatus}
            label={current.paymentStatus === "PAID" && current.paidOn ? t("paidOn", { date: format.invoiceDate(current.paidOn) }) : t("inPaymentRun")}
            size="md"
          />
          <span className="text-muted-foreground">
            {current.paymentStatus === "PAID" ? t("paid", { number: current.number }) : t("beingPaid", { number: current.number })}
          </span>
        </p>
      ) : null}
      {current ? (
        <p className="flex flex-wrap items-center gap-2">
          <Badge variant="outline" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {t("eInvoice")}
          </Badge>
          <span className="text-muted-foreground">
            {t("facturX", { vat: t(`vatCategories.${current.vatCategory}`) })}
          </span>
          {current.xmlFileName ? (
            <Button asChild size="sm" variant="outline">
              <DownloadLink href={eInvoiceXmlUrl(timesheetId, kind)} fileName={current.xmlFileName}>
                <FileCode aria-hidden="true" />
                {t("downloadXml")}
              </DownloadLink>
            </Button>
          ) : (
            <span className="text-muted-foreground">{t("noXrechnung")}</span>
          )}
        </p>
      ) : fileId ? (
        <p className="text-muted-foreground">{t("notEInvoice")}</p>
      ) : null}
      {noVat ? (
        <p className="text-muted-foreground" data-testid={`no-vat-${kind}`}>
          {t(`noVat.${noVat.reason}`, { key: noVat.taxRateKey ?? "invoices.taxRate" })}
        </p>
      ) : null}
      {problems.length === 0 && xrechnungMissing.length > 0 ? (
        <ProblemList problems={xrechnungMissing} intro={t("xrechnungBefore")} className="text-muted-foreground" testId={`xrechnung-missing-${kind}`} />
      ) : null}
      {problems.length > 0 ? <ProblemList problems={problems} intro={t("before")} className="text-destructive" /> : null}
    </div>
  );
}

/**
 * The component's invoice: generate (or regenerate when the records changed after it was made),
 * or upload one's own, preview in a new tab and download. Hidden while invoicing is switched off.
 */
export function InvoicePanel({ timesheet, kind, editable }: { timesheet: TimesheetDetail; kind: InvoiceKind; editable: boolean }) {
  const t = useTranslations("contractor.invoices");
  const format = useFormat();
  const toastActionError = useToastActionError();
  const downloads = useDownloadWords();
  const features = useFeatures();
  const refusalText = useRefusalText();
  const generate = useGenerateInvoice(timesheet.id);
  const eInvoices = useEInvoiceStatus(timesheet.id, features.invoicing);
  const [previewing, setPreviewing] = useState(false);
  // The one refusal the contractor fixes elsewhere: it stays on the panel with the way there.
  const [needsBillingDetails, setNeedsBillingDetails] = useState(false);
  if (!features.invoicing || (kind === "EXPENSES" && !features.expenses)) return null;
  const invoice = latestInvoice(timesheet, kind);

  async function run() {
    setNeedsBillingDetails(false);
    try {
      const made = await generate.mutateAsync(kind);
      toast({ title: t("generated", { number: made.number }), description: t("dated", { date: format.invoiceDate(made.invoiceDate) }) });
    } catch (error) {
      if (error instanceof ApiError && error.refusal?.key === BILLING_DETAILS_MISSING.key) setNeedsBillingDetails(true);
      else toastActionError(t("generateFailed", { kind }), error);
    }
  }

  async function preview(fileId: string) {
    // The file route always answers as an attachment; a blob URL lets the browser show the PDF in a tab.
    const opened = window.open("", "_blank");
    setPreviewing(true);
    try {
      const { blob } = await fetchDownload(fileDownloadUrl(fileId), { offline: downloads.downloadOffline });
      const url = URL.createObjectURL(new Blob([blob], { type: "application/pdf" }));
      if (opened) opened.location.href = url;
      else window.open(url, "_blank");
    } catch (error) {
      opened?.close();
      toast({ variant: "destructive", title: downloads.failed, description: downloads.failureText(error) });
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <section aria-label={t("region", { kind })} className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2">
      <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        {invoice ? (
          <p className="flex items-center gap-2">
            <span className="truncate font-medium">{invoice.originalName}</span>
            {invoice.outdated ? <Badge variant="outline">{t("outdated")}</Badge> : null}
          </p>
        ) : (
          <p className="text-muted-foreground">{t("none", { kind })}</p>
        )}
        {invoice?.outdated ? (
          <p className="text-xs text-muted-foreground">{t("outdatedHint")}</p>
        ) : null}
      </div>
      {editable ? (
        <Button size="sm" variant={invoice?.outdated || !invoice ? "default" : "outline"} onClick={run} disabled={generate.isPending}>
          <RefreshCw aria-hidden="true" className={generate.isPending ? "animate-spin" : undefined} />
          {invoice ? t("regenerate") : t("generate")}
        </Button>
      ) : null}
      {/* The Bonus tab lists and uploads bonus invoices itself (BonusInvoiceUpload). */}
      {editable && kind !== "BONUS" ? <OwnInvoiceUpload timesheetId={timesheet.id} kind={kind} /> : null}
      {invoice ? (
        <>
          <Button size="sm" variant="outline" onClick={() => preview(invoice.id)} disabled={previewing}>
            <Eye aria-hidden="true" />
            {t("preview")}
          </Button>
          <Button asChild size="sm" variant="outline">
            <DownloadLink href={fileDownloadUrl(invoice.id)} fileName={invoice.originalName}>
              <Download aria-hidden="true" />
              {t("download")}
            </DownloadLink>
          </Button>
        </>
      ) : null}
      <EInvoiceState timesheetId={timesheet.id} kind={kind} fileId={invoice?.id ?? null} status={eInvoices.data?.find((status) => status.kind === kind)} />
      {needsBillingDetails ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {refusalText(BILLING_DETAILS_MISSING)}{" "}
          <Link href={BILLING_DETAILS_HREF} className="font-medium underline underline-offset-4">
            {t("goToBillingDetails")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
