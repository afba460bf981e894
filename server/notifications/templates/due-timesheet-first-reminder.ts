import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { DueTimesheetReminderData } from "./data";
import { mailOpeningWith, mailWords, type RenderedMail, timesheetFacts, timesheetLink } from "./mail-builder";

/** DUE_TIMESHEET_FIRST_REMINDER: the period has ended and the timesheet is not settled yet. */
export function dueTimesheetFirstReminderMail(data: DueTimesheetReminderData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.reminders");
  const about = { period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t("first.subject", about), recipientName: data.recipientName, opening: t("first.body", about) },
    { kind: "paragraph", text: t("stillToSettle", { components: data.unsettled.join(", ") }) },
    timesheetFacts(facts, data),
    { kind: "action", label: actions("settlePeriod", { period: data.period }), href: timesheetLink("contractor", data.timesheetId) },
  );
}
