import "server-only";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { TimesheetReviewData } from "./data";
import { buildMail, greeting, moneyText, type RenderedMail } from "./mail-builder";

/**
 * TIMESHEET_REVIEW: a project reviewer is asked to approve or contest, through a fresh review link.
 * Reviewers have no account and nothing stores their language, so this mail is sent in English.
 */
export function timesheetReviewMail(data: TimesheetReviewData, language: Language = DEFAULT_LANGUAGE): RenderedMail {
  const t = translatorFor(language, "mail.timesheetReview");
  const facts = translatorFor(language, "mail.facts");
  const actions = translatorFor(language, "mail.actions");
  const about = { contractorName: data.contractorName, period: data.period, project: data.project };
  return buildMail({
    language,
    subject: t("subject", about),
    greeting: greeting(data.recipientName, language),
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
