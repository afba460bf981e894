import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetSubmittedContractorData } from "./data";
import { mailOpeningWith, mailWords, moneyText, type RenderedMail, timesheetFacts, timesheetLink } from "./mail-builder";

/** TIMESHEET_SUBMITTED_CONTRACTOR: the contractor's receipt for a submission. */
export function timesheetSubmittedContractorMail(data: TimesheetSubmittedContractorData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetSubmittedContractor");
  const about = { period: data.period, project: data.project };
  const toReview = data.submitted.length > 0;
  return mailOpeningWith(
    { language, subject: t("subject", about), recipientName: data.recipientName, opening: toReview ? t("toReview", about) : t("nothingToReview", about) },
    timesheetFacts(facts, data, [facts("submitted"), toReview ? data.submitted.join(", ") : facts("nothingToReview")], [facts("amount"), moneyText(data.amounts, language)]),
    { kind: "action", label: actions("openPeriod", { period: data.period }), href: timesheetLink("contractor", data.timesheetId) },
  );
}
