"use client";

import { Download, Eye, FileText, RefreshCw } from "lucide-react";
import { useState } from "react";
import { toastActionError } from "@/components/contractor/workspace/action-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { fileDownloadUrl } from "@/hooks/use-files";
import { useGenerateInvoice } from "@/hooks/use-invoices";
import type { FileType, InvoiceKind } from "@/lib/domain/reference";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useFeatures } from "./features";

const FILE_TYPE: Readonly<Record<InvoiceKind, FileType>> = { TIMESHEET: "FEE_INVOICE", EXPENSES: "EXPENSE_INVOICE", BONUS: "BONUS_INVOICE" };
const WORD: Readonly<Record<InvoiceKind, string>> = { TIMESHEET: "fee", EXPENSES: "expense", BONUS: "bonus" };

/**
 * The component's invoice: generate (or regenerate when the records changed after it was made),
 * preview in a new tab and download. Hidden while invoicing is switched off.
 */
export function InvoicePanel({ timesheet, kind, editable }: { timesheet: TimesheetDetail; kind: InvoiceKind; editable: boolean }) {
  const features = useFeatures();
  const generate = useGenerateInvoice(timesheet.id);
  const [previewing, setPreviewing] = useState(false);
  if (!features.invoicing || (kind === "EXPENSES" && !features.expenses)) return null;
  const invoice = timesheet.files.find((file) => file.fileType === FILE_TYPE[kind]);
  const word = WORD[kind];

  async function run() {
    try {
      const made = await generate.mutateAsync(kind);
      toast({ title: `Invoice ${made.number} generated`, description: `Dated ${made.invoiceDateText}` });
    } catch (error) {
      toastActionError(`Could not generate the ${word} invoice`, error);
    }
  }

  async function preview(fileId: string) {
    // The file route always answers as an attachment; a blob URL lets the browser show the PDF in a tab.
    const opened = window.open("", "_blank");
    setPreviewing(true);
    try {
      const response = await fetch(fileDownloadUrl(fileId), { credentials: "same-origin" });
      if (!response.ok) throw new Error("Failed to download file");
      const url = URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: "application/pdf" }));
      if (opened) opened.location.href = url;
      else window.open(url, "_blank");
    } catch (error) {
      opened?.close();
      toastActionError("Could not open the preview", error);
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <section aria-label={`The ${word} invoice`} className="flex flex-wrap items-center gap-3 rounded-md border px-3 py-2">
      <FileText aria-hidden="true" className="size-4 text-muted-foreground" />
      <div className="min-w-0 flex-1 text-sm">
        {invoice ? (
          <p className="flex items-center gap-2">
            <span className="truncate font-medium">{invoice.originalName}</span>
            {invoice.outdated ? <Badge variant="outline">Outdated</Badge> : null}
          </p>
        ) : (
          <p className="text-muted-foreground">No {word} invoice yet.</p>
        )}
        {invoice?.outdated ? (
          <p className="text-xs text-muted-foreground">The records changed after this invoice was made; regenerate it.</p>
        ) : null}
      </div>
      {editable ? (
        <Button size="sm" variant={invoice?.outdated || !invoice ? "default" : "outline"} onClick={run} disabled={generate.isPending}>
          <RefreshCw aria-hidden="true" className={generate.isPending ? "animate-spin" : undefined} />
          {invoice ? "Regenerate invoice" : "Generate invoice"}
        </Button>
      ) : null}
      {invoice ? (
        <>
          <Button size="sm" variant="outline" onClick={() => preview(invoice.id)} disabled={previewing}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={fileDownloadUrl(invoice.id)} download={invoice.originalName}>
              <Download aria-hidden="true" />
              Download
            </a>
          </Button>
        </>
      ) : null}
    </section>
  );
}
