import { FileText, Receipt } from "lucide-react";
import { useTranslations } from "next-intl";
import { DownloadLink } from "@/components/files/download-link";
import { fileDownloadUrl } from "@/hooks/use-files";
import { cn } from "@/lib/cn";
import type { TimesheetFile } from "@/lib/schemas/timesheets";

const KIND = {
  EXPENSE_RECEIPT: { key: "EXPENSE_RECEIPT", icon: Receipt },
  EXPENSE_INVOICE: { key: "EXPENSE_INVOICE", icon: FileText },
} as const;
const OTHER = { key: "other", icon: FileText } as const;

function kindOf(fileType: string) {
  return fileType === "EXPENSE_RECEIPT" || fileType === "EXPENSE_INVOICE" ? KIND[fileType] : OTHER;
}

/** An expense's files as chips; each downloads the stored file. */
export function ExpenseFileChips({ files }: { files: readonly TimesheetFile[] }) {
  const t = useTranslations("contractor.expenses");
  if (files.length === 0) return <span className="text-xs text-muted-foreground">{t("noFiles")}</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {files.map((file) => {
        const kind = kindOf(file.fileType);
        const Icon = kind.icon;
        return (
          <li key={file.id}>
            <DownloadLink
              href={fileDownloadUrl(file.id)}
              fileName={file.originalName}
              title={file.originalName}
              aria-label={file.outdated ? t("downloadOutdated", { kind: kind.key, name: file.originalName }) : t("download", { kind: kind.key, name: file.originalName })}
              className={cn(
                "inline-flex h-6 items-center gap-1 rounded-full border px-2 text-xs font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                file.outdated && "border-dashed text-muted-foreground",
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
              {t(`kinds.${kind.key}`)}
              {file.outdated ? <span className="font-normal">{t("outdated")}</span> : null}
            </DownloadLink>
          </li>
        );
      })}
    </ul>
  );
}
