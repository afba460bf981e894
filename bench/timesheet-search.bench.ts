/**
 * Benchmark: the admin timesheet search in SQL against a naive baseline, side by side.
 *
 * Run it from the repository root (no server, no configuration; an in-memory PGlite):
 *
 *   npx tsx --conditions=react-server bench/timesheet-search.bench.ts [timesheets] [iterations]
 *
 * defaults: 5000 timesheets, 5 timed iterations per case after one warm-up (about a minute). The
 * `--conditions=react-server` flag lets the `server-only` guard of server/ modules load outside
 * Next.js, as the CLI does. It seeds that many timesheets (with records and expenses) over 200
 * contractors and 10 projects, then times each search case twice: `searchTimesheets` (filter,
 * sort and page in SQL on the indexes, totals aggregated in SQL for the page only) and a
 * baseline that loads every timesheet, record and expense and filters, sorts, pages and totals
 * in JavaScript. It checks both return the same page and prints the medians and their ratio.
 * This is a measurement, not a test: it asserts nothing about speed.
 */
import { performance } from "node:perf_hooks";
import { asc, eq } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { feeTotals, totalsByCurrency } from "@/lib/domain/fees";
import { COMPONENT_STATUSES, TIMESHEET_STATUSES, WEEKDAYS, type Weekday } from "@/lib/domain/reference";
import { timesheetSearchBody, type TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import { openDatabase, type Database } from "@/server/db/connection";
import * as t from "@/server/db/schema";
import { searchTimesheets } from "@/server/services/timesheets/search-timesheets";

const TIMESHEETS = Number(process.argv[2] ?? 5_000);
const ITERATIONS = Number(process.argv[3] ?? 5);
const CONTRACTORS = 200;
const PROJECTS = 10;
const RECORDS_PER_TIMESHEET = 4;

function chunks<T>(items: T[], size = 1000): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

async function insertAll<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (const chunk of chunks(items)) await insert(chunk);
}

