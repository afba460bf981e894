import "server-only";

const UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(?:\+00(?::?00)?|Z)$/;

/**
 * Spec point 3: timestamps are ISO with microseconds in UTC. Postgres hands them out as text
 * ("2026-11-22 03:23:26.093955+00"), which a JS Date would cut to milliseconds.
 */
export function isoUtcTimestamp(value: string): string {
  const match = UTC_TIMESTAMP.exec(value);
  if (match) return `${match[1]}T${match[2]}.${(match[3] ?? "").padEnd(6, "0")}Z`;
  const date = new Date(value);
  return `${date.toISOString().slice(0, 23)}000Z`;
}
