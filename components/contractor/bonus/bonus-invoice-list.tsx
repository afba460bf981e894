"use client";

import { Download, FileText, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { DownloadLink } from "@/components/files/download-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { fileDownloadUrl, useDeleteFiles } from "@/hooks/use-files";
import { useFormat } from "@/hooks/use-format";
import type { TimesheetFile } from "@/lib/schemas/timesheets";
import { useTimeZone } from "@/components/contractor/comments/use-time-zone";
import { localBytes } from "@/components/contractor/expenses/use-file-checks";

interface BonusInvoiceListProps {
  timesheetId: string;
  files: readonly TimesheetFile[];
  editable: boolean;
}

/** The bonus invoices: download each, delete (after confirming) while the bonus can change. */
export function BonusInvoiceList({ timesheetId, files, editable }: BonusInvoiceListProps) {
  const t = useTranslations("contractor.bonus");
  const format = useFormat();
  const remove = useDeleteFiles(timesheetId);
  const timeZone = useTimeZone();

  async function deleteFile(file: TimesheetFile) {
    try {
      await remove.mutateAsync([file.id]);
      toast({ title: t("deleted"), description: file.originalName });
    } catch (error) {
      toast({ title: t("error"), description: (error as Error).message, variant: "destructive" });
      throw error;
    }
  }

  if (files.length === 0) return <p className="text-sm text-muted-foreground">{t("none")}</p>;
  return (
    <ul aria-label={t("list")} className="flex flex-col divide-y rounded-md border">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 px-3 py-2">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1">
            <p className="flex items-center gap-2 truncate text-sm font-medium">
              <span className="truncate">{file.originalName}</span>
              {file.outdated ? <Badge variant="outline">{t("outdated")}</Badge> : null}
            </p>
            <p className="text-xs text-muted-foreground">
              {t(file.outdated ? "uploadedOutdated" : "uploaded", { size: localBytes(format, file.size), moment: format.timestamp(file.createdAt, timeZone) })}
            </p>
          </div>
          <Button asChild variant="ghost" size="icon-sm">
            <DownloadLink href={fileDownloadUrl(file.id)} fileName={file.originalName} aria-label={t("download", { name: file.originalName })}>
              <Download aria-hidden="true" />
            </DownloadLink>
          </Button>
          {editable ? (
            <ConfirmDialog
              subject={t("subject", { name: file.originalName })}
              onConfirm={() => deleteFile(file)}
              trigger={
                <Button variant="ghost" size="icon-sm" aria-label={t("delete", { name: file.originalName })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              }
            />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
