import "server-only";
import type { TimesheetSubmittedContractorData } from "./data";
import { appLink, buildMail, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_SUBMITTED_CONTRACTOR: the contractor's receipt for a submission. */
export function timesheetSubmittedContractorMail(data: TimesheetSubmittedContractorData): RenderedMail {
  return buildMail({
    subject: `Received: ${data.period} on ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      {
        kind: "paragraph",
        text:
          data.submitted.length > 0
            ? `We received your timesheet for ${data.period} on ${data.project}. It now goes to review; you will hear from us if anything needs a correction.`
            : `We received your timesheet for ${data.period} on ${data.project}. Nothing in it needs a review, so it is settled as it is.`,
      },
      {
        kind: "facts",
        rows: [
          ["Period", data.period],
          ["Project", data.project],
          ["Submitted", data.submitted.length > 0 ? data.submitted.join(", ") : "Nothing to review"],
          ["Amount", moneyText(data.amounts)],
        ],
      },
      { kind: "action", label: `Open ${data.period}`, href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
