"use client";

import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useCopyPreviousMonth, type CopiedRecords } from "@/hooks/use-timesheet-records";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { LOGGED_MESSAGES, logger } from "@/lib/logger";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { CopySummaryDialog } from "./copy-summary-dialog";
import { toastRecordsCopyFailed } from "./fee-messages";

/** "Copy from previous month": asks first, then shows what was copied and what was left out and why. */
export function CopyPreviousMonth({ timesheet }: { timesheet: TimesheetDetail }) {
  const copy = useCopyPreviousMonth(timesheet.id);
  const [result, setResult] = useState<CopiedRecords | null>(null);
  const period = BillingPeriod.from(timesheet.billingPeriod);
  const previous = period.previous();
  return (
    <>
      <ConfirmDialog
        subject=""
        title={`Copy the records of ${previous.name} into ${period.name}?`}
        description={`Each record of ${previous.name} is added on the same weekday nearest the same day of ${period.name}. Records that would double a day, fall outside the month or have no rate on the new date are left out; you will see which and why. Nothing already here changes.`}
        actionLabel="Copy records"
        destructive={false}
        trigger={
          <Button variant="outline">
            <Copy aria-hidden="true" />
            Copy from previous month
          </Button>
        }
        onConfirm={async () => {
          try {
            const copied = await copy.mutateAsync();
            if (copied.nothingToCopy) {
              // Spec point 8: logged only; the person is told plainly, not warned, since nothing went wrong.
              logger.info(LOGGED_MESSAGES.noPreviousRecords, { timesheetId: timesheet.id, reason: copied.nothingToCopy.reason });
              toast({ title: "Nothing to copy", description: copied.nothingToCopy.message });
              return;
            }
            setResult(copied);
          } catch {
            toastRecordsCopyFailed();
          }
        }}
      />
      <CopySummaryDialog result={result} fromName={previous.name} toName={period.name} onClose={() => setResult(null)} />
    </>
  );
}
