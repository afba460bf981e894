"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { CopiedRecords } from "@/hooks/use-timesheet-records";
import { formatDate, formatDatesIn } from "@/lib/format/date";

export interface CopySummaryDialogProps {
  result: CopiedRecords | null;
  fromName: string;
  toName: string;
  onClose: () => void;
}

/** What the copy created and what it left out, each with the reason. */
export function CopySummaryDialog({ result, fromName, toName, onClose }: CopySummaryDialogProps) {
  const created = result?.created ?? [];
  const dropped = result?.dropped ?? [];
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {created.length === 1 ? "1 record copied" : `${created.length} records copied`} from {fromName}
          </DialogTitle>
          <DialogDescription>
            {created.length === 0
              ? `Nothing could be copied into ${toName}.`
              : `Each record moved to the same weekday nearest the same day of ${toName}. Check the work summaries before you settle.`}
            {dropped.length > 0 ? ` ${dropped.length} ${dropped.length === 1 ? "record was" : "records were"} left out.` : ""}
          </DialogDescription>
        </DialogHeader>
        {created.length > 0 ? (
          <section aria-label="Copied records" className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">Copied</h3>
            <ul tabIndex={0} aria-label="Copied records" className="max-h-48 overflow-y-auto rounded-md border text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {created.map((record) => (
                <li key={record.id} className="flex gap-3 border-b px-2.5 py-1.5 last:border-0">
                  <span className="w-24 shrink-0 tabular-nums">{formatDate(record.date)}</span>
                  <span className="min-w-0 break-words">{record.workSummary}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {dropped.length > 0 ? (
          <section aria-label="Records left out" className="flex flex-col gap-1">
            <h3 className="text-sm font-medium">Left out</h3>
            <ul tabIndex={0} aria-label="Records left out" className="max-h-48 overflow-y-auto rounded-md border text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {dropped.map((drop, index) => (
                <li key={`${drop.date}-${index}`} className="flex flex-col gap-0.5 border-b px-2.5 py-1.5 last:border-0">
                  <span>
                    <span className="tabular-nums">{formatDate(drop.date)}</span> · {drop.workSummary}
                  </span>
                  <span className="text-xs text-muted-foreground">{formatDatesIn(drop.message)}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
