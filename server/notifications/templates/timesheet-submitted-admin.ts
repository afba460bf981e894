import "server-only";
import type { Language } from "@/lib/i18n/languages";
import type { TimesheetSubmittedAdminData } from "./data";
import { appLink, buildMail, mailWords, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_SUBMITTED_ADMIN: an administrator learns a timesheet waits for review. */
export function timesheetSubmittedAdminMail(data: TimesheetSubmittedAdminData, language: Language): RenderedMail {
  const { t, facts, actions } = mailWords(language, "mail.timesheetSubmittedAdmin");
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
          [facts("submitted"), data.submitted.join(", ")],
          [facts("amountToReview"), moneyText(data.amounts, language)],
        ],
      },
      { kind: "action", label: actions("reviewTimesheet"), href: appLink(`/admin/timesheets?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
