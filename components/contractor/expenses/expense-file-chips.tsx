import { FileText, Receipt } from "lucide-react";
import { DownloadLink } from "@/components/files/download-link";
import { fileDownloadUrl } from "@/hooks/use-files";
import { cn } from "@/lib/cn";
import type { TimesheetFile } from "@/lib/schemas/timesheets";

const KIND: Record<string, { label: string; icon: typeof Receipt }> = {
  EXPENSE_RECEIPT: { label: "Receipt", icon: Receipt },
  EXPENSE_INVOICE: { label: "Invoice", icon: FileText },
};

/** An expense's files as chips; each downloads the stored file. */
export function ExpenseFileChips({ files }: { files: readonly TimesheetFile[] }) {
  if (files.length === 0) return <span className="text-xs text-muted-foreground">No files</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {files.map((file) => {
        const kind = KIND[file.fileType] ?? { label: "File", icon: FileText };
        const Icon = kind.icon;
        return (
          <li key={file.id}>
            <DownloadLink
              href={fileDownloadUrl(file.id)}
              fileName={file.originalName}
              title={file.originalName}
              aria-label={`Download ${kind.label.toLowerCase()} ${file.originalName}${file.outdated ? " (outdated)" : ""}`}
              className={cn(
                "inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                file.outdated && "border-dashed text-muted-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {kind.label}
              {file.outdated ? <span className="font-normal">(outdated)</span> : null}
            </DownloadLink>
          </li>
        );
      })}
    </ul>
  );
}
