import "server-only";
import type { TimesheetReviewData } from "./data";
import { buildMail, moneyText, PRODUCT_NAME, type RenderedMail } from "./mail-builder";

/** TIMESHEET_REVIEW: a project reviewer is asked to approve or contest, through a fresh review link. */
export function timesheetReviewMail(data: TimesheetReviewData): RenderedMail {
  return buildMail({
    subject: `Please review ${data.contractorName}'s ${data.period} on ${data.project}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      {
        kind: "paragraph",
        text: `${data.contractorName} submitted the timesheet for ${data.period} on ${data.project}. As a reviewer of the project, please approve it or contest it with a reason. You need no ${PRODUCT_NAME} account: the link below opens the review.`,
      },
      {
        kind: "facts",
        rows: [
          ["Contractor", data.contractorName],
          ["Period", data.period],
          ["Project", data.project],
          ["Amount to review", moneyText(data.amounts)],
        ],
      },
      { kind: "action", label: "Review the timesheet", href: data.reviewLink },
      { kind: "paragraph", text: "The link is personal: do not forward this e-mail." },
    ],
  });
}
