"use client";

import { useTranslations } from "next-intl";
import { FlagToggle } from "@/components/contractor/fee/flag-toggle";
import { toast } from "@/components/ui/toast";
import { useFlagTimesheet } from "@/hooks/use-flags";
import { useFormat } from "@/hooks/use-format";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { toastActionError } from "@/components/timesheet/action-error";

/** The header's flag toggle: the contractor (or an administrator) marks the month for a closer look. */
export function TimesheetFlag({ timesheet }: { timesheet: TimesheetDetail }) {
  const flag = useFlagTimesheet(timesheet.id);
  const t = useTranslations("contractor.workspace.flag");
  const period = useFormat().month(timesheet.billingPeriod);
  async function toggle(flagged: boolean) {
    try {
      await flag.mutateAsync({ flagged, version: timesheet.version });
    } catch (error) {
      toastActionError(flagged ? t("flagFailed", { period }) : t("clearFailed", { period }), error);
      throw error;
    }
    toast({ title: flagged ? t("flagged", { period }) : t("cleared", { period }) });
  }
  return (
    <FlagToggle
      flagged={timesheet.flagged}
      subject={t("subject", { period })}
      onToggle={toggle}
      disabled={timesheet.status === "CLOSED"}
      withText
    />
  );
}
