import type { useTranslations } from "next-intl";
import { componentStatusWord, timesheetStatusWord } from "@/components/status/status-words";
import type { Formats } from "@/lib/format/formats";
import type { EnumWords } from "@/lib/format/labels";
import type { ActivityEntry } from "@/lib/schemas/timesheets";

/** What the timeline is written with: the catalogue's activity words, the enums and the person's formats. */
export interface ActivityWords {
  /** useTranslations("contractor.activity") */
  t: ReturnType<typeof useTranslations<"contractor.activity">>;
  enums: EnumWords;
  format: Formats;
}

/** One line of the timeline: who, what (in plain words), details, and when. */
export interface ActivityItem {
  id: string;
  actor: string;
  text: string;
  detail: string | null;
  at: string;
}

/** One save writes a log entry per record (and one for the statuses); they read as one line. */
const GROUPED_EVENTS = new Set(["save-timesheet-records", "copy-previous-month", "delete-timesheet-records"]);
const SAME_MOMENT_MS = 5000;
const STATUS_FIELDS = [
  ["status", null],
  ["feeStatus", "TIMESHEET"],
  ["expensesStatus", "EXPENSES"],
  ["bonusStatus", "BONUS"],
] as const;

function text(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" ? found : undefined;
}

/** "Fee: In progress → Prepared · Timesheet: Due → Submitted", or null when nothing moved. */
export function statusChanges(words: ActivityWords, before: unknown, after: unknown): string | null {
  const { t, enums } = words;
  const parts = STATUS_FIELDS.flatMap(([key, component]) => {
    const from = text(before, key);
    const to = text(after, key);
    if (!to || from === to) return [];
    const name = component ? enums(`component.${component}`) : t("timesheet");
    const label = (status: string) => (component ? componentStatusWord(enums, status) : timesheetStatusWord(enums, status));
    return [from ? t("statusChange", { name, from: label(from), to: label(to) }) : t("statusSet", { name, to: label(to) })];
  });
  return parts.length > 0 ? parts.join(" · ") : null;
}

function recordDates({ t, format }: ActivityWords, entries: readonly ActivityEntry[]): string | null {
  const dates = entries.flatMap((e) => text(e.after, "date") ?? text(e.before, "date") ?? []).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return null;
  return first === last ? t("onDate", { date: format.date(first) }) : t("dateRange", { from: format.date(first), to: format.date(last) });
}

function recordText({ t }: ActivityWords, entries: readonly ActivityEntry[]): string {
  const first = entries[0] as ActivityEntry;
  const count = entries.length;
  if (first.event === "copy-previous-month") return t("records.copied", { count });
  if (first.event === "flag-timesheet-record") return t("records.flagged", { count });
  if (first.event === "unflag-timesheet-record") return t("records.unflagged", { count });
  if (first.action === "DELETE") return t("records.deleted", { count });
  return first.action === "INSERT" ? t("records.added", { count }) : t("records.changed", { count });
}

const PLAIN_EVENTS = [
  "create-timesheet",
  "remove-timesheet",
  "submit",
  "close",
  "reopen",
  "create-expense",
  "update-expense",
  "delete-expense",
  "save-timesheet-records",
  "copy-previous-month",
  "delete-timesheet-records",
  "advance-periods",
] as const;
const COMPONENT_EVENTS = ["prepare-component", "reset-component", "approve-component", "contest-component"] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function timesheetText(words: ActivityWords, entry: ActivityEntry): string {
  const { t } = words;
  const event = entry.event;
  if (!event) return t("events.unknown");
  if (isOneOf(PLAIN_EVENTS, event)) return t(`events.${event}`);
  if (isOneOf(COMPONENT_EVENTS, event)) return t(`events.${event}`, { component: text(entry.after, "component") ?? "other" });
  if (event === "flag") {
    const flagged = typeof entry.after === "object" && entry.after !== null && (entry.after as { flagged?: unknown }).flagged === true;
    return flagged ? t("events.flagged") : t("events.unflagged");
  }
  if (event === "set-bonus-amount") return bonusText(words, entry.after);
  return t("events.other", { event: event.replace(/-/g, " ") });
}

