"use client";

import { Download, Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { downloadFile } from "@/components/files/download-file";
import { useDownloadWords } from "@/components/files/use-download-words";
import { useFeatures } from "@/components/providers/features";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useCloseTimesheet } from "@/hooks/use-admin-timesheet-actions";
import { useFlagTimesheet } from "@/hooks/use-flags";
import { useFormat } from "@/hooks/use-format";
import type { IsoDate } from "@/lib/domain/dates";
import { can } from "@/lib/domain/transition-table";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRunAction } from "./use-run-action";
import { useRefusalText } from "@/hooks/use-refusal-text";

/** Flag, close or reopen the timesheet, and export its fee or (while expenses are on) its expenses. */
export function TimesheetControls({ timesheet, today }: { timesheet: TimesheetDetail; today: IsoDate }) {
  const t = useTranslations("admin.timesheets.controls");
  const format = useFormat();
  const words = useDownloadWords();
  const features = useFeatures();
  const flag = useFlagTimesheet(timesheet.id);
  const closing = useCloseTimesheet(timesheet.id);
  const run = useRunAction();
  const refusalText = useRefusalText();
  const [exporting, setExporting] = useState<string | null>(null);
  const context = { actor: "ADMIN" as const, timesheet, today };
  const canClose = can("close", context);
  const canReopen = can("reopen", context);
  const canFlag = can("flag", context);
  const period = format.month(timesheet.billingPeriod);
  const version = timesheet.version;

  async function exportOne(kind: "export" | "export-expenses") {
    setExporting(kind);
    try {
      const name = await downloadFile(`/api/timesheets/${timesheet.id}/${kind}`, `${kind}.xlsx`, { offline: words.exportOffline });
      toast({ title: t("exportReady"), description: name });
    } catch (error) {
      toast({ title: t("exportFailed"), description: words.failureText(error), variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  return (
    <div role="toolbar" aria-label={t("toolbar")} className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-pressed={timesheet.flagged}
        disabled={!canFlag.ok || flag.isPending}
        title={canFlag.ok ? undefined : refusalText(canFlag.reason)}
        onClick={() =>
          void run(t("flagFailed"), timesheet.flagged ? t("flagRemoved") : t("timesheetFlagged"), () =>
            flag.mutateAsync({ flagged: !timesheet.flagged, version }),
          )
        }
      >
        <Flag aria-hidden="true" className={timesheet.flagged ? "fill-current text-status-contested" : undefined} />
        {timesheet.flagged ? t("unflag") : t("flag")}
      </Button>
      {timesheet.status === "CLOSED" ? (
        // Reopening asks first, as closing does (#47.9): it lets a settled month change again.
        <ConfirmDialog
          title={t("reopenTitle", { period })}
          actionLabel={t("reopen")}
          description={t("reopenDescription")}
          destructive={false}
          onConfirm={async () => {
            await run(t("reopenFailed", { period }), t("reopened", { period }), () => closing.mutateAsync({ action: "reopen", version }));
          }}
          trigger={
            <Button size="sm" variant="outline" disabled={!canReopen.ok || closing.isPending} title={canReopen.ok ? undefined : refusalText(canReopen.reason)}>
              {t("reopen")}
            </Button>
          }
        />
      ) : (
        <ConfirmDialog
          title={t("closeTitle", { period })}
          actionLabel={t("close")}
          description={t("closeDescription")}
          onConfirm={async () => {
            await run(t("closeFailed", { period }), t("closed", { period }), () => closing.mutateAsync({ action: "close", version }));
          }}
          trigger={
            <Button size="sm" variant="outline" disabled={!canClose.ok || closing.isPending} title={canClose.ok ? undefined : refusalText(canClose.reason)}>
              {t("close")}
            </Button>
          }
        />
      )}
      <Button size="sm" variant="outline" pending={exporting === "export"} disabled={exporting !== null} onClick={() => void exportOne("export")}>
        <Download aria-hidden="true" /> {t("exportFee")}
      </Button>
      {features.expenses ? (
        <Button
          size="sm"
          variant="outline"
          pending={exporting === "export-expenses"}
          disabled={exporting !== null}
          onClick={() => void exportOne("export-expenses")}
        >
          <Download aria-hidden="true" /> {t("exportExpenses")}
        </Button>
      ) : null}
      {!canClose.ok && timesheet.status !== "CLOSED" ? <p className="w-full text-xs text-muted-foreground">{t("closeBlocked", { reason: refusalText(canClose.reason) })}</p> : null}
    </div>
  );
}
