"use client";

import { Download, Flag } from "lucide-react";
import { useState } from "react";
import { downloadFailureText, downloadFile, EXPORT_OFFLINE } from "@/components/files/download-file";
import { useFeatures } from "@/components/providers/features";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useCloseTimesheet } from "@/hooks/use-admin-timesheet-actions";
import { useFlagTimesheet } from "@/hooks/use-flags";
import type { IsoDate } from "@/lib/domain/dates";
import { can } from "@/lib/domain/transition-table";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRunAction } from "./use-run-action";

/** Flag, close or reopen the timesheet, and export its fee or (while expenses are on) its expenses. */
export function TimesheetControls({ timesheet, today }: { timesheet: TimesheetDetail; today: IsoDate }) {
  const features = useFeatures();
  const flag = useFlagTimesheet(timesheet.id);
  const closing = useCloseTimesheet(timesheet.id);
  const run = useRunAction();
  const [exporting, setExporting] = useState<string | null>(null);
  const context = { actor: "ADMIN" as const, timesheet, today };
  const canClose = can("close", context);
  const canReopen = can("reopen", context);
  const canFlag = can("flag", context);
  const period = timesheet.billingPeriod.name;
  const version = timesheet.version;

  async function exportOne(kind: "export" | "export-expenses") {
    setExporting(kind);
    try {
      const name = await downloadFile(`/api/timesheets/${timesheet.id}/${kind}`, `${kind}.xlsx`, { offline: EXPORT_OFFLINE });
      toast({ title: "Export ready", description: name });
    } catch (error) {
      toast({ title: "Export failed", description: downloadFailureText(error), variant: "destructive" });
    } finally {
      setExporting(null);
    }
  }

  return (
    <div role="toolbar" aria-label="Timesheet actions" className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-pressed={timesheet.flagged}
        disabled={!canFlag.ok || flag.isPending}
        title={canFlag.ok ? undefined : canFlag.reason}
        onClick={() =>
          void run("Could not change the flag", timesheet.flagged ? "Flag removed" : "Timesheet flagged", () =>
            flag.mutateAsync({ flagged: !timesheet.flagged, version }),
          )
        }
      >
        <Flag aria-hidden="true" className={timesheet.flagged ? "fill-current text-status-contested" : undefined} />
        {timesheet.flagged ? "Unflag" : "Flag"}
      </Button>
      {timesheet.status === "CLOSED" ? (
        <Button
          size="sm"
          variant="outline"
          disabled={!canReopen.ok || closing.isPending}
          onClick={() => void run(`Could not reopen ${period}`, `${period} reopened`, () => closing.mutateAsync({ action: "reopen", version }))}
        >
          Reopen
        </Button>
      ) : (
        <ConfirmDialog
          subject={`the timesheet of ${period}`}
          actionLabel="Close"
          description="A closed timesheet cannot change until it is reopened."
          onConfirm={async () => {
            await run(`Could not close ${period}`, `${period} closed`, () => closing.mutateAsync({ action: "close", version }));
          }}
          trigger={
            <Button size="sm" variant="outline" disabled={!canClose.ok || closing.isPending} title={canClose.ok ? undefined : canClose.reason}>
              Close
            </Button>
          }
        />
      )}
      <Button size="sm" variant="outline" pending={exporting === "export"} disabled={exporting !== null} onClick={() => void exportOne("export")}>
        <Download aria-hidden="true" /> Export fee
      </Button>
      {features.expenses ? (
        <Button
          size="sm"
          variant="outline"
          pending={exporting === "export-expenses"}
          disabled={exporting !== null}
          onClick={() => void exportOne("export-expenses")}
        >
          <Download aria-hidden="true" /> Export expenses
        </Button>
      ) : null}
      {!canClose.ok && timesheet.status !== "CLOSED" ? <p className="w-full text-xs text-muted-foreground">Close: {canClose.reason}</p> : null}
    </div>
  );
}
