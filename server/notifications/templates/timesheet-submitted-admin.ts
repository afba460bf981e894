import "server-only";
import type { TimesheetSubmittedAdminData } from "./data";
import { appLink, buildMail, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_SUBMITTED_ADMIN: an administrator learns a timesheet waits for review. */
export function timesheetSubmittedAdminMail(data: TimesheetSubmittedAdminData): RenderedMail {
  return buildMail({
    subject: `${data.contractorName} submitted ${data.period} on ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: `${data.contractorName} submitted the timesheet for ${data.period} on ${data.project}. It is ready for review.` },
      {
        kind: "facts",
        rows: [
          ["Contractor", data.contractorName],
          ["Period", data.period],
          ["Project", data.project],
          ["Submitted", data.submitted.join(", ")],
          ["Amount to review", moneyText(data.amounts)],
        ],
      },
      { kind: "action", label: "Review the timesheet", href: appLink(`/admin/timesheets?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
