import "server-only";
import { env } from "@/env";

/** HTML-escapes text for element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** An absolute link into the app from a path such as /contractor?timesheetId=... */
export function appLink(path: string): string {
  return `${env.DEPLOYMENT_URL.replace(/\/+$/, "")}${path}`;
}

export interface MailParts {
  subject: string;
  greeting: string;
  /** Plain-text paragraphs; escaped in the HTML body. */
  paragraphs: string[];
  /** Bulleted lines, each with an optional link. */
  lines?: { text: string; link?: string }[];
  action?: { label: string; link: string };
  /** Unsubscribe links of the optional mails (one per channel the mail carries). */
  unsubscribe?: { label: string; link: string }[];
}

/** One layout for the mails of this module: the same words in the text and the HTML body. */
export function renderMail(parts: MailParts): { subject: string; text: string; html: string } {
  const text = [
    parts.greeting,
    "",
    ...parts.paragraphs.flatMap((p) => [p, ""]),
    ...(parts.lines ?? []).map((line) => (line.link ? `- ${line.text}: ${line.link}` : `- ${line.text}`)),
    ...(parts.lines?.length ? [""] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.link}`, ""] : []),
    "Settle",
    ...(parts.unsubscribe ?? []).flatMap((u) => ["", `${u.label}: ${u.link}`]),
  ].join("\n");
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;color:#111">`,
    `<p>${escapeHtml(parts.greeting)}</p>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(parts.lines?.length
      ? [`<ul>${parts.lines.map((l) => `<li>${l.link ? link(l.link, l.text) : escapeHtml(l.text)}</li>`).join("")}</ul>`]
      : []),
    ...(parts.action ? [`<p>${link(parts.action.link, parts.action.label)}</p>`] : []),
    `<p>Settle</p>`,
    ...(parts.unsubscribe ?? []).map((u) => `<p style="font-size:12px;color:#555">${link(u.link, u.label)}</p>`),
    `</body></html>`,
  ].join("\n");
  return { subject: parts.subject, text, html };
}
