"use client";

import { FlagToggle } from "@/components/contractor/fee/flag-toggle";
import { toast } from "@/components/ui/toast";
import { useFlagTimesheet } from "@/hooks/use-flags";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import { toastActionError } from "@/components/timesheet/action-error";

/** The header's flag toggle: the contractor (or an administrator) marks the month for a closer look. */
export function TimesheetFlag({ timesheet }: { timesheet: TimesheetDetail }) {
  const flag = useFlagTimesheet(timesheet.id);
  const period = timesheet.billingPeriod.name;
  async function toggle(flagged: boolean) {
    try {
      await flag.mutateAsync({ flagged, version: timesheet.version });
    } catch (error) {
      toastActionError(flagged ? `Could not flag ${period}` : `Could not clear the flag on ${period}`, error);
      throw error;
    }
    toast({ title: flagged ? `${period} flagged` : `Flag cleared on ${period}` });
  }
  return (
    <FlagToggle
      flagged={timesheet.flagged}
      subject={`the timesheet of ${period}`}
      onToggle={toggle}
      disabled={timesheet.status === "CLOSED"}
      withText
    />
  );
}
