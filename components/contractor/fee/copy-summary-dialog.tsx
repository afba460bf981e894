"use client";

import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { CopiedRecords } from "@/hooks/use-timesheet-records";
import { useFormat } from "@/hooks/use-format";

export interface CopySummaryDialogProps {
  result: CopiedRecords | null;
  fromName: string;
  toName: string;
  onClose: () => void;
}

/** What the copy created and what it left out, each with the reason. */
export function CopySummaryDialog({ result, fromName, toName, onClose }: CopySummaryDialogProps) {
  const t = useTranslations("contractor.fee.copy");
  const format = useFormat();
  const created = result?.created ?? [];
  const dropped = result?.dropped ?? [];
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {t("summaryTitle", { count: created.length, from: fromName })}
          </DialogTitle>
          <DialogDescription>
            {created.length === 0 ? t("nothingCopied", { to: toName }) : t("moved", { to: toName })}
            {dropped.length > 0 ? ` ${t("leftOutCount", { count: dropped.length })}` : ""}
          </DialogDescription>
        </DialogHeader>
        {created.length > 0 ? (
          <section aria-label={t("copiedRecords")} className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">{t("copied")}</h3>
            <ul tabIndex={0} aria-label={t("copiedRecords")} className="max-h-48 overflow-y-auto rounded-md border text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {created.map((record) => (
                <li key={record.id} className="flex gap-3 border-b px-2.5 py-1.5 last:border-0">
                  <span className="w-24 shrink-0 tabular-nums">{format.date(record.date)}</span>
                  <span className="min-w-0 break-words">{record.workSummary}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {dropped.length > 0 ? (
          <section aria-label={t("recordsLeftOut")} className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">{t("leftOut")}</h3>
            <ul tabIndex={0} aria-label={t("recordsLeftOut")} className="max-h-48 overflow-y-auto rounded-md border text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {dropped.map((drop, index) => (
                <li key={`${drop.date}-${index}`} className="flex flex-col gap-0.5 border-b px-2.5 py-1.5 last:border-0">
                  <span>
                    <span className="tabular-nums">{format.date(drop.date)}</span> · {drop.workSummary}
                  </span>
                  <span className="text-xs text-muted-foreground">{format.datesIn(drop.message)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>{t("done")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
