import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { DueTimesheetAdminCopyData, DueTimesheetReminderData } from "./data";
import { buildMail, type MailBlock, type RenderedMail, timesheetLink } from "./mail-builder";

/**
 * DUE_TIMESHEET_AFTER_ONE_WEEK_REMINDER: a week after the period ended the timesheet is still
 * not settled (or an earlier month still is). The contractor's mail says administrators are
 * copied; their one copy lists every timesheet reminded, each naming the contractor and linking
 * to the timesheet's admin page.
 */
export function dueTimesheetAfterOneWeekReminderMail(
  data: DueTimesheetReminderData | DueTimesheetAdminCopyData,
  language: Language,
): RenderedMail {
  if ("adminCopy" in data) return adminCopyMail(data, language);
  const t = translatorFor(language, "mail.reminders");
  const actions = translatorFor(language, "mail.actions");
  const about = { period: data.period, project: data.project };
  return buildMail({
    language,
    subject: t("afterOneWeek.subject", about),
    recipientName: data.recipientName,
    blocks: [
      { kind: "paragraph", text: t("afterOneWeek.body", about) },
      { kind: "paragraph", text: t("stillToSettle", { components: data.unsettled.join(", ") }) },
      { kind: "action", label: actions("settlePeriod", { period: data.period }), href: timesheetLink("contractor", data.timesheetId) },
    ],
  });
}

function adminCopyMail({ recipientName, timesheets }: DueTimesheetAdminCopyData, language: Language): RenderedMail {
  const t = translatorFor(language, "mail.reminders.adminCopy");
  const actions = translatorFor(language, "mail.actions");
  const [only] = timesheets;
  const one = timesheets.length === 1 && only ? only : null;
  const subject = one
    ? t("subjectOne", { contractorName: one.contractorName, period: one.period, project: one.project })
    : t("subjectMany", { count: String(timesheets.length) });
  const blocks: MailBlock[] = [{ kind: "paragraph", text: one ? t("remindedOne", { contractorName: one.contractorName }) : t("remindedMany") }];
  for (const timesheet of timesheets) {
    blocks.push(
      {
        kind: "paragraph",
        text: t("line", { contractorName: timesheet.contractorName, period: timesheet.period, project: timesheet.project, components: timesheet.unsettled.join(", ") }),
      },
      { kind: "action", label: actions("openTimesheet"), href: timesheetLink("admin", timesheet.timesheetId) },
    );
  }
  return buildMail({ language, subject, recipientName, blocks });
}
