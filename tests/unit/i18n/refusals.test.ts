import { describe, expect, it } from "vitest";
import { BONUS_AMOUNT_LOCKED, bonusAmountLockedReason } from "@/lib/domain/bonus-amount";
import { COMPONENT_STATUSES, COMPONENTS, TIMESHEET_STATUSES } from "@/lib/domain/reference";
import { ACTION_RULES } from "@/lib/domain/transition-table";
import * as reasons from "@/lib/domain/transition-reasons";
import { GERMAN_MESSAGES, GERMAN_PATTERNS } from "@/lib/i18n/refusals/de";
import { refusalTranslator } from "@/lib/i18n/refusals/translate-refusal";
import { INVITATION_MESSAGES } from "@/lib/schemas/invitations";
import { REVIEW_LINK_MESSAGES } from "@/lib/schemas/reviews";
import { NETWORK_MESSAGES } from "@/lib/api-client";
import { collectRefusalSources } from "./refusal-sources";

const sources = collectRefusalSources();
const de = refusalTranslator({ messages: GERMAN_MESSAGES, patterns: GERMAN_PATTERNS });
const PLACEHOLDER = /\{\w+\}/g;
const fixedParts = (en: string) => en.split(PLACEHOLDER);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A pattern's fixed text with anything between: "{month} {year} has …" fits the source's `${name} has …`. */
const skeleton = (en: string) => new RegExp(`^${fixedParts(en).map((part) => (part.trim() === "" ? "" : escape(part))).join("[\\s\\S]*")}$`);
const matcher = (en: string) => new RegExp(`^${fixedParts(en).map(escape).join("[\\s\\S]+?")}$`);

/** Found by the scan but never shown to a person: the text a test webhook delivers to its receiver. */
const NOT_SHOWN = new Set(["A test event from Settle."]);

/** Messages whose placeholder is itself worded (a wait in words, an outcome), so no fixed template shows them whole. */
const WORDED = [
  "Too many failed sign-in attempts. Try again in 1 second.",
  "Too many failed sign-in attempts. Try again in 40 seconds.",
  "Too many failed sign-in attempts. Try again in 1 minute.",
  "Too many failed sign-in attempts. Try again in 12 minutes.",
  "This export has no file: it failed (disk full). Start it again.",
  "This export has no file: it failed. Start it again.",
  "This export has no file: it was cancelled. Start it again.",
  "example.com, example.org are served by the provider Entra already.",
  "Submission 3 of this component not found.",
];

/**
 * Built from parts rather than written whole, so the scan cannot read them: transition-reasons.ts
 * (a component and a status word put into a sentence) and the reasons built from it. Every input
 * is tried instead.
 */
function domainReasons(): string[] {
  const out = [reasons.notBegunReason({ year: 2026, month: 11 }), reasons.notBegunReason({ year: 2027, month: 3 })];
  for (const rule of Object.values(ACTION_RULES)) out.push(reasons.onlyActorsReason(rule.who, rule.doWhat));
  out.push(reasons.onlyActorsReason("an administrator", "set a bonus amount"));
  for (const status of TIMESHEET_STATUSES) out.push(reasons.onlyApprovedClosesReason(status));
  for (const status of BONUS_AMOUNT_LOCKED) out.push(bonusAmountLockedReason(status));
  for (const status of COMPONENT_STATUSES) {
    out.push(reasons.onlyAdministratorResetsReason(status));
    for (const component of COMPONENTS) {
      out.push(
        reasons.componentLockedReason(component, status),
        reasons.nothingToResetReason(component, status),
        reasons.unsettledBeforeCloseReason(component, status),
        reasons.onlySubmittedDecidedReason("approved", component, status),
        reasons.onlySubmittedDecidedReason("contested", component, status),
      );
    }
  }
  for (const component of COMPONENTS) out.push(reasons.alreadyPreparedReason(component), reasons.contestedBeforeResubmitReason(component));
  return out;
}

