import "server-only";
import type { BillingPeriod } from "@/lib/domain/billing-period";
import { appLink, renderMail } from "../subscriptions/mail-layout";
import type { ReminderType } from "./reminder-dates";

export interface ReminderFacts {
  type: ReminderType;
  period: BillingPeriod;
  timesheetId: string;
  project: string;
  contractorName: string;
  /** The components still to settle, in the spec's words (Fee, Expenses, Bonus). */
  unsettled: string[];
}

/** The contractor's reminder: which period, which project, what is left, and the link to settle it. */
export function contractorReminderMail(facts: ReminderFacts, recipientName: string) {
  const late = facts.type === "DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER";
  return renderMail({
    subject: late
      ? `Reminder: ${facts.period.name} on ${facts.project} is still not settled`
      : `${facts.period.name} has ended: settle ${facts.project}`,
    greeting: `Hello ${recipientName},`,
    paragraphs: [
      late
        ? `${facts.period.name} ended a week ago and your timesheet for ${facts.project} is still not settled. Your administrators receive a copy of this reminder.`
        : `${facts.period.name} has ended. Please settle your timesheet for ${facts.project}.`,
      `Still to settle: ${facts.unsettled.join(", ")}.`,
    ],
    action: { label: `Settle ${facts.period.name}`, link: appLink(`/contractor?timesheetId=${facts.timesheetId}`) },
  });
}

/** The administrators' copy of the one-week reminder, linking to the timesheet's admin page. */
export function adminReminderCopyMail(facts: ReminderFacts, recipientName: string) {
  return renderMail({
    subject: `Copy: ${facts.contractorName} has not settled ${facts.period.name} on ${facts.project}`,
    greeting: `Hello ${recipientName},`,
    paragraphs: [
      `${facts.contractorName} was reminded today that ${facts.period.name} on ${facts.project} is still not settled, a week after the period ended.`,
      `Still to settle: ${facts.unsettled.join(", ")}.`,
    ],
    action: { label: "Open the timesheet", link: appLink(`/admin/timesheets?timesheetId=${facts.timesheetId}`) },
  });
}
