import "server-only";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import type { NewUserData } from "./data";
import { mailOpeningWith, type RenderedMail } from "./mail-builder";

/** NEW_USER: the invitation, with its one-time link and expiry. */
export function newUserMail(data: NewUserData, language: Language): RenderedMail {
  const t = translatorFor(language, "mail.newUser");
  return mailOpeningWith(
    { language, subject: t("subject"), recipientName: data.recipientName, opening: t("invited", { inviter: data.inviter }) },
    { kind: "action", label: t("action"), href: data.link },
    { kind: "paragraph", text: t("expiry", { expiresAt: data.expiresAt, inviter: data.inviter }) },
    { kind: "paragraph", text: t("unexpected") },
  );
}
