import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetSubmittedAdminData } from "./data";
import { mailOpeningWith, mailWords, type RenderedMail, timesheetLink } from "./mail-builder";
import { toReviewFacts } from "./timesheet-review";

/** TIMESHEET_SUBMITTED_ADMIN: an administrator learns a timesheet waits for review. */
export function timesheetSubmittedAdminMail(data: TimesheetSubmittedAdminData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetSubmittedAdmin");
  const about = { contractorName: data.contractorName, period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t("subject", about), recipientName: data.recipientName, opening: t("body", about) },
    toReviewFacts(facts, data, language),
    { kind: "action", label: actions("reviewTimesheet"), href: timesheetLink("admin", data.timesheetId) },
  );
}
