import "server-only";
import { DEFAULT_LANGUAGE, type Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { TimesheetClosedData } from "./data";
import { appLink, buildMail, greeting, moneyText, type RenderedMail } from "./mail-builder";

/** TIMESHEET_CLOSED: the period is settled and closed for the contractor. */
export function timesheetClosedMail(data: TimesheetClosedData, language: Language = DEFAULT_LANGUAGE): RenderedMail {
  const t = translatorFor(language, "mail.timesheetClosed");
  const facts = translatorFor(language, "mail.facts");
  const actions = translatorFor(language, "mail.actions");
  const about = { period: data.period, project: data.project };
  return buildMail({
    language,
    subject: t("subject", about),
    greeting: greeting(data.recipientName, language),
    blocks: [
      { kind: "paragraph", text: t("body", about) },
      { kind: "facts", rows: [[facts("period"), data.period], [facts("project"), data.project], [facts("amount"), moneyText(data.amounts, language)]] },
      { kind: "action", label: actions("openPeriod", { period: data.period }), href: appLink(`/contractor?timesheetId=${encodeURIComponent(data.timesheetId)}`) },
    ],
  });
}
