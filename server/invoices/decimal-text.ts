import "server-only";
import type { Formats } from "@/lib/format/formats";

/** A stored decimal ("8.50", "19") in the reader's locale with exactly its own digits ("8,50" in German). */
export function decimalText(value: string, format: Formats): string {
  const digits = (value.split(".")[1] ?? "").length;
  return format.number(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
