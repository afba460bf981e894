"use client";

import { CheckCircle2, XCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { ProgressBar } from "@/components/ui/progress-bar";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { BatchOutcome } from "@/lib/schemas/decisions";
import { useRefusalText } from "@/hooks/use-refusal-text";

export interface BatchResults {
  /** What the batch did. */
  action: "close" | "reopen";
  outcome: BatchOutcome;
  /** Timesheets decided so far: the dialog opens with the first answer and fills as the rest come. */
  progress?: { done: number; total: number };
}

interface BatchResultsDialogProps {
  results: BatchResults | null;
  labelOf: (id: string) => string;
  onClose: () => void;
}

/** A result with the name of its timesheet, so the columns need nothing from the screen. */
type BatchResult = BatchOutcome["results"][number] & { label: string };

// A constant: DataTable renders a cell function as a component, and a new column array on each
// render of the screen behind the dialog would remount every cell.
const COLUMNS: ColumnDef<BatchResult>[] = [
  { id: "timesheet", header: () => <ResultsTitle name="timesheet" />, cell: ({ row }) => row.original.label },
  { id: "result", header: () => <ResultsTitle name="result" />, cell: ({ row }) => <ResultCell item={row.original} /> },
];

function ResultsTitle({ name }: { name: "timesheet" | "result" }) {
  const t = useTranslations("admin.timesheets.results");
  return t(name);
}

function ResultCell({ item }: { item: BatchResult }) {
  const t = useTranslations("admin.timesheets.results");
  const enums = useTranslations("enums");
  const refusalText = useRefusalText();
  return item.ok ? (
    <span className="inline-flex items-center gap-1.5">
      <CheckCircle2 aria-hidden="true" className="size-4 text-status-approved" />
      {item.status ? t("changedNow", { status: enums(`timesheetStatus.${item.status}`) }) : t("changed")}
    </span>
  ) : (
    <span className="inline-flex items-start gap-1.5">
      {/* The icon carries the colour; the reason stays in the text colour so it reads in both themes. */}
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
      <span>{t("refused", { reason: refusalText(item.reason ?? "") })}</span>
    </span>
  );
}

/** What a batch did to each timesheet, in the order asked: changed, or refused with the server's reason. */
export function BatchResultsDialog({ results, labelOf, onClose }: BatchResultsDialogProps) {
  const t = useTranslations("admin.timesheets.results");
  const deciding = results?.progress && results.progress.done < results.progress.total ? results.progress : null;
  return (
    <Dialog open={results !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {results ? (
          <>
            <DialogHeader>
              <DialogTitle>
                {t(results.action === "close" ? "closeTitle" : "reopenTitle", {
                  changed: results.outcome.changed,
                  refused: results.outcome.refused,
                  left: deciding ? deciding.total - deciding.done : 0,
                })}
              </DialogTitle>
              <DialogDescription>{t("description")}</DialogDescription>
            </DialogHeader>
            {deciding ? (
              <ProgressBar
                value={deciding.done}
                max={deciding.total}
                label={t(results.action === "close" ? "closeProgress" : "reopenProgress")}
                valueText={t("progressValue", { done: deciding.done, total: deciding.total })}
              />
            ) : null}
            <DataTable
              columns={COLUMNS}
              data={results.outcome.results.map((item) => ({ ...item, label: labelOf(item.id) }))}
              caption={t("caption")}
              manualSorting
              rowProps={(item) => ({ "data-testid": "batch-result", "data-ok": item.ok })}
              containerClassName="max-h-[60vh]"
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
