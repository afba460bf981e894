"use client";

import { Copy } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { useFormat } from "@/hooks/use-format";
import { useCopyPreviousMonth, type CopiedRecords } from "@/hooks/use-timesheet-records";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { LOGGED_MESSAGES, logger } from "@/lib/logger";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { CopySummaryDialog } from "./copy-summary-dialog";
import { useFeeToasts } from "./fee-messages";

/** "Copy from previous month": asks first, then shows what was copied and what was left out and why. */
export function CopyPreviousMonth({ timesheet }: { timesheet: TimesheetDetail }) {
  const t = useTranslations("contractor.fee.copy");
  const format = useFormat();
  const toasts = useFeeToasts();
  const copy = useCopyPreviousMonth(timesheet.id);
  const [result, setResult] = useState<CopiedRecords | null>(null);
  const period = BillingPeriod.from(timesheet.billingPeriod);
  const previous = period.previous();
  const from = format.month(previous);
  const to = format.month(period);
  return (
    <>
      <ConfirmDialog
        subject=""
        title={t("title", { from, to })}
        description={t("description", { from, to })}
        actionLabel={t("action")}
        destructive={false}
        trigger={
          <Button variant="outline">
            <Copy aria-hidden="true" />
            {t("button")}
          </Button>
        }
        onConfirm={async () => {
          try {
            const copied = await copy.mutateAsync();
            if (copied.nothingToCopy) {
              // Spec point 8: logged only; the person is told plainly, not warned, since nothing went wrong.
              logger.info(LOGGED_MESSAGES.noPreviousRecords, { timesheetId: timesheet.id, reason: copied.nothingToCopy.reason });
              toast({ title: t("nothing"), description: copied.nothingToCopy.message });
              return;
            }
            setResult(copied);
          } catch {
            toasts.copyFailed();
          }
        }}
      />
      <CopySummaryDialog result={result} fromName={from} toName={to} onClose={() => setResult(null)} />
    </>
  );
}
