/**
 * EXPLAIN ANALYZE of the dashboard's statement on an already generated benchmark database:
 * `DATABASE_URL=... npx tsx --conditions=react-server bench/explain-dashboard.ts`. The statement is
 * captured as the service sends it (drizzle's logger) and explained with its parameters.
 */
import type { Logger } from "drizzle-orm/logger";
import postgres from "postgres";
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
  const { loadDashboard } = await import("@/server/services/timesheets/load-dashboard");
  const parts: [string, () => Promise<unknown>][] = [["the whole dashboard", () => loadDashboard(db, { today })]];
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
