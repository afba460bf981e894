import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetFacts, TimesheetReviewData } from "./data";
import { mailOpeningWith, type MailBlock, mailWords, moneyText, type RenderedMail } from "./mail-builder";
import { translatorFor, type ServerTranslator } from "@/server/i18n/translator";

/**
 * TIMESHEET_REVIEW: a project reviewer is asked to approve or contest, through a fresh review link.
 * Reviewers have no account and nothing stores their language, so this mail is sent in English.
 */
export function timesheetReviewMail(data: TimesheetReviewData, language: Language): RenderedMail {
  return reviewRequestMail("timesheetReview", data, language, data.reviewLink, { kind: "paragraph", text: translatorFor(language, "mail.timesheetReview")("personal") });
}

/**
 * A mail asking for the review of a month (a reviewer's, an administrator's): the template's
 * subject and opening about whose month of which project, its facts, the button to `href`, then `after`.
 */
export function reviewRequestMail(
  template: "timesheetReview" | "timesheetSubmittedAdmin",
  data: TimesheetFacts & { recipientName: string; submitted?: readonly string[] },
  language: Language,
  href: string,
  ...after: MailBlock[]
): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail");
  const about = { contractorName: data.contractorName, period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t(`${template}.subject`, about), recipientName: data.recipientName, opening: t(`${template}.body`, about) },
    toReviewFacts(facts, data, language),
    { kind: "action", label: actions("reviewTimesheet"), href },
    ...after,
  );
}

/** What a reviewer and an administrator are asked to review: whose month of which project, what was sent and its amount. */
function toReviewFacts(
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
