import "server-only";
import type { NotificationChannel } from "@/lib/domain/reference";
import { CHANNEL_LABELS } from "@/lib/format/notification-channels";
import { appLink, buildMail, type MailBlock, type RenderedMail } from "./mail-builder";

/**
 * The optional mails of the subscription channels (not spec notification types, so outside the
 * `renderNotification` registry): one event, or the daily digest of several. Both carry the
 * unsubscribe link of their channel(s).
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

export const unsubscribeLabel = (channel: NotificationChannel) => `Unsubscribe from ${CHANNEL_LABELS[channel].toLowerCase()} e-mails`;

export function channelEventMail(data: ChannelEventMailData): RenderedMail {
  return buildMail({
    subject: data.subject,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      ...data.paragraphs.map((text): MailBlock => ({ kind: "paragraph", text })),
      { kind: "action", label: data.actionLabel, href: appLink(data.path) },
    ],
    unsubscribe: { label: unsubscribeLabel(data.channel), href: data.unsubscribeLink },
  });
}

export interface DailyDigestData {
  recipientName: string;
  /** yyyy-MM-dd */
  day: string;
  lines: readonly { channel: NotificationChannel; summary: string; path: string }[];
  /** One per channel the digest carries, in the order they first appear. */
  unsubscribe: readonly { channel: NotificationChannel; link: string }[];
}

export function dailyDigestMail(data: DailyDigestData): RenderedMail {
  const [first, ...others] = data.unsubscribe;
  const count = data.lines.length;
  return buildMail({
    subject: `Your Settle digest for ${data.day}: ${count} ${count === 1 ? "update" : "updates"}`,
    greeting: `Hello ${data.recipientName},`,
    blocks: [
      { kind: "paragraph", text: "Here is what happened since your last digest." },
      ...data.lines.map((line): MailBlock => ({ kind: "action", label: `${CHANNEL_LABELS[line.channel]}: ${line.summary}`, href: appLink(line.path) })),
      // The footer holds one unsubscribe link; a digest of several channels lists the others here.
      ...others.map((u): MailBlock => ({ kind: "action", label: unsubscribeLabel(u.channel), href: u.link })),
    ],
    ...(first ? { unsubscribe: { label: unsubscribeLabel(first.channel), href: first.link } } : {}),
  });
}
