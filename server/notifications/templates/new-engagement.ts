import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { NewEngagementData } from "./data";
import { appLink, mailOpeningWith, type RenderedMail } from "./mail-builder";

/** NEW_ENGAGEMENT: the contractor was added to a project. */
export function newEngagementMail(data: NewEngagementData, language: Language): RenderedMail {
  const t = translatorFor(language, "mail.newEngagement");
  const facts = translatorFor(language, "mail.facts");
  return mailOpeningWith(
    { language, subject: t("subject", { project: data.project }), recipientName: data.recipientName, opening: t("added", { project: data.project }) },
    {
      kind: "facts",
      rows: [
        [facts("project"), data.project],
        [facts("client"), data.client],
        [facts("startDate"), data.startDate],
        [facts("endDate"), data.endDate ?? facts("openEnded")],
      ],
    },
    { kind: "action", label: t("action"), href: appLink("/contractor") },
  );
}
