"use client";

import { CircleCheck, FileText, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Select } from "@/components/ui/select";
import { useFormat } from "@/hooks/use-format";
import { localBytes } from "./use-file-checks";
import type { ExpenseFileType, StagedFile } from "./use-staged-files";

const KINDS: readonly ExpenseFileType[] = ["EXPENSE_RECEIPT", "EXPENSE_INVOICE"];

interface StagedFileListProps {
  items: readonly StagedFile[];
  disabled: boolean;
  onRemove: (key: string) => void;
  onFileTypeChange: (key: string, fileType: ExpenseFileType) => void;
}

function Progress({ name, value }: { name: string; value: number }) {
  const t = useTranslations("contractor.expenses");
  const percent = Math.round(value * 100);
  return <ProgressBar value={percent} max={100} label={t("uploadingFile", { name })} valueText={`${percent}%`} />;
}

/** The files of an expense: kind (receipt or invoice), upload progress, errors, remove. */
export function StagedFileList({ items, disabled, onRemove, onFileTypeChange }: StagedFileListProps) {
  const t = useTranslations("contractor.expenses");
  const format = useFormat();
  if (items.length === 0) return null;
  const kindOptions = KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }));
  return (
    <ul aria-label={t("filesOfExpense")} className="flex flex-col gap-2">
      {items.map((item) => {
        const done = item.state === "existing" || item.uploaded !== null;
        const uploading = item.state === "new" && !item.uploaded && item.progress !== null;
        return (
          <li key={item.key} className="flex flex-col gap-1.5 rounded-md border px-2.5 py-2">
            <div className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate text-sm" title={item.name}>
                {item.name}
                <span className="ml-2 text-xs text-muted-foreground">{localBytes(format, item.size)}</span>
              </span>
              {done ? (
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  {item.state === "new" ? <CircleCheck aria-hidden="true" className="size-3.5 text-primary" /> : null}
                  {t(`kinds.${item.fileType}`)}
                </span>
              ) : (
                <Select
                  aria-label={t("kindOf", { name: item.name })}
                  value={item.fileType}
                  disabled={disabled}
                  options={kindOptions}
                  wrapperClassName="w-28"
                  onChange={(event) => onFileTypeChange(item.key, event.target.value as ExpenseFileType)}
                />
              )}
              <Button variant="ghost" size="icon-sm" aria-label={t("remove", { name: item.name })} disabled={disabled} onClick={() => onRemove(item.key)}>
                <X aria-hidden="true" />
              </Button>
            </div>
            {uploading ? <Progress name={item.name} value={item.progress ?? 0} /> : null}
            {item.state === "new" && item.error ? (
              <p role="alert" className="text-xs text-destructive">
                {item.error}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
