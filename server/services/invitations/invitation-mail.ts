import "server-only";
import { env } from "@/env";
import { formatTimestamp } from "@/lib/format/date";
import type { OutgoingMail } from "@/server/mail/enqueue-mail";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The link in the invitation e-mail; the page at /invite/<token> sets the password. */
export function invitationLink(token: string): string {
  return `${env.DEPLOYMENT_URL.replace(/\/+$/, "")}/invite/${token}`;
}

/** The invitation e-mail: who invited them, the one-time link and when it expires. */
export function invitationMail({
  to,
  name,
  inviter,
  link,
  expiresAt,
}: {
  to: string;
  name: string;
  inviter: string;
  link: string;
  expiresAt: string;
}): OutgoingMail {
  const expiry = `${formatTimestamp(expiresAt, env.BUSINESS_TIME_ZONE)} (${env.BUSINESS_TIME_ZONE})`;
  const text = [
    `Hello ${name},`,
    "",
    `${inviter} invited you to Settle, where you log your work and settle your fees, expenses and bonuses.`,
    "",
    "Choose your password with this link:",
    link,
    "",
    `The link works once and expires on ${expiry}. If it has expired, ask ${inviter} for a new invitation.`,
    "",
    "If you did not expect this invitation, you can ignore this e-mail.",
  ].join("\n");
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>${escapeHtml(inviter)} invited you to Settle, where you log your work and settle your fees, expenses and bonuses.</p>`,
    `<p><a href="${escapeHtml(link)}">Choose your password</a></p>`,
    `<p>The link works once and expires on ${escapeHtml(expiry)}. If it has expired, ask ${escapeHtml(inviter)} for a new invitation.</p>`,
    "<p>If you did not expect this invitation, you can ignore this e-mail.</p>",
  ].join("\n");
  return { to, subject: "You are invited to Settle", text, html, notificationType: "NEW_USER" };
}
