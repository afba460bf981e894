import { componentStatusLabel, timesheetStatusLabel } from "@/lib/domain";
import { formatDate } from "@/lib/format/date";
import type { ActivityEntry } from "@/lib/schemas/timesheets";

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
const COMPONENT_NOUNS: Record<string, string> = { TIMESHEET: "the fee", EXPENSES: "the expenses", BONUS: "the bonus" };
const STATUS_FIELDS = [
  ["status", "Timesheet", timesheetStatusLabel],
  ["feeStatus", "Fee", componentStatusLabel],
  ["expensesStatus", "Expenses", componentStatusLabel],
  ["bonusStatus", "Bonus", componentStatusLabel],
] as const;

function text(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === "string" ? found : undefined;
}

/** "Fee: In progress → Prepared · Timesheet: Due → Submitted", or null when nothing moved. */
export function statusChanges(before: unknown, after: unknown): string | null {
  const parts = STATUS_FIELDS.flatMap(([key, name, label]) => {
    const from = text(before, key);
    const to = text(after, key);
    if (!to || from === to) return [];
    return [`${name}: ${from ? `${label(from)} → ` : ""}${label(to)}`];
  });
  return parts.length > 0 ? parts.join(" · ") : null;
}

function recordDates(entries: readonly ActivityEntry[]): string | null {
  const dates = entries.flatMap((e) => text(e.after, "date") ?? text(e.before, "date") ?? []).sort();
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return null;
  return first === last ? `On ${formatDate(first)}` : `${formatDate(first)} to ${formatDate(last)}`;
}

function recordText(entries: readonly ActivityEntry[]): string {
  const first = entries[0] as ActivityEntry;
  const noun = entries.length === 1 ? "a fee record" : `${entries.length} fee records`;
  if (first.event === "copy-previous-month") return `copied ${noun} from the previous month`;
  if (first.event === "flag-timesheet-record") return `flagged ${noun}`;
  if (first.event === "unflag-timesheet-record") return `removed the flag from ${noun}`;
  if (first.action === "DELETE") return `deleted ${noun}`;
  return first.action === "INSERT" ? `added ${noun}` : `changed ${noun}`;
}

function timesheetText(entry: ActivityEntry): string {
  const component = text(entry.after, "component");
  const noun = (component && COMPONENT_NOUNS[component]) ?? "a component";
  const flagged = typeof entry.after === "object" && entry.after !== null && (entry.after as { flagged?: unknown }).flagged === true;
  const phrases: Record<string, string> = {
    "create-timesheet": "created the timesheet",
    "remove-timesheet": "removed the timesheet",
    "prepare-component": `prepared ${noun}`,
    "reset-component": `reset ${noun}`,
    submit: "submitted the timesheet",
    "approve-component": `approved ${noun}`,
    "contest-component": `contested ${noun}`,
    close: "closed the timesheet",
    reopen: "reopened the timesheet",
    flag: flagged ? "flagged the timesheet" : "removed the timesheet's flag",
    "create-expense": "added an expense",
    "update-expense": "changed an expense",
    "delete-expense": "deleted an expense",
    "save-timesheet-records": "saved fee records",
    "copy-previous-month": "copied fee records from the previous month",
    "delete-timesheet-records": "deleted fee records",
    "advance-periods": "moved the timesheet on with the calendar",
    "set-bonus-amount": bonusText(entry.after),
  };
  return (entry.event && phrases[entry.event]) ?? `changed the timesheet${entry.event ? ` (${entry.event.replace(/-/g, " ")})` : ""}`;
}

function stringList(value: unknown, key: string): string[] {
  if (typeof value !== "object" || value === null || !(key in value)) return [];
  const found = (value as Record<string, unknown>)[key];
  return Array.isArray(found) ? found.filter((item): item is string => typeof item === "string") : [];
}

/** The lines a contest marked, each with its reason: "Lines: 2026-10-05 · Design review (“Closed”)". */
function contestedLinesText(after: unknown): string | null {
  if (typeof after !== "object" || after === null || !("lines" in after) || !Array.isArray(after.lines)) return null;
  const lines = (after.lines as unknown[]).flatMap((line) => {
    const label = text(line, "label");
    const reason = text(line, "reason");
    return label ? [`${label}${reason ? ` (“${reason}”)` : ""}`] : [];
  });
  return lines.length > 0 ? `Lines: ${lines.join("; ")}` : null;
}

/** What a resubmission changed, named line by line per component: "Fee: changed 2026-10-05 · Design review". */
function changedLinesText(after: unknown): string | null {
  if (typeof after !== "object" || after === null || !("lines" in after) || !Array.isArray(after.lines)) return null;
  const named = (after.lines as unknown[]).flatMap((entry) => {
    const parts = [
      ["changed", stringList(entry, "changed")],
      ["added", stringList(entry, "added")],
      ["removed", stringList(entry, "removed")],
    ] as const;
    const said = parts.filter(([, lines]) => lines.length > 0).map(([what, lines]) => `${what} ${lines.join("; ")}`);
    const component = text(entry, "component");
    return said.length > 0 ? [`${component === "EXPENSES" ? "Expenses" : "Fee"}: ${said.join(", ")}`] : [];
  });
  return named.length > 0 ? named.join(" · ") : null;
}

function bonusText(after: unknown): string {
  const amount = text(after, "bonusAmount");
  const currency = text(after, "currency");
  return amount ? `set the bonus to ${amount}${currency ? ` ${currency}` : ""}` : "cleared the bonus amount";
}

function actorName(label: string): string {
  return label.startsWith("Cron:") ? "The scheduled job" : label;
}

function describeGroup(group: readonly ActivityEntry[]): ActivityItem {
  const first = group[0] as ActivityEntry;
  const records = group.filter((e) => e.entityType === "timesheet_record");
  const sheet = group.find((e) => e.entityType === "timesheet");
  const changes = sheet ? statusChanges(sheet.before, sheet.after) : null;
  const reason = sheet?.event === "contest-component" ? text(sheet.after, "reason") : undefined;
  const lines = sheet?.event === "contest-component" ? contestedLinesText(sheet.after) : sheet?.event === "submit" ? changedLinesText(sheet.after) : null;
  const detail = records.length > 0 ? [recordDates(records), changes] : [reason ? `Reason: “${reason}”` : null, lines, changes];
  return {
    id: first.id,
    actor: actorName(first.actor.label),
    text: records.length > 0 ? recordText(records) : timesheetText(first),
    detail: detail.filter(Boolean).join(" · ") || null,
    at: first.createdAt,
  };
}

function sameMoment(a: ActivityEntry, b: ActivityEntry): boolean {
  return Math.abs(Date.parse(a.createdAt) - Date.parse(b.createdAt)) <= SAME_MOMENT_MS;
}

/** The timeline, newest first, with the entries of one save read as one line. */
export function describeActivity(entries: readonly ActivityEntry[]): ActivityItem[] {
  const sorted = [...entries].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const groups: ActivityEntry[][] = [];
  for (const entry of sorted) {
    const group = groups.at(-1);
    const head = group?.[0];
    const joins = head && entry.event && GROUPED_EVENTS.has(entry.event) && head.event === entry.event && head.actor.label === entry.actor.label && sameMoment(head, entry);
    if (group && joins) group.push(entry);
    else groups.push([entry]);
  }
  return groups.map(describeGroup);
}
