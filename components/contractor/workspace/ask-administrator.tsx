"use client";

import { Lock, MessageSquarePlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { MessageThread } from "@/components/contractor/comments/message-thread";
import { ThreadDialog } from "@/components/contractor/comments/thread-dialog";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/hooks/use-format";
import { cn } from "@/lib/cn";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { useRefusalText } from "@/hooks/use-refusal-text";
import { englishText, type Refusal } from "@/lib/errors";

/** Whether a refusal leaves the next step to an administrator: then the contractor can only ask one. */
export function needsAdministrator(reason: Refusal): boolean {
  return /administrator/i.test(englishText(reason));
}

/**
 * Opens the timesheet's own comments, which the administrators read, so a contractor held up by
 * something only an administrator can do (reopen a closed month, reset approved work) can ask.
 */
export function AskAdministratorButton({ timesheet, size = "sm" }: { timesheet: TimesheetDetail; size?: "sm" | "default" }) {
  const t = useTranslations("contractor.workspace");
  const format = useFormat();
  const [open, setOpen] = useState(false);
  return (
    <ThreadDialog
      trigger={
        <Button variant="outline" size={size}>
          <MessageSquarePlus aria-hidden="true" />
          {t("askAdministrator")}
        </Button>
      }
      title={t("askAdministrator")}
      description={t("askDescription", { period: format.month(timesheet.billingPeriod) })}
      open={open}
      onOpenChange={setOpen}
    >
      <MessageThread timesheet={timesheet} target={{ subject: "TIMESHEET", id: timesheet.id }} />
    </ThreadDialog>
  );
}

/** Why something cannot change now; when only an administrator can change that, a way to ask one. */
export function RefusalNotice({ timesheet, reason, className }: { timesheet: TimesheetDetail; reason: Refusal; className?: string }) {
  const refusalText = useRefusalText();
  return (
    <div className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground", className)}>
      <p className="flex items-center gap-2">
        <Lock aria-hidden="true" className="size-4 shrink-0" />
        {refusalText(reason)}
      </p>
      {needsAdministrator(reason) ? <AskAdministratorButton timesheet={timesheet} /> : null}
    </div>
  );
}
