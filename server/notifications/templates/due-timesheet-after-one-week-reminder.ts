import "server-only";
import type { DueTimesheetAdminCopyData, DueTimesheetReminderData } from "./data";
import { appLink, buildMail, type MailBlock, type RenderedMail } from "./mail-builder";

/**
 * DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: a week after the period ended the timesheet is still
 * not settled (or an earlier month still is). The contractor's mail says administrators are
 * copied; their one copy lists every timesheet reminded, each naming the contractor and linking
 * to the timesheet's admin page.
 */
export function dueTimesheetAfterOneWeekReminderMail(data: DueTimesheetReminderData | DueTimesheetAdminCopyData): RenderedMail {
  if ("adminCopy" in data) return adminCopyMail(data);
  return buildMail({
    subject: `Reminder: ${data.period} on ${data.project} is still not settled`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.period} has ended and your timesheet for ${data.project} is still not settled. Your administrators receive a copy of this reminder.` },
      { kind: "paragraph", text: `Still to settle: ${data.unsettled.join(", ")}.` },
      { kind: "action", label: `Settle ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}

function adminCopyMail({ recipientName, timesheets }: DueTimesheetAdminCopyData): RenderedMail {
  const [only] = timesheets;
  const subject =
    timesheets.length === 1 && only
      ? `Copy: ${only.contractorName} has not settled ${only.period} on ${only.project}`
      : `Copy: ${timesheets.length} timesheets are still not settled`;
  const who = timesheets.length === 1 && only ? `${only.contractorName} was` : "These contractors were";
  const blocks: MailBlock[] = [
    { kind: "paragraph", text: `${who} reminded today that a timesheet is still not settled, a week after the period ended or longer.` },
  ];
  for (const timesheet of timesheets) {
    blocks.push(
      { kind: "paragraph", text: `${timesheet.contractorName}, ${timesheet.period} on ${timesheet.project}. Still to settle: ${timesheet.unsettled.join(", ")}.` },
      { kind: "action", label: "Open the timesheet", href: appLink(`/admin/timesheets?timesheetId=${encodeURIComponent(timesheet.timesheetId)}`) },
    );
  }
  return buildMail({ subject, greeting: `Hello ${recipientName},`, blocks });
}
