import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetReviewData } from "./data";
import { buildMail, mailWords, moneyText, type RenderedMail } from "./mail-builder";

/**
 * TIMESHEET_REVIEW: a project reviewer is asked to approve or contest, through a fresh review link.
 * Reviewers have no account and nothing stores their language, so this mail is sent in English.
 */
export function timesheetReviewMail(data: TimesheetReviewData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetReview");
  const about = { contractorName: data.contractorName, period: data.period, project: data.project };
  return buildMail({
    language,
    subject: t("subject", about),
    recipientName: data.recipientName,
    blocks: [
      { kind: "paragraph", text: t("body", about) },
      {
        kind: "facts",
        rows: [
          [facts("contractor"), data.contractorName],
          [facts("period"), data.period],
          [facts("project"), data.project],
          [facts("amountToReview"), moneyText(data.amounts, language)],
        ],
      },
      { kind: "action", label: actions("reviewTimesheet"), href: data.reviewLink },
      { kind: "paragraph", text: t("personal") },
    ],
  });
}
