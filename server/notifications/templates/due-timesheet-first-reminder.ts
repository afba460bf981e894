import "server-only";
import type { DueTimesheetReminderData } from "./data";
import { appLink, buildMail, type RenderedMail } from "./mail-builder";

/** DUE_TIMESHEET_FIRST_REMINDER: the period has ended and the timesheet is not settled yet. */
export function dueTimesheetFirstReminderMail(data: DueTimesheetReminderData): RenderedMail {
  return buildMail({
    subject: `${data.period} has ended: settle ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.period} has ended. Please settle your timesheet for ${data.project}.` },
      { kind: "paragraph", text: `Still to settle: ${data.unsettled.join(", ")}.` },
      { kind: "facts", rows: [["Period", data.period], ["Project", data.project]] },
      { kind: "action", label: `Settle ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
