"use client";

import { FileSpreadsheet } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { downloadFile } from "@/components/files/download-file";
import { useDownloadWords } from "@/components/files/use-download-words";
import { useFeatures } from "@/components/providers/features";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast/use-toast";

type Kind = "export" | "export-expenses";

const LABELS = { export: "fee", "export-expenses": "expenses" } as const satisfies Record<Kind, string>;

/**
 * The contractor's own month as .xlsx workbooks (spec point 7; the API lets the owner export).
 * A failure says the HTTP status text and code, or that the export was offline (spec point 8).
 * `expenses`: the month has an expenses component; the workbook is offered while expenses are on.
 */
export function TimesheetExports({ timesheetId, expenses }: { timesheetId: string; expenses: boolean }) {
  const t = useTranslations("contractor.workspace.exports");
  const words = useDownloadWords();
  const features = useFeatures();
  const [busy, setBusy] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(kind: Kind) {
    setBusy(kind);
    setFailure(null);
    try {
      const name = await downloadFile(`/api/timesheets/${timesheetId}/${kind}`, `${kind}.xlsx`, { offline: words.exportOffline });
      toast({ title: t("ready"), description: name });
    } catch (error) {
      const text = words.failureText(error);
      setFailure(text);
      toast({ variant: "destructive", title: t("failed"), description: text });
    } finally {
      setBusy(null);
    }
  }

  const kinds: Kind[] = expenses && features.expenses ? ["export", "export-expenses"] : ["export"];
  return (
    <div role="group" aria-label={t("group")} className="flex flex-wrap items-center gap-1.5">
      {kinds.map((kind) => (
        <Button key={kind} size="sm" variant="outline" pending={busy === kind} disabled={busy !== null} onClick={() => void run(kind)}>
          <FileSpreadsheet aria-hidden="true" />
          {t(LABELS[kind])}
        </Button>
      ))}
      {failure ? (
        <p role="alert" className="w-full text-xs text-destructive">
          {t("failedWith", { reason: failure })}
        </p>
      ) : null}
    </div>
  );
}