async function seed(db: Database) {
  const clientRows = await db.insert(t.clients).values([{ name: "Acme Rail" }, { name: "Borealis Power" }, { name: "Cobalt Health" }]).returning();
  const projectRows = await db
    .insert(t.projects)
    .values(Array.from({ length: PROJECTS }, (_, i) => ({ clientId: clientRows[i % clientRows.length]!.id, name: `Project ${String(i).padStart(2, "0")}` })))
    .returning();
  const users = await db
    .insert(t.user)
    .values(Array.from({ length: CONTRACTORS }, (_, i) => ({ name: `Contractor ${String(i).padStart(3, "0")}`, email: `c${i}@bench.local`, role: "SUBCONTRACTOR" })))
    .returning();
  const contractorRows = await db.insert(t.contractors).values(users.map((u) => ({ userId: u.id, status: "REGISTERED" as const }))).returning();
  const months = Math.ceil(TIMESHEETS / CONTRACTORS);
  const first = BillingPeriod.fromString("2026-11").plusMonths(-months + 1);
  const pes = await db
    .insert(t.projectEngagements)
    .values(contractorRows.map((c, i) => ({ projectId: projectRows[i % PROJECTS]!.id, contractorId: c.id, startDate: first.firstDay(), bonusEligible: i % 4 === 0 })))
    .returning();
  const periods = await db.insert(t.engagements).values(pes.map((pe) => ({ projectEngagementId: pe.id, startDate: first.firstDay() }))).returning();
  const frequencies = ["DAILY", "HOURLY", "MONTHLY"] as const;
  const rateRows = await db
    .insert(t.rates)
    .values(
      periods.map((p, i) => {
        const frequency = frequencies[i % 3]!;
        return { engagementId: p.id, frequency, amount: frequency === "HOURLY" ? "95.50" : frequency === "DAILY" ? "780.00" : "15000.00", currency: i % 2 ? "EUR" : "CHF" };
      }),
    )
    .returning();
  const sheets = pes.flatMap((pe, i) =>
    Array.from({ length: months }, (_, m) => ({
      projectEngagementId: pe.id,
      contractorId: pe.contractorId,
      projectId: pe.projectId,
      billingPeriod: first.plusMonths(m).toDatabase(),
      status: TIMESHEET_STATUSES[(i + m) % TIMESHEET_STATUSES.length]!,
      feeStatus: COMPONENT_STATUSES[(i * 3 + m) % COMPONENT_STATUSES.length]!,
      flagged: (i + m) % 17 === 0,
      bonusAmount: i % 4 === 0 ? "1000.00" : null,
    })),
  ).slice(0, TIMESHEETS);
  const inserted: { id: string; billingPeriod: string; projectEngagementId: string }[] = [];
  for (const chunk of chunks(sheets)) {
    inserted.push(...(await db.insert(t.timesheets).values(chunk).returning({ id: t.timesheets.id, billingPeriod: t.timesheets.billingPeriod, projectEngagementId: t.timesheets.projectEngagementId })));
  }
  const rateOf = new Map(pes.map((pe, i) => [pe.id, rateRows[i]!]));
  const records = inserted.flatMap((sheet) =>
    Array.from({ length: RECORDS_PER_TIMESHEET }, (_, r) => {
      const rate = rateOf.get(sheet.projectEngagementId)!;
      return {
        timesheetId: sheet.id,
        date: `${sheet.billingPeriod.slice(0, 8)}${String(3 + r * 5).padStart(2, "0")}`,
        rateId: rate.id,
        workSummary: `Work item ${r}`,
        timeAmount: rate.frequency === "HOURLY" ? "7.50" : "1.00",
        timeUnit: rate.frequency === "HOURLY" ? "HOURS" : "DAYS",
      };
    }),
  );
  await insertAll(records, (chunk) => db.insert(t.timesheetRecords).values(chunk));
  const expenses = inserted
    .filter((_, i) => i % 3 === 0)
    .map((sheet) => ({
      timesheetId: sheet.id,
      date: `${sheet.billingPeriod.slice(0, 8)}05`,
      category: "FLIGHTS",
      amount: "412.80",
      amountInExpenseCurrency: "412.80",
      expenseCurrency: "EUR",
      exchangeRate: "1.00000000",
      originalCurrency: "EUR",
    }));
  await insertAll(expenses, (chunk) => db.insert(t.expenseRecords).values(chunk));
  await db.execute("analyze");
  return { projectIds: projectRows.map((p) => p.id), clientIds: clientRows.map((c) => c.id), inserted: inserted.length, records: records.length };
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

type Body = ReturnType<typeof timesheetSearchBody.parse>;

/** The baseline: load everything, then do the search's work in JavaScript. */
async function naiveSearch(db: Database, body: Body): Promise<{ ids: string[]; total: number; fees: string[] }> {
  const [rows, records, expenses] = await Promise.all([
    db
      .select({ timesheet: t.timesheets, contractorName: t.user.name, email: t.user.email, workingDays: t.contractors.workingDays, projectName: t.projects.name, clientId: t.clients.id, clientName: t.clients.name })
      .from(t.timesheets)
      .innerJoin(t.contractors, eq(t.contractors.id, t.timesheets.contractorId))
      .innerJoin(t.user, eq(t.user.id, t.contractors.userId))
      .innerJoin(t.projects, eq(t.projects.id, t.timesheets.projectId))
      .innerJoin(t.clients, eq(t.clients.id, t.projects.clientId)),
    db.select({ record: t.timesheetRecords, rate: t.rates }).from(t.timesheetRecords).innerJoin(t.rates, eq(t.rates.id, t.timesheetRecords.rateId)).orderBy(asc(t.timesheetRecords.date)),
    db.select().from(t.expenseRecords),
  ]);
  const filters = new Map(body.filters.map((f) => [f.id, f.value as unknown]));
  const status = filters.get("status") as string[] | undefined;
  const period = filters.get("billingPeriod_name") as { from?: string; to?: string } | undefined;
  const search = (filters.get("search") as string | undefined)?.toLowerCase();
  const clientIds = filters.get("clientId") as string[] | undefined;
  const matching = rows.filter(({ timesheet, contractorName, email, projectName, clientId }) => {
    const text = timesheet.billingPeriod.slice(0, 7);
    return (
      (!status || status.includes(timesheet.status)) &&
      (!period || ((!period.from || text >= period.from) && (!period.to || text <= period.to))) &&
      (!clientIds || clientIds.includes(clientId)) &&
      (!search || [contractorName, email, projectName].some((v) => v.toLowerCase().includes(search)))
    );
  });
  const keyOf = (row: (typeof rows)[number], id: string) =>
    ({ contractor: row.contractorName, client: row.clientName, project: row.projectName, status: row.timesheet.status })[id] ?? row.timesheet.billingPeriod;
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  matching.sort((a, b) => {
    for (const sort of body.sorting) {
      const order = compare(keyOf(a, sort.id), keyOf(b, sort.id));
      if (order !== 0) return sort.desc ? -order : order;
    }
    return (
      compare(b.timesheet.billingPeriod, a.timesheet.billingPeriod) ||
      compare(a.contractorName, b.contractorName) ||
      compare(a.projectName, b.projectName) ||
      compare(a.timesheet.id, b.timesheet.id)
    );
  });
  const page = matching.slice((body.page - 1) * body.pageSize, body.page * body.pageSize);
  // Grouped once, so the baseline is naive about where the work happens, not needlessly quadratic.
  const recordsOf = groupBy(records, (r) => r.record.timesheetId);
  const expensesOf = groupBy(expenses, (e) => e.timesheetId);
  const fees = page.map(({ timesheet, workingDays }) => {
    const own = recordsOf.get(timesheet.id) ?? [];
    const fee = feeTotals(
      own.map(({ record, rate }) => ({ date: record.date, timeAmount: record.timeAmount, timeUnit: record.timeUnit as "DAYS" | "HOURS", rate: { ...rate, frequency: rate.frequency as "DAILY" } })),
      { period: BillingPeriod.fromString(timesheet.billingPeriod), workingDays: workingDays.filter((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d)) },
    );
    totalsByCurrency((expensesOf.get(timesheet.id) ?? []).map((e) => ({ amount: e.amount, currency: e.originalCurrency })));
    return fee.map((m) => `${m.amount} ${m.currency}`).join(",");
  });
  return { ids: page.map((row) => row.timesheet.id), total: matching.length, fees };
}

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function sameResult(sql: { rows: TimesheetSearchRow[]; total: number }, naive: { ids: string[]; total: number; fees: string[] }): boolean {
  const fees = sql.rows.map((row) => row.totals.fee.map((m) => `${m.amount} ${m.currency}`).join(","));
  return sql.total === naive.total && JSON.stringify(sql.rows.map((r) => r.id)) === JSON.stringify(naive.ids) && JSON.stringify(fees) === JSON.stringify(naive.fees);
}

async function main() {
  const handle = await openDatabase({ memory: true });
  await handle.migrate();
  const db = handle.db;
  const seedStart = performance.now();
  const seeded = await seed(db);
  console.log(`Seeded ${seeded.inserted} timesheets and ${seeded.records} records in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (PGlite, in memory).`);

  const cases: [string, unknown][] = [
    ["first page, default order", {}],
    ["status DUE/CONTESTED, by contractor", { filters: [{ id: "status", value: ["DUE", "CONTESTED"] }], sorting: [{ id: "contractor", desc: false }] }],
    ["one billing period", { filters: [{ id: "billingPeriod_name", value: "2026-10" }] }],
    ["period range + text search", { filters: [{ id: "billingPeriod_name", value: { from: "2026-01", to: "2026-06" } }, { id: "search", value: "contractor 01" }] }],
    ["client filter, page 5 by client desc", { filters: [{ id: "clientId", value: seeded.clientIds[1] }], sorting: [{ id: "client", desc: true }], page: 5, pageSize: 50 }],
  ];

  console.log(`\nMedian of ${ITERATIONS} runs after one warm-up; ratio = baseline / SQL.\n`);
  console.log(`${"case".padEnd(40)} ${"SQL ms".padStart(9)} ${"baseline ms".padStart(12)} ${"ratio".padStart(8)}  same page`);
  for (const [name, input] of cases) {
    const body = timesheetSearchBody.parse(input);
    const [sqlResult, naiveResult] = [await searchTimesheets(db, body), await naiveSearch(db, body)];
    const sqlMs = await median(() => searchTimesheets(db, body));
    const naiveMs = await median(() => naiveSearch(db, body));
    const ratio = naiveMs / sqlMs;
    console.log(
      `${name.padEnd(40)} ${sqlMs.toFixed(1).padStart(9)} ${naiveMs.toFixed(1).padStart(12)} ${`${ratio.toFixed(1)}x`.padStart(8)}  ${sameResult(sqlResult, naiveResult) ? "yes" : "NO"}`,
    );
  }
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
