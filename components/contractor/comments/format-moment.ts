import type { Formats } from "@/lib/format/formats";

/** "14:05 · 05 Nov 2026": the time first, as a conversation reads (spec point 3: HH:mm). */
export function formatMoment(format: Pick<Formats, "timestamp">, value: string, timeZone: string): string {
  const formatted = format.timestamp(value, timeZone);
  const [date, time] = formatted.split(", ");
  return date && time ? `${time} · ${date}` : formatted;
}
