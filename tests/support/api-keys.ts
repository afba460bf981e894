import { API_KEY_AREAS, type ApiKeyScopes } from "@/lib/domain/api-key-scopes";
import { businessToday } from "@/server/clock";

/** The 15th of next month: after today and well within the year a key may last at most. */
export function aMonthAhead(): string {
  const [year, month] = businessToday().split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-15` : `${year}-${String(month + 1).padStart(2, "0")}-15`;
}

/** Every area at one level: `write` is what ADMIN_API_KEY and the keys made before scopes have. */
export const everyScope = (level: "read" | "write"): ApiKeyScopes => Object.fromEntries(API_KEY_AREAS.map((area) => [area, level]));
export const ALL_SCOPES = everyScope("write");
