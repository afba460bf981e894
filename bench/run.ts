/**
 * The project's benchmark: `npm run bench -- --scale S|L|tiny [--iterations N]`.
 *
 * Opens PostgreSQL when DATABASE_URL is set (the database must exist and be empty; it is
 * migrated here), otherwise an in-memory PGlite; fills it with bench/generate.ts; then calls the
 * route handlers in process, as the server would, and prints per scenario: p50 and p95 in ms,
 * SQL statements per request, response bytes, and the p50 as a multiple of the baseline (a
 * trivial authenticated route) measured in the same run. A measurement, not a test.
 *
 * `--reuse`: a database that already holds a company (a previous run's, PostgreSQL) is migrated
 * and measured as it is, without generating again (scale L takes minutes to fill). `--only a,b`:
 * only the scenarios whose name contains one of the words (the baseline always runs, as the
 * ratios need it); `--big-export 0` skips the 10,000-timesheet export.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Logger } from "drizzle-orm/logger";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { eachDayOfMonth, weekdayOf } from "@/lib/domain/dates";
import type { Actor } from "@/server/auth/actor";
import { openDatabase } from "@/server/db/connection";
import { writeBaselineWorkbook } from "./exceljs-baseline";
import { generateCompany, SCALES } from "./generate";

const API_KEY = "bench-admin-api-key";
const CRON_SECRET = "bench-cron-secret";
Object.assign(process.env, {
  NEXT_PUBLIC_ENV: "test",
  SERVICE_KEY: "bench-service-key-bench-service-key-0123456789",
  ADMIN_API_KEY: API_KEY,
  CRON_SECRET,
  DEPLOYMENT_URL: "http://localhost:3000",
  NEXT_PUBLIC_DEPLOYMENT_URL: "http://localhost:3000",
  NEXT_PUBLIC_BACKEND_URL: "http://localhost:3000",
  NEXT_PUBLIC_BACKEND_ANON_KEY: "bench-anon-key",
  NEXT_PUBLIC_STORAGE_UPLOADS_URL: "http://localhost:3000/api/files",
  NEXT_PUBLIC_CONTRACTOR_HANDBOOK_URL: "http://localhost:3000/handbook",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "settle-bench-")),
});

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

let statements = 0;
const counter: Logger = { logQuery: () => void (statements += 1) };

type Handler = (request: Request, context: unknown) => Promise<Response>;
interface Scenario {
  name: string;
  run: (i: number) => Promise<Response>;
}
interface Result {
  name: string;
  p50: number;
  p95: number;
  statements: number;
  bytes: number;
  firstByte?: number;
}

function request(pathname: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ "x-api-key": API_KEY, ...init.headers });
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.body);
  }
  return new Request(`http://localhost:3000${pathname}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(scenario: Scenario, iterations: number): Promise<Result> {
  const times: number[] = [];
  let bytes = 0;
  let count = 0;
  let firstByte = 0;
  for (let i = 0; i < iterations + 1; i += 1) {
    statements = 0;
    const start = performance.now();
    const response = await scenario.run(i);
    const reader = response.body?.getReader();
    let size = 0;
    let first = 0;
    for (;;) {
      if (!reader) break;
      const { done, value } = await reader.read();
      if (!first) first = performance.now() - start;
      if (done) break;
      size += value.byteLength;
    }
    const elapsed = performance.now() - start;
    if (response.status >= 400) throw new Error(`${scenario.name}: HTTP ${response.status}`);
    // The first call warms caches and plans; it is not timed.
    if (i === 0) continue;
    times.push(elapsed);
    bytes = size;
    count = statements;
    firstByte = first;
  }
  times.sort((a, b) => a - b);
  return { name: scenario.name, p50: quantile(times, 0.5), p95: quantile(times, 0.95), statements: count, bytes, firstByte };
}

async function main() {
  const scale = SCALES[flag("scale", "S")];
  if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(", ")}`);
  const iterations = Number(flag("iterations", scale.name === "tiny" ? "3" : "15"));
  const url = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url, logger: counter } : { memory: true, logger: counter });
  await handle.migrate();
  const { installDatabase } = await import("@/server/db");
  installDatabase(handle);
  const { businessToday } = await import("@/server/clock");
  const today = businessToday();
  const current = BillingPeriod.current(today);

  let started = performance.now();
  const { rowsOf } = await import("@/server/db/connection");
  const reuse = process.argv.includes("--reuse") && Number(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from timesheets`))[0]?.n) > 0;
  if (!reuse) await generateCompany(handle.db, scale, current.toDatabase());
  const generation = performance.now() - started;
  const sizes = (await handle.db.execute(sql`select
      (select count(*) from timesheets)::int as timesheets, (select count(*) from timesheet_records)::int as records,
      (select count(*) from expense_records)::int as expenses, pg_size_pretty(pg_database_size(current_database())) as size`)) as unknown;
  const [size] = rowsOf<{ timesheets: number; records: number; expenses: number; size: string }>(sizes);

  const pick = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await handle.db.execute(query)).map((row) => row.id);
  const past = await pick(sql`select id from timesheets where status = 'CLOSED' order by id limit 50`);
  const next = await pick(sql`select t.id from timesheets t join engagements e on e.project_engagement_id = t.project_engagement_id
    join rates r on r.engagement_id = e.id
    where t.status = 'INITIALIZED' and t.billing_period = ${current.next().toDatabase()}::date and r.frequency = 'HOURLY' order by t.id limit 60`);
  // The contractor with the most timesheets, for their paged history (GET /api/timesheets).
  const [busiest] = rowsOf<{ contractorId: string; userId: string; name: string; email: string; timesheets: number }>(
    await handle.db.execute(sql`select c.id as "contractorId", u.id as "userId", u.name, u.email, count(*)::int as timesheets
      from timesheets t join contractors c on c.id = t.contractor_id join users u on u.id = c.user_id
      group by c.id, u.id order by count(*) desc limit 1`),
  );
  if (!busiest) throw new Error("no contractor with timesheets");
  const contractorActor: Actor = { kind: "user", userId: busiest.userId, role: "SUBCONTRACTOR", name: busiest.name, email: busiest.email, contractorId: busiest.contractorId };
  const exportIds = await pick(sql`select id from timesheets where status = 'CLOSED' order by id limit ${scale.name === "L" ? 2000 : scale.name === "S" ? 500 : 50}`);

  const route = async (modulePath: string, method = "GET") => (await import(modulePath))[method] as Handler;
  const [lookupClients, lookupContractors, find, filters, detail, records, cron, batchExport, projectList] = await Promise.all([
    route("@/app/api/lookups/clients/route"),
    route("@/app/api/lookups/contractors/route"),
    route("@/app/api/timesheets/find/route", "POST"),
    route("@/app/api/timesheets/find/filters/route"),
    route("@/app/api/timesheets/[id]/route"),
    route("@/app/api/timesheet-records/route", "POST"),
    route("@/app/api/cron/advance-periods/route", "POST"),
    route("@/app/api/timesheets/batch/export/route", "POST"),
    route("@/app/api/projects/route"),
  ]);
  // The key of row 9,975 in the search's default order: the cursor a client holds after following 399 pages.
  const [deep] = rowsOf<{ period: string; contractor: string; project: string; id: string }>(
    await handle.db.execute(sql`
      select to_char(t.billing_period, 'YYYY-MM-DD') as period, u.name as contractor, p.name as project, t.id
      from timesheets t join contractors c on c.id = t.contractor_id join users u on u.id = c.user_id join projects p on p.id = t.project_id
      order by t.billing_period desc, u.name, p.name, t.id offset 9974 limit 1`),
  );
  const deepCursor = deep ? Buffer.from(JSON.stringify([deep.period, deep.contractor, deep.project, deep.id]), "utf8").toString("base64url") : undefined;
  const { listTimesheets } = await import("@/server/services/timesheets/list-timesheets");
  const { loadDashboard } = await import("@/server/services/timesheets/load-dashboard");
  const { timesheetListQuery } = await import("@/lib/schemas/timesheets");
  const { getDb } = await import("@/server/db");
  // The admin dashboard is a server component (app/admin/page.tsx), not an API route: its one
  // statement runs here as the page runs it, and its answer is measured as JSON.
  const dashboard = async () => Response.json(await loadDashboard(await getDb(), { today }));
  // The contractor's GET /api/timesheets without its session look-up (the benchmark signs nobody
  // in): the route's own query parsing and the service it calls, with the contractor as actor.
  const contractorTimesheets = async (search: string) =>
    Response.json(await listTimesheets(await getDb(), contractorActor, timesheetListQuery.parse(Object.fromEntries(new URLSearchParams(search)))));
  const firstPage = (await (await contractorTimesheets("limit=10")).json()) as { nextCursor: string | null };
  const deleteRecords = await route("@/app/api/timesheet-records/route", "DELETE");
  const idContext = (id: string) => ({ params: Promise.resolve({ id }) });
  const nextMonth = current.next();
  const workdays = eachDayOfMonth(nextMonth.year, nextMonth.month).filter((day) => !["SATURDAY", "SUNDAY"].includes(weekdayOf(day)));
  const twenty = Array.from({ length: 20 }, (_, i) => ({
    date: workdays[i % workdays.length],
    frequency: "HOURLY",
    workSummary: `Bench record ${i}`,
    timeAmount: "1",
    timeUnit: "HOURS",
  }));
  const created: string[][] = [];
  const cronHeaders = { authorization: `Bearer ${CRON_SECRET}` };

  // The first cron run after generation has real work (the month that began); the timed ones find nothing.
  statements = 0;
  started = performance.now();
  const firstCron = await cron(request("/api/cron/advance-periods", { method: "POST", headers: cronHeaders }), undefined);
  const cronWork = { ms: performance.now() - started, statements, body: await firstCron.text() };

  const scenarios: Scenario[] = [
    { name: "baseline: GET /api/lookups/clients?limit=1", run: () => lookupClients(request("/api/lookups/clients?limit=1"), undefined) },
    { name: "admin dashboard (counts, period totals, needs attention, 12-month chart)", run: dashboard },
    { name: `contractor GET /api/timesheets page 1 (limit 10 of ${busiest.timesheets})`, run: () => contractorTimesheets("limit=10") },
    {
      name: "contractor GET /api/timesheets page 2 (cursor)",
      run: () => contractorTimesheets(firstPage.nextCursor ? `limit=10&cursor=${encodeURIComponent(firstPage.nextCursor)}` : "limit=10"),
    },
    { name: "timesheet detail", run: (i) => detail(request(`/api/timesheets/${past[i % past.length]}`), idContext(past[i % past.length] as string)) },
    { name: "search: filtered (status)", run: () => find(request("/api/timesheets/find", { body: { filters: [{ id: "status", value: "CONTESTED" }] } }), undefined) },
    { name: "search: unfiltered page 1", run: () => find(request("/api/timesheets/find", { body: {} }), undefined) },
    { name: "search: page 400 (row 10,000)", run: () => find(request("/api/timesheets/find", { body: { page: 400, pageSize: 25 } }), undefined) },
    {
      name: "search: page 400 by cursor (after = row 9,975's key)",
      run: () => find(request("/api/timesheets/find", { body: { pageSize: 25, ...(deepCursor ? { after: deepCursor } : {}) } }), undefined),
    },
    { name: "projects page: GET /api/projects?limit=50", run: () => projectList(request("/api/projects?limit=50"), undefined) },
    { name: "projects page: GET /api/projects?q=a&limit=50", run: () => projectList(request("/api/projects?q=a&limit=50"), undefined) },
    { name: "search: free text", run: () => find(request("/api/timesheets/find", { body: { filters: [{ id: "search", value: "okafor 1" }] } }), undefined) },
    { name: "search filters", run: () => filters(request("/api/timesheets/find/filters"), undefined) },
    { name: "look-up contractors ?q=ama", run: () => lookupContractors(request("/api/lookups/contractors?q=ama"), undefined) },
    { name: "cron advance-periods (nothing to do)", run: () => cron(request("/api/cron/advance-periods", { method: "POST", headers: cronHeaders }), undefined) },
    {
      name: "create 20 records",
      run: async (i) => {
        const response = await records(request("/api/timesheet-records", { body: { timesheetId: next[i], records: twenty } }), undefined);
        const copy = response.clone();
        if (!response.ok) throw new Error(`create 20 records: ${await copy.text()}`);
        created[i] = ((await copy.json()) as { data: { records: { id: string }[] } }).data.records.map((record) => record.id);
        return response;
      },
    },
    {
      name: "delete 20 records",
      run: (i) => deleteRecords(request("/api/timesheet-records", { method: "DELETE", body: { timesheetId: next[i], ids: created[i] } }), undefined),
    },
    { name: `batch export (${exportIds.length} timesheets)`, run: () => batchExport(request("/api/timesheets/batch/export", { body: { ids: exportIds } }), undefined) },
  ];

  const only = flag("only", "").split(",").map((word) => word.trim()).filter(Boolean);
  const chosen = only.length ? scenarios.filter((scenario, index) => index === 0 || only.some((word) => scenario.name.includes(word))) : scenarios;
  const results: Result[] = [];
  const rssBefore = process.memoryUsage().rss;
  let exportRss = 0;
  for (const scenario of chosen) {
    const exporting = scenario.name.startsWith("batch export");
    const before = process.memoryUsage().rss;
    results.push(await measure(scenario, exporting ? (scale.name === "L" ? 1 : Math.min(iterations, 3)) : iterations));
    if (exporting) exportRss = process.memoryUsage().rss - before;
  }
  const baseline = results[0]?.p50 ?? 1;
  const engine = url ? "PostgreSQL" : "PGlite";
  console.log(`\n## Scale ${scale.name} on ${engine}: ${size?.timesheets} timesheets, ${size?.records} records, ${size?.expenses} expenses, ${size?.size}; ${reuse ? "reused" : `generated in ${(generation / 1000).toFixed(1)} s`}\n`);
  console.log(`First cron run (real work): ${cronWork.ms.toFixed(0)} ms, ${cronWork.statements} statements: ${cronWork.body}\n`);
  console.log("| scenario | p50 ms | p95 ms | statements | bytes | x baseline |");
  console.log("|---|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.statements} | ${r.bytes} | ${(r.p50 / baseline).toFixed(1)} |`);
  }
  const exported = results.at(-1);
  if (exported?.firstByte && exported.name.startsWith("batch export")) console.log(`\nBatch export: first byte after ${exported.firstByte.toFixed(0)} ms of ${exported.p50.toFixed(0)} ms; RSS growth over its runs ${(exportRss / 1e6).toFixed(0)} MB (process ${(rssBefore / 1e6).toFixed(0)} MB before the scenarios).`);
  await measureBigExport();
  await handle.close();

  /**
   * Issue #17's memory target: the batch export of 10,000 timesheets (`--big-export N` to change
   * the count), once, with the process's RSS sampled every 25 ms while the workbook streams:
   * growth = peak RSS during the export - RSS just before it. Skipped when the scale has fewer than
   * half that (tiny).
   */
  async function measureBigExport() {
    const wanted = Number(flag("big-export", "10000"));
    // Scale S holds just under 10,000 timesheets (9,983): it exports all of them.
    if (!size || wanted <= 0 || size.timesheets < wanted / 2) return;
    const count = Math.min(wanted, size.timesheets);
    const ids = await pick(sql`select id from timesheets order by billing_period desc, id limit ${count}`);
    const rssStart = process.memoryUsage().rss;
    let peak = rssStart;
    const sampler = setInterval(() => void (peak = Math.max(peak, process.memoryUsage().rss)), 25);
    statements = 0;
    const start = performance.now();
    const response = await batchExport(request("/api/timesheets/batch/export", { body: { ids } }), undefined);
    if (!response.ok || !response.body) throw new Error(`export of ${count}: HTTP ${response.status} ${await response.text()}`);
    let first = 0;
    let bytes = 0;
    const reader = response.body.getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (!first) first = performance.now() - start;
      bytes += chunk.value.byteLength;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const total = performance.now() - start;
    clearInterval(sampler);
    console.log(
      `\nBatch export of ${ids.length} timesheets: first byte after ${first.toFixed(0)} ms of ${total.toFixed(0)} ms (${((100 * first) / total).toFixed(0)} %), ` +
        `${(bytes / 1e6).toFixed(1)} MB, ${statements} statements; RSS ${(rssStart / 1e6).toFixed(0)} MB before, peak ${(peak / 1e6).toFixed(0)} MB, growth ${((peak - rssStart) / 1e6).toFixed(0)} MB.`,
    );
    // Side by side: exceljs alone writing as many rows of the same shape (bench/exceljs-baseline.ts).
    const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
    const [counts] = rowsOf<{ records: number; expenses: number }>(
      await handle.db.execute(sql`
        select (select count(*)::int from timesheet_records where timesheet_id in (${idList})) as records,
               (select count(*)::int from expense_records where timesheet_id in (${idList})) as expenses`),
    );
    const rows = { summary: ids.length, records: counts?.records ?? 0, expenses: counts?.expenses ?? 0 };
    for (const styles of ["shared", "naive"] as const) {
      const baselineStart = performance.now();
      const baselineBytes = await writeBaselineWorkbook(rows, styles);
      const baseline = performance.now() - baselineStart;
      console.log(
        `exceljs alone, the same rows (${rows.summary} + ${rows.records} + ${rows.expenses}), ${styles === "shared" ? "styles shared as the export shares them" : "a style object per cell (exceljs's default use)"}: ` +
          `${baseline.toFixed(0)} ms, ${(baselineBytes / 1e6).toFixed(1)} MB; the export takes ${(total / baseline).toFixed(2)}x that.`,
      );
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
