import "server-only";
import { AppError, fieldIssue, type ErrorIssue, type Refusal } from "@/lib/errors";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE, LONE_SURROGATE, LONE_SURROGATE_MESSAGE } from "@/lib/schemas/common";

const MAX_ISSUES = 20;

/**
 * No body the app takes goes past a handful of levels; 64 leaves room for any of them and refuses a
 * few kilobytes of brackets before anything (this walk, zod, a jsonb column) recurses through them.
 */
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE: Refusal = { key: "bodyNestedTooDeeply", values: { max: MAX_JSON_DEPTH } };

interface Pending {
  value: unknown;
  path: string[];
  /** The object key this value sits under, checked when the value is. */
  key?: string;
}

/** What is wrong with one string (a value or an object key) of what a client sent. */
function textIssues(text: string, path: string[], issues: ErrorIssue[]): void {
  if (CONTROL_CHARACTERS.test(text)) issues.push(fieldIssue(path.join("."), CONTROL_CHARACTERS_MESSAGE));
  if (LONE_SURROGATE.test(text)) issues.push(fieldIssue(path.join("."), LONE_SURROGATE_MESSAGE));
}

/**
 * Walks with its own stack rather than recursion, so no depth of nesting can overflow the call
 * stack; children are pushed last-first so issues come out in document order.
 */
function collect(root: unknown, rootPath: string[], issues: ErrorIssue[]): void {
  const pending: Pending[] = [{ value: root, path: rootPath }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value, path, key } = pending.pop() as Pending;
    if (key !== undefined) textIssues(key, path, issues);
    if (typeof value === "string") {
      textIssues(value, path, issues);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    if (path.length - rootPath.length >= MAX_JSON_DEPTH) throw new AppError("BAD_REQUEST", TOO_DEEP_MESSAGE);
    const children: Pending[] = Array.isArray(value)
      ? value.map((item, index) => ({ value: item as unknown, path: [...path, String(index)] }))
      : Object.entries(value).map(([name, item]) => ({ value: item as unknown, path: [...path, name], key: name }));
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index] as Pending);
  }
}

/**
 * Refuses control characters (other than tab and newline) and lone surrogates anywhere in what a
 * client sent, values and object keys alike, so every endpoint, including ones whose schema
 * forgets plainText, answers 400 instead of failing in the database (jsonb refuses "\ud800": a
 * 500) or storing a replacement character; and refuses nesting past MAX_JSON_DEPTH.
 */
export function assertPlainText(value: unknown, path: string[] = []): void {
  const issues: ErrorIssue[] = [];
  collect(value, path, issues);
  if (issues.length > 0) throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, issues);
}

/** The same rule for the query string. */
export function assertPlainQuery(url: string): void {
  let params: URLSearchParams;
  try {
    params = new URL(url).searchParams;
  } catch {
    return;
  }
  const query: Record<string, string[]> = {};
  for (const [key, value] of params) (query[key] ??= []).push(value);
  assertPlainText(query, ["query"]);
}
