import { formatTimestamp } from "@/lib/format/date";

/** "14:05 · 05 Nov 2026": the time first, as a conversation reads (spec point 3: HH:mm). */
export function formatMoment(value: string, timeZone: string): string {
  const formatted = formatTimestamp(value, timeZone);
  const [date, time] = formatted.split(", ");
  return date && time ? `${time} · ${date}` : formatted;
}
