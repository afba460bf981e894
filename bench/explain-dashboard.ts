/**
 * EXPLAIN ANALYZE of the dashboard's queries on an already generated benchmark database:
 * `DATABASE_URL=... npx tsx --conditions=react-server bench/explain-dashboard.ts`. Each query is
 * captured as the services send it (drizzle's logger) and explained with its parameters.
 */
import type { Logger } from "drizzle-orm/logger";
import postgres from "postgres";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { openDatabase } from "@/server/db/connection";

const captured: { query: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (query, params) => void captured.push({ query, params }) };

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL must name the generated benchmark database");
  const handle = await openDatabase({ url, logger });
  const { db } = handle;
  const explainer = postgres(url, { max: 1, onnotice: () => undefined });
  const today = process.env.BENCH_TODAY ?? new Date().toISOString().slice(0, 10);
  const current = BillingPeriod.current(today);
  const { countDashboardTimesheets } = await import("@/server/services/dashboard/count-dashboard-timesheets");
  const { listNeedsAttention } = await import("@/server/services/dashboard/list-needs-attention");
  const { sumPeriodTotals } = await import("@/server/services/dashboard/sum-period-totals");
  const { sumSettledByMonth } = await import("@/server/services/dashboard/sum-settled-by-month");
  const parts: [string, () => Promise<unknown>][] = [
    ["counts", () => countDashboardTimesheets(db, { today })],
    ["period totals", () => sumPeriodTotals(db, { period: current })],
    ["needs attention", () => listNeedsAttention(db, { today })],
    ["12-month chart", () => sumSettledByMonth(db, { current })],
  ];
  for (const [name, run] of parts) {
    captured.length = 0;
    await run();
    const queries = [...captured];
    for (const [index, { query, params }] of queries.entries()) {
      const plan = await explainer.unsafe(`explain (analyze, costs off) ${query}`, params as postgres.ParameterOrJSON<never>[]);
      const lines = plan.map((row) => String(Object.values(row)[0]));
      console.log(`\n#### ${name}${queries.length > 1 ? ` (${index + 1} of ${queries.length})` : ""}\n\n\`\`\`\n${lines.join("\n")}\n\`\`\``);
    }
  }
  await explainer.end();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
