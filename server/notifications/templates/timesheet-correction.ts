import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetCorrectionData } from "./data";
import { mailOpeningWith, mailWords, type RenderedMail, timesheetFacts, timesheetLink } from "./mail-builder";

/** TIMESHEET_CORRECTION: a component was contested; the contractor gets the reason and the way back. */
export function timesheetCorrectionMail(data: TimesheetCorrectionData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetCorrection");
  const about = { period: data.period, project: data.project };
  return mailOpeningWith(
    { language, subject: t("subject", about), recipientName: data.recipientName, opening: t("body", { ...about, contestedBy: data.contestedBy, component: data.component }) },
    timesheetFacts(facts, data, [facts("contested"), data.component]),
    { kind: "paragraph", text: t("reason") },
    { kind: "quote", text: data.reason },
    { kind: "action", label: actions("resubmitPeriod", { period: data.period }), href: timesheetLink("contractor", data.timesheetId) },
  );
}