describe("German refusals", () => {
  it("finds the messages in the source", () => {
    // Fewer each time a site moves to a key of messages/<language>/errors.json (#48.3).
    expect(sources.plain.size).toBeGreaterThan(100);
    expect(sources.templates.length).toBeGreaterThan(30);
  });

  it("translate every plain message of the schemas, the domain and the server", () => {
    const constants: unknown[] = [...Object.values(INVITATION_MESSAGES), ...Object.values(REVIEW_LINK_MESSAGES), ...Object.values(NETWORK_MESSAGES)];
    const messages = [...[...sources.plain.keys()].filter((m) => !NOT_SHOWN.has(m)), ...WORDED, ...constants.filter((m): m is string => typeof m === "string")];
    const untranslated = messages.filter((message) => de(message) === message).map((m) => `${m} (${sources.plain.get(m) ?? "constant"})`);
    expect(untranslated).toEqual([]);
  });

  it("have a pattern for every parameterised message", () => {
    const skeletons = GERMAN_PATTERNS.map(({ en }) => skeleton(en));
    // Their placeholder is itself a worded value: WORDED tries them.
    const worded = /^(Too many failed sign-in attempts|This export has no file|$)/;
    const uncovered = sources.templates
      .filter(({ parts }) => !(worded.test(parts[0] ?? "") && WORDED.some((message) => message.startsWith(parts[0] ?? "") && message.endsWith(parts.at(-1) ?? ""))))
      .filter(({ parts }) => !skeletons.some((skeleton) => skeleton.test(parts.join("\u0000"))))
      .map(({ parts, where }) => `${parts.join("{}")} (${where})`);
    expect(uncovered).toEqual([]);
  });

  it("translate every reason the domain builds from parts", () => {
    const untranslated = domainReasons().filter((message) => de(message) === message);
    expect(untranslated).toEqual([]);
    expect(de(reasons.componentLockedReason("TIMESHEET", "PREPARED"))).toBe("Die Komponente „Honorar“ ist vorbereitet; setzen Sie sie zurück, bevor Sie etwas ändern.");
    expect(de(reasons.notBegunReason({ year: 2026, month: 11 }))).toMatch(/^November 2026 hat noch nicht begonnen/);
    expect(de(reasons.onlyActorsReason("an administrator", "close a timesheet"))).toBe("Nur ein Administrator kann einen Stundennachweis abschließen.");
  });

  it("use only keys the source still has", () => {
    const text = sources.allText;
    const unusedPlain = Object.keys(GERMAN_MESSAGES).filter((key) => !sources.plain.has(key) && !text.includes(key));
    expect(unusedPlain).toEqual([]);
    // A pattern is used when it covers a template of the source, or words a message the domain builds or WORDED names.
    const built = [...domainReasons(), ...WORDED];
    const sourceTemplates = sources.templates.map(({ parts }) => parts.join("\u0000"));
    const unusedPatterns = GERMAN_PATTERNS.filter(({ en }) => !sourceTemplates.some((t) => skeleton(en).test(t)) && !built.some((m) => matcher(en).test(m))).map(({ en }) => en);
    expect(unusedPatterns).toEqual([]);
    const unusedTerms = GERMAN_PATTERNS.flatMap(({ terms }) => Object.values(terms ?? {}).flatMap((words) => Object.keys(words)))
      .filter((word) => !text.toLowerCase().includes(word.toLowerCase()));
    expect(unusedTerms).toEqual([]);
  });

  it("keep every placeholder, and the numbers and names in them", () => {
    for (const { en, de: german } of GERMAN_PATTERNS) expect([...german.matchAll(PLACEHOLDER)].map(String).sort(), en).toEqual([...en.matchAll(PLACEHOLDER)].map(String).sort());
    expect(de("A message has at most 4000 characters.")).toBe("Eine Nachricht hat höchstens 4000 Zeichen.");
    expect(de("Legal name must be at most 200 characters.")).toBe("Der rechtliche Name darf höchstens 200 Zeichen lang sein.");
    expect(de("Invoice INV-7 is in payment run PR-3 already.")).toBe("Rechnung INV-7 ist bereits im Zahlungslauf PR-3.");
    expect(de(WORDED[3] ?? "")).toBe("Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 12 Minuten erneut.");
    expect(de("Too many failed sign-in attempts. Try again in 1 second.")).toBe("Zu viele fehlgeschlagene Anmeldeversuche. Versuchen Sie es in 1 Sekunde erneut.");
    expect(de("This export has no file: it failed (disk full). Start it again.")).toBe("Dieser Export hat keine Datei: Er ist fehlgeschlagen (disk full). Starten Sie ihn erneut.");
    expect(de("This export has no file: it was cancelled. Start it again.")).toBe("Dieser Export hat keine Datei: Er wurde abgebrochen. Starten Sie ihn erneut.");
    expect(de("example.com, example.org are served by the provider Entra already.")).toBe("example.com, example.org werden bereits vom Anbieter Entra bedient.");
  });

  it("leave what no one translated as it is", () => {
    expect(de("A sentence nobody wrote down.")).toBe("A sentence nobody wrote down.");
    // A label the terms do not know keeps the whole message English rather than half German.
    expect(de("Nickname is required.")).toBe("Nickname is required.");
  });
});
