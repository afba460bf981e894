import "server-only";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { TimesheetSubmittedAdminData } from "./data";
import { appLink, buildMail, greeting, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_SUBMITTED_ADMIN: an administrator learns a timesheet waits for review. */
export function timesheetSubmittedAdminMail(data: TimesheetSubmittedAdminData, language: Language = DEFAULT_LANGUAGE): RenderedMail {
  const t = translatorFor(language, "mail.timesheetSubmittedAdmin");
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
          [facts("submitted"), data.submitted.join(", ")],
          [facts("amountToReview"), moneyText(data.amounts, language)],
        ],
      },
      { kind: "action", label: actions("reviewTimesheet"), href: appLink(`/admin/timesheets?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
