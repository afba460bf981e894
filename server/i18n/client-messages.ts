import "server-only";
import type { Messages } from "next-intl";

/** Namespaces only the server writes with: e-mails, invoice PDFs, workbooks, the handbook page. */
const SERVER_ONLY = ["mail", "invoice", "workbook", "handbook"] as const;

/**
 * What of the request's catalogue the browser gets: never the server's own texts. One language
 * only, as the request chose, and the same whoever asks: a contractor's billing details use the
 * administrators' country picker, so pruning the admin namespace by role broke that page.
 */
export function clientMessages(messages: Messages): Partial<Messages> {
  const omitted = new Set<string>(SERVER_ONLY);
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !omitted.has(namespace))) as Partial<Messages>;
}
