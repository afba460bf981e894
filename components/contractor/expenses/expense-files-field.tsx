"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { FileDropZone } from "./file-drop-zone";
import { StagedFileList } from "./staged-file-list";
import type { useStagedFiles } from "./use-staged-files";

interface ExpenseFilesFieldProps {
  files: ReturnType<typeof useStagedFiles>;
  error?: string;
  disabled: boolean;
}

/** Receipts and invoices: the drop zone, the files with their kind and progress, and what was refused. */
export function ExpenseFilesField({ files, error, disabled }: ExpenseFilesFieldProps) {
  const t = useTranslations("contractor.expenses");
  const id = useId();
  const problems = [...files.rejected, ...(error ? [error] : [])];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium">{t("filesLegend")}</legend>
      <FileDropZone onFiles={files.add} disabled={disabled} describedBy={problems.length > 0 ? `${id}-problems` : undefined} />
      {problems.length > 0 ? (
        // The alert wraps the list: a role on the <ul> itself would take away its list semantics (axe: listitem).
        <div id={`${id}-problems`} role="alert" className="text-xs text-destructive">
          <ul className="flex flex-col gap-1">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.rejected.length > 0 ? (
        <Button type="button" size="sm" variant="outline" className="self-start" disabled={disabled} onClick={files.leaveOutRejected}>
          {t("dialog.leaveOut")}
        </Button>
      ) : null}
      <StagedFileList items={files.items} disabled={disabled} onRemove={files.remove} onFileTypeChange={files.setFileType} />
    </fieldset>
  );
}