function stringList(value: unknown, key: string): string[] {
  if (typeof value !== "object" || value === null || !(key in value)) return [];
  const found = (value as Record<string, unknown>)[key];
  return Array.isArray(found) ? found.filter((item): item is string => typeof item === "string") : [];
}

/** The lines a contest marked, each with its reason: "Lines: 2026-10-05 · Design review (“Closed”)". */
function contestedLinesText({ t }: ActivityWords, after: unknown): string | null {
  if (typeof after !== "object" || after === null || !("lines" in after) || !Array.isArray(after.lines)) return null;
  const lines = (after.lines as unknown[]).flatMap((line) => {
    const label = text(line, "label");
    const reason = text(line, "reason");
    return label ? [reason ? t("lineReason", { label, reason }) : label] : [];
  });
  return lines.length > 0 ? t("lines", { lines: lines.join("; ") }) : null;
}

/** What a resubmission changed, named line by line per component: "Fee: changed 2026-10-05 · Design review". */
function changedLinesText({ t }: ActivityWords, after: unknown): string | null {
  if (typeof after !== "object" || after === null || !("lines" in after) || !Array.isArray(after.lines)) return null;
  const named = (after.lines as unknown[]).flatMap((entry) => {
    const parts = [
      ["changed", stringList(entry, "changed")],
      ["added", stringList(entry, "added")],
      ["removed", stringList(entry, "removed")],
    ] as const;
    const said = parts.filter(([, lines]) => lines.length > 0).map(([what, lines]) => t(what, { lines: lines.join("; ") }));
    const component = text(entry, "component") === "EXPENSES" ? "EXPENSES" : "TIMESHEET";
    return said.length > 0 ? [t("componentLines", { component, said: said.join(", ") })] : [];
  });
  return named.length > 0 ? named.join(" · ") : null;
}

function bonusText({ t, format }: ActivityWords, after: unknown): string {
  const amount = text(after, "bonusAmount");
  const currency = text(after, "currency");
  if (!amount) return t("events.clearBonus");
  return t("events.setBonus", { amount: currency ? format.money(amount, currency) : format.number(amount) });
}

/** Who acted; a change made with an API key names the key too. */
function actorName({ t }: ActivityWords, { label, apiKey }: ActivityEntry["actor"]): string {
  const name = label.startsWith("Cron:") ? t("scheduledJob") : label;
  return apiKey ? t("withApiKey", { name, key: apiKey.name }) : name;
}

function describeGroup(words: ActivityWords, group: readonly ActivityEntry[]): ActivityItem {
  const first = group[0] as ActivityEntry;
  const records = group.filter((e) => e.entityType === "timesheet_record");
  const sheet = group.find((e) => e.entityType === "timesheet");
  const changes = sheet ? statusChanges(words, sheet.before, sheet.after) : null;
  const reason = sheet?.event === "contest-component" ? text(sheet.after, "reason") : undefined;
  const lines = sheet?.event === "contest-component" ? contestedLinesText(words, sheet.after) : sheet?.event === "submit" ? changedLinesText(words, sheet.after) : null;
  const detail = records.length > 0 ? [recordDates(words, records), changes] : [reason ? words.t("reason", { reason }) : null, lines, changes];
  return {
    id: first.id,
    actor: actorName(words, first.actor),
    text: records.length > 0 ? recordText(words, records) : timesheetText(words, first),
    detail: detail.filter(Boolean).join(" · ") || null,
    at: first.createdAt,
  };
}

function sameMoment(a: ActivityEntry, b: ActivityEntry): boolean {
  return Math.abs(Date.parse(a.createdAt) - Date.parse(b.createdAt)) <= SAME_MOMENT_MS;
}

/** The timeline, newest first, with the entries of one save read as one line. */
export function describeActivity(words: ActivityWords, entries: readonly ActivityEntry[]): ActivityItem[] {
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups: ActivityEntry[][] = [];
  for (const entry of sorted) {
    const group = groups.at(-1);
    const head = group?.[0];
    const joins = head && entry.event && GROUPED_EVENTS.has(entry.event) && head.event === entry.event && head.actor.label === entry.actor.label && sameMoment(head, entry);
    if (group && joins) group.push(entry);
    else groups.push([entry]);
  }
  return groups.map((group) => describeGroup(words, group));
}
