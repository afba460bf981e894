import "server-only";
import type { DueTimesheetReminderData } from "./data";
import { appLink, buildMail, type RenderedMail } from "./mail-builder";

/**
 * DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: a week after the period ended the timesheet is still
 * not settled. The contractor's mail says administrators are copied; their copy names the
 * contractor and links to the timesheet's admin page.
 */
export function dueTimesheetAfterOneWeekReminderMail(data: DueTimesheetReminderData): RenderedMail {
  const facts = { kind: "facts", rows: [["Period", data.period], ["Project", data.project], ["Contractor", data.contractorName]] } as const;
  const open = { kind: "paragraph", text: `Still to settle: ${data.unsettled.join(", ")}.` } as const;
  if (data.adminCopy) {
    return buildMail({
      subject: `Copy: ${data.contractorName} has not settled ${data.period} on ${data.project}`,
      greeting: `Hello ${data.recipientName},`,
      blocks: [
        { kind: "paragraph", text: `${data.contractorName} was reminded today that ${data.period} on ${data.project} is still not settled, a week after the period ended.` },
        open,
        facts,
        { kind: "action", label: "Open the timesheet", href: appLink(`/admin/timesheets?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
      ],
    });
  }
  return buildMail({
    subject: `Reminder: ${data.period} on ${data.project} is still not settled`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.period} ended a week ago and your timesheet for ${data.project} is still not settled. Your administrators receive a copy of this reminder.` },
      open,
      { kind: "action", label: `Settle ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
