import { businessToday } from "@/server/clock";

/** The 15th of next month: after today and well within the year a key may last at most. */
export function aMonthAhead(): string {
  const [year, month] = businessToday().split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-15` : `${year}-${String(month + 1).padStart(2, "0")}-15`;
}
