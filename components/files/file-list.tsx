"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { EmptyState } from "@/components/ui/empty-state";
import { isFileKind } from "./file-preview";
import { FilePreviewDialog, type PreviewFile } from "./file-preview-dialog";

export interface ListedFile extends PreviewFile {
  fileType: string;
  outdated: boolean;
}

export interface FileListProps {
  files: readonly ListedFile[];
  /** The URL the bytes of one file are read from. */
  urlFor: (file: ListedFile) => string;
  credentials?: RequestCredentials;
  label: string;
  emptyText: string;
}

/** Receipts and invoices, each opening in a preview. */
export function FileList({ files, urlFor, credentials, label, emptyText }: FileListProps) {
  const t = useTranslations("timesheet.files");
  if (files.length === 0) return <EmptyState title={t("none")} description={emptyText} className="py-6" />;
  return (
    <ul aria-label={label} className="flex flex-col divide-y rounded-md border">
      {files.map((file) => (
        <li key={file.id} className="flex items-center gap-3 px-3 py-1.5 text-sm">
          <span className="w-32 shrink-0 text-xs text-muted-foreground">{isFileKind(file.fileType) ? t(`kinds.${file.fileType}`) : file.fileType}</span>
          <FilePreviewDialog file={file} url={urlFor(file)} credentials={credentials} />
          {file.outdated ? <Badge variant="outline">{t("outdated")}</Badge> : null}
        </li>
      ))}
    </ul>
  );
}
