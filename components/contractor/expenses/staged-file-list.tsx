"use client";

import { CircleCheck, FileText, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Select } from "@/components/ui/select";
import { formatBytes } from "@/lib/format/bytes";
import type { ExpenseFileType, StagedFile } from "./use-staged-files";

export const EXPENSE_FILE_LABELS: Record<ExpenseFileType, string> = { EXPENSE_RECEIPT: "Receipt", EXPENSE_INVOICE: "Invoice" };
const KIND_OPTIONS = Object.entries(EXPENSE_FILE_LABELS).map(([value, label]) => ({ value, label }));

interface StagedFileListProps {
  items: readonly StagedFile[];
  disabled: boolean;
  onRemove: (key: string) => void;
  onFileTypeChange: (key: string, fileType: ExpenseFileType) => void;
}

function Progress({ name, value }: { name: string; value: number }) {
  const percent = Math.round(value * 100);
  return <ProgressBar value={percent} max={100} label={`Uploading ${name}`} valueText={`${percent}%`} />;
}

/** The files of an expense: kind (receipt or invoice), upload progress, errors, remove. */
export function StagedFileList({ items, disabled, onRemove, onFileTypeChange }: StagedFileListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label="Files of this expense" className="flex flex-col gap-2">
      {items.map((item) => {
        const done = item.state === "existing" || item.uploaded !== null;
        const uploading = item.state === "new" && !item.uploaded && item.progress !== null;
        return (
          <li key={item.key} className="flex flex-col gap-1.5 rounded-md border px-2.5 py-2">
            <div className="flex items-center gap-2">
              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="min-w-0 flex-1 truncate text-sm" title={item.name}>
                {item.name}
                <span className="ml-2 text-xs text-muted-foreground">{formatBytes(item.size)}</span>
              </span>
              {done ? (
                <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                  {item.state === "new" ? <CircleCheck aria-hidden="true" className="size-3.5 text-primary" /> : null}
                  {EXPENSE_FILE_LABELS[item.fileType]}
                </span>
              ) : (
                <Select
                  aria-label={`Kind of ${item.name}`}
                  value={item.fileType}
                  disabled={disabled}
                  options={KIND_OPTIONS}
                  wrapperClassName="w-28"
                  onChange={(event) => onFileTypeChange(item.key, event.target.value as ExpenseFileType)}
                />
              )}
              <Button variant="ghost" size="icon-sm" aria-label={`Remove ${item.name}`} disabled={disabled} onClick={() => onRemove(item.key)}>
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
