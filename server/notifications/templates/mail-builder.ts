import "server-only";
import { env } from "@/env";
import type { Money } from "@/lib/domain/money";
import type { Language } from "@/lib/i18n/languages";
import { timesheetHref } from "@/lib/navigation/menu";
import { formatFor, translatorFor, type ServerNamespace, type ServerTranslator } from "@/server/i18n/translator";

/** The one HTML escape of the templates: text for element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** An absolute link into the app from a path such as /contractor?timesheetId=... */
export function appLink(path: string): string {
  return `${env.DEPLOYMENT_URL.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A link to one timesheet: the contractor's month, or the administrators' page of the timesheet. */
export function timesheetLink(page: "contractor" | "admin", timesheetId: string): string {
  return appLink(timesheetHref(page, timesheetId));
}

/** Amounts in a mail: the app's money formatting in the reader's language (decimal strings, never a float). */
export function moneyText(amounts: readonly Money[], language: Language): string {
  const format = formatFor(language);
  return amounts.length === 0 ? "—" : amounts.map((m) => format.money(m.amount, m.currency)).join(" · ");
}

/** A template's own words and the facts' and actions' words every template shares, in the reader's language. */
export function mailWords<N extends ServerNamespace>(language: Language, namespace: N) {
  return { t: translatorFor(language, namespace), facts: translatorFor(language, "mail.facts"), actions: translatorFor(language, "mail.actions") };
}

type FactRow = readonly [label: string, value: string | null | undefined];

/** The facts of a mail about one timesheet: its period and project first, then the template's own rows. */
export function timesheetFacts(facts: ServerTranslator<"mail.facts">, about: { period: string; project: string }, ...rows: FactRow[]): MailBlock {
  return { kind: "facts", rows: [[facts("period"), about.period], [facts("project"), about.project], ...rows] };
}

export type MailBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  /** Label/value rows: period, project, amounts... Rows with an empty value are left out. */
  | { kind: "facts"; rows: readonly FactRow[] }
  /** A quoted text from a person (a contest reason): kept line by line. */
  | { kind: "quote"; text: string }
  | { kind: "action"; label: string; href: string };

export interface MailDefinition {
  /** The reader's language: the footer's words and the HTML's lang. */
  language: Language;
  subject: string;
  /** Greeted by name ("Hello Ada,") in the reader's language. */
  recipientName: string;
  blocks: readonly MailBlock[];
  /** Optional mails carry an unsubscribe link in the footer. */
  unsubscribe?: { label: string; href: string };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function textBlock(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return block.text;
    case "paragraph":
      return block.text;
    case "facts":
      return block.rows
        .filter(([, value]) => value)
        .map(([label, value]) => `${label}: ${value}`)
        .join("\n");
    case "quote":
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join("\n");
    case "action":
      return `${block.label}:\n${block.href}`;
  }
}

const cell = "padding:4px 12px 4px 0;vertical-align:top";

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case "heading":
      return `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(block.text)}</h1>`;
    case "paragraph":
      return `<p style="margin:0 0 12px">${escapeHtml(block.text)}</p>`;
    case "facts": {
      const rows = block.rows
        .filter(([, value]) => value)
        .map(([label, value]) => `<tr><th scope="row" style="${cell};text-align:left;color:#555;font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value ?? "")}</td></tr>`)
        .join("");
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 12px">${rows}</table>`;
    }
    case "quote":
      return `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #999;white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
    case "action":
      return `<p style="margin:16px 0"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:8px 16px;background:#111;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(block.label)}</a></p><p style="margin:0 0 12px;font-size:12px;color:#555">${escapeHtml(block.href)}</p>`;
  }
}

/**
 * The mail most templates send: the greeting, a paragraph saying what happened, then the
 * template's facts and actions.
 */
export function mailOpeningWith({ opening, ...definition }: Omit<MailDefinition, "blocks"> & { opening: string }, ...blocks: MailBlock[]): RenderedMail {
  return buildMail({ ...definition, blocks: [{ kind: "paragraph", text: opening }, ...blocks] });
}

/** Renders one definition to both bodies, so the text and the HTML always say the same thing. */
export function buildMail(definition: MailDefinition): RenderedMail {
  const { language } = definition;
  const layout = translatorFor(language, "mail.layout");
  const footer = layout("footer");
  const greeting = layout("greeting", { name: definition.recipientName });
  const text = [
    greeting,
    ...definition.blocks.map(textBlock),
    "--",
    footer,
    ...(definition.unsubscribe ? [`${definition.unsubscribe.label}: ${definition.unsubscribe.href}`] : []),
  ].join("\n\n");
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(definition.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;color:#111;line-height:1.4;max-width:600px">`,
    `<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>`,
    ...definition.blocks.map(htmlBlock),
    `<hr style="border:0;border-top:1px solid #ddd;margin:24px 0 8px">`,
    `<p style="font-size:12px;color:#555;margin:0">${escapeHtml(footer)}</p>`,
    ...(definition.unsubscribe
      ? [`<p style="font-size:12px;color:#555;margin:4px 0 0"><a href="${escapeHtml(definition.unsubscribe.href)}">${escapeHtml(definition.unsubscribe.label)}</a></p>`]
      : []),
    `</body></html>`,
  ].join("\n");
  // Subjects are header text: no line breaks, whatever a name holds.
  return { subject: definition.subject.replace(/[\r\n]+/g, " "), text, html };
}
