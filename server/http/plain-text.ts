import "server-only";
import { AppError, type ErrorIssue } from "@/lib/errors";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from "@/lib/schemas/common";

const MAX_ISSUES = 20;

function collect(value: unknown, path: string[], issues: ErrorIssue[]): void {
  if (issues.length >= MAX_ISSUES) return;
  if (typeof value === "string") {
    if (CONTROL_CHARACTERS.test(value)) issues.push({ path: path.join("."), message: CONTROL_CHARACTERS_MESSAGE });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...path, String(index)], issues));
    return;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL_CHARACTERS.test(key)) issues.push({ path: [...path, key].join("."), message: CONTROL_CHARACTERS_MESSAGE });
      collect(item, [...path, key], issues);
    }
  }
}

/**
 * Refuses control characters (other than tab and newline) anywhere in what a client sent, so
 * every endpoint, including ones whose schema forgets plainText, answers 400 instead of failing
 * in the database.
 */
export function assertPlainText(value: unknown, path: string[] = []): void {
  const issues: ErrorIssue[] = [];
  collect(value, path, issues);
  if (issues.length > 0) throw new AppError("BAD_REQUEST", "The request is not valid.", issues);
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
