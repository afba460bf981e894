import "server-only";
import { logger } from "@/lib/logger";
import { configurationEntryIssue } from "@/lib/schemas/configurations";

/**
 * A stored entry's value as its reader takes it (`read` answers null for a value it cannot use),
 * or `fallback`, the documented default, when the entry is absent or no longer valid. A value an
 * older release stored is logged here and flagged under Settings (listConfigurations), never a
 * failure of the request that reads it.
 */
export function configuredValue<T>(key: string, stored: unknown, read: (value: unknown) => T | null, fallback: T): T {
  if (stored === undefined || stored === null) return fallback;
  const value = read(stored);
  if (value !== null) return value;
  logger.warn("configuration entry not valid, its default used", { key, problem: configurationEntryIssue(key, stored)?.message ?? "not readable" });
  return fallback;
}
