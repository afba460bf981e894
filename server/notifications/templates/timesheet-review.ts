import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetFacts, TimesheetReviewData } from "./data";
import { mailOpeningWith, type MailBlock, mailWords, moneyText, type RenderedMail } from "./mail-builder";
import type { ServerTranslator } from "@/server/i18n/translator";

/**
 * TIMESHEET_REVIEW: a project reviewer is asked to approve or contest, through a fresh review link.
 * Reviewers have no account and nothing stores their language, so this mail is sent in English.
 */
export function timesheetReviewMail(data: TimesheetReviewData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetReview");
  const about = { contractorName: data.contractorName, period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t("subject", about), recipientName: data.recipientName, opening: t("body", about) },
    toReviewFacts(facts, data, language),
    { kind: "action", label: actions("reviewTimesheet"), href: data.reviewLink },
    { kind: "paragraph", text: t("personal") },
  );
}

/** What a reviewer and an administrator are asked to review: whose month of which project, what was sent and its amount. */
export function toReviewFacts(
  facts: ServerTranslator<"mail.facts">,
  data: TimesheetFacts & { submitted?: readonly string[] },
  language: Language,
): MailBlock {
  const submitted = data.submitted ? [[facts("submitted"), data.submitted.join(", ")] as const] : [];
  return {
    kind: "facts",
    rows: [[facts("contractor"), data.contractorName], [facts("period"), data.period], [facts("project"), data.project], ...submitted, [facts("amountToReview"), moneyText(data.amounts, language)]],
  };
}
