import { englishText, type Refusal } from "@/lib/errors";

/** A value with each refusal in it replaced by its English sentence. */
export type InEnglish<T> = T extends Refusal ? string : T extends readonly unknown[] ? { [K in keyof T]: InEnglish<T[K]> } : T extends object ? { [K in keyof T]: InEnglish<T[K]> } : T;

const isRefusal = (value: object): value is Refusal =>
  typeof (value as { key?: unknown }).key === "string" && Object.keys(value).every((name) => name === "key" || name === "values");

/**
 * The domain's answers with their refusals in English, so a test states the specification's
 * sentences ("This timesheet is already closed.") rather than keys.
 */
export function inEnglish<T>(value: T): InEnglish<T> {
  return worded(value) as InEnglish<T>;
}

/** The same object where nothing in it is a refusal, so a test may still compare by identity. */
function worded(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (isRefusal(value)) return englishText(value);
  const entries = Object.entries(value);
  const changed = entries.map(([name, item]) => [name, worded(item)] as const);
  if (changed.every(([, item], index) => item === entries[index]?.[1])) return value;
  return Array.isArray(value) ? changed.map(([, item]) => item) : Object.fromEntries(changed);
}

/** What the API answers for a refusal, beside its code: its key, its values when it has any, and its English. */
export function answerOf(refusal: Refusal): { key: string; values?: unknown; message: string } {
  return { key: refusal.key, ...(refusal.values ? { values: refusal.values } : {}), message: englishText(refusal) };
}
