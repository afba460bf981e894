import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetClosedData } from "./data";
import { mailOpeningWith, mailWords, moneyText, type RenderedMail, timesheetFacts, timesheetLink } from "./mail-builder";

/** TIMESHEET_CLOSED: the period is settled and closed for the contractor. */
export function timesheetClosedMail(data: TimesheetClosedData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetClosed");
  const about = { period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t("subject", about), recipientName: data.recipientName, opening: t("body", about) },
    timesheetFacts(facts, data, [facts("amount"), moneyText(data.amounts, language)]),
    { kind: "action", label: actions("openPeriod", { period: data.period }), href: timesheetLink("contractor", data.timesheetId) },
  );
}
