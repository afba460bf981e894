import "server-only";
import type { NotificationChannel } from "@/lib/domain/reference";
import type { Language } from "@/lib/i18n/languages";
import { translatorFor } from "@/server/i18n/translator";
import { appLink, buildMail, type MailBlock, type RenderedMail } from "./mail-builder";

/**
 * The optional mails of the subscription channels (not spec notification types, so outside the
 * `renderNotification` registry): one event, or the daily digest of several. Both carry the
 * unsubscribe link of their channel(s), and are written in the recipient's language.
 */
export interface ChannelEventMailData {
  recipientName: string;
  channel: NotificationChannel;
  subject: string;
  paragraphs: readonly string[];
  actionLabel: string;
  /** A path into the app. */
  path: string;
  unsubscribeLink: string;
}

/** What a channel carries, as a digest line names it. */
const channelLabel = (channel: NotificationChannel, language: Language) => translatorFor(language, "mail.channels")(`${channel}.label`);

export const unsubscribeLabel = (channel: NotificationChannel, language: Language) =>
  translatorFor(language, "mail.channels")(`${channel}.unsubscribe`);

export function channelEventMail(data: ChannelEventMailData, language: Language): RenderedMail {
  return buildMail({
    language,
    subject: data.subject,
    recipientName: data.recipientName,
    blocks: [
      ...data.paragraphs.map((text): MailBlock => ({ kind: "paragraph", text })),
      { kind: "action", label: data.actionLabel, href: appLink(data.path) },
    ],
    unsubscribe: { label: unsubscribeLabel(data.channel, language), href: data.unsubscribeLink },
  });
}

export interface DailyDigestData {
  recipientName: string;
  /** yyyy-MM-dd */
  day: string;
  /** Each line's summary was written in the recipient's language when its event happened. */
  lines: readonly { channel: NotificationChannel; summary: string; path: string }[];
  /** One per channel the digest carries, in the order they first appear. */
  unsubscribe: readonly { channel: NotificationChannel; link: string }[];
}

export function dailyDigestMail(data: DailyDigestData, language: Language): RenderedMail {
  const t = translatorFor(language, "mail.digest");
  const [first, ...others] = data.unsubscribe;
  const count = data.lines.length;
  return buildMail({
    language,
    subject: t("subject", { day: data.day, count, n: String(count) }),
    recipientName: data.recipientName,
    blocks: [
      { kind: "paragraph", text: t("intro") },
      ...data.lines.map((line): MailBlock => ({ kind: "action", label: t("line", { channel: channelLabel(line.channel, language), summary: line.summary }), href: appLink(line.path) })),
      // The footer holds one unsubscribe link; a digest of several channels lists the others here.
      ...others.map((u): MailBlock => ({ kind: "action", label: unsubscribeLabel(u.channel, language), href: u.link })),
    ],
    ...(first ? { unsubscribe: { label: unsubscribeLabel(first.channel, language), href: first.link } } : {}),
  });
}
