/**
 * The load test (issue #37): `npm run load -- [--scale L] [--duration 60] [--contractors 200]
 * [--admins 20] [--think 3000] [--server next|api] [--port 3400]`.
 *
 * Fills a fresh database with bench/generate.ts (PostgreSQL when DATABASE_URL names an empty one,
 * otherwise an embedded database in a temporary directory), gives every generated person a
 * password, starts the server as its own process (`next start` on the build in .next, or with
 * --server api the route handlers behind a plain Node server, tests/support/processes/serve-api.ts)
 * and signs everyone in through /api/auth/sign-in/email, so every request carries a real session
 * cookie. Then, for --duration seconds, contractors read their workspace, write a record and
 * delete it again and submit a due month once, and administrators open the dashboard, search,
 * read a timesheet, approve submitted ones and export, each waiting about --think ms between
 * actions, while two more sessions call the baseline route. Prints p50/p95/p99 per route, the
 * errors, the throughput and the server's peak RSS, and each p95 as a multiple of the baseline's.
 * A measurement; scripts/test.sh runs a tiny one (--server api, embedded database) as a smoke test,
 * which fails on any error.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import { BillingPeriod } from "@/lib/domain/billing-period";
import { openDatabase } from "@/server/db/connection";
import { generateCompany, SCALES } from "./generate";
import { LoadStats } from "./load-stats";

const ROOT = path.resolve(__dirname, "..");
const PASSWORD = "load-test-password-1";
const API_KEY = "load-admin-api-key";
const CRON_SECRET = "load-cron-secret";

function flag(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const options = {
  scale: SCALES[flag("scale", "L")],
  duration: Number(flag("duration", "60")) * 1000,
  contractors: Number(flag("contractors", "200")),
  admins: Number(flag("admins", "20")),
  think: Number(flag("think", "3000")),
  server: flag("server", "next") as "next" | "api",
  port: Number(flag("port", "3400")),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A think time around the mean, so the sessions do not march in step. */
const think = () => sleep(options.think * (0.5 + Math.random()));

/** Fills the database and gives everyone the one password; returns the server's environment. */
async function prepare(): Promise<NodeJS.ProcessEnv> {
  const scale = options.scale;
  if (!scale) throw new Error(`--scale must be one of ${Object.keys(SCALES).join(", ")}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "settle-load-"));
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { dataDir });
  await handle.migrate();
  const started = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  await generateCompany(handle.db, scale, BillingPeriod.current(today).toDatabase());
  // One hash for everyone: sign-in still checks it (scrypt) on every session created.
  const hash = await hashPassword(PASSWORD);
  await handle.db.execute(sql`insert into users (name, email, role, email_verified)
    select 'Load Admin ' || g, 'admin' || g || '@load.local', 'ADMIN', true from generate_series(1, ${options.admins + 2}) g`);
  await handle.db.execute(sql`insert into accounts (user_id, account_id, provider_id, password)
    select id, id::text, 'credential', ${hash} from users where email like '%@bench.local' or email like '%@load.local'`);
  console.log(`Scale ${scale.name} on ${url ? "PostgreSQL" : "the embedded database"}: generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  await handle.close();
  const base = `http://127.0.0.1:${options.port}`;
  return {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_ENV: "local",
    DATA_DIR: dataDir,
    SERVICE_KEY: "load-service-key-load-service-key-0123456789",
    ADMIN_API_KEY: API_KEY,
    CRON_SECRET,
    // The load's sessions name their own addresses in X-Forwarded-For, believed from this host only.
    TRUSTED_PROXIES: "127.0.0.1",
    PORT: String(options.port),
    DEPLOYMENT_URL: base,
    NEXT_PUBLIC_DEPLOYMENT_URL: base,
  };
}

/** The server, once started: stopped however the run ends. */
let serverProcess: ChildProcess | undefined;

/** The server as a child process, and the address it answers on. */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ base: string; child: ChildProcess }> {
  let child: ChildProcess;
  let base = `http://127.0.0.1:${options.port}`;
  if (options.server === "next") {
    if (!existsSync(path.join(ROOT, ".next", "BUILD_ID"))) throw new Error("No build in .next: run `npm run build` first.");
    child = spawn(process.execPath, [path.join(ROOT, "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(options.port)], {
      cwd: ROOT,
      env: { ...env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } else {
    child = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(ROOT, "tests/support/processes/serve-api.ts")], {
      cwd: ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    base = await new Promise<string>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        const port = /listening (\d+)/.exec(chunk.toString())?.[1];
        if (port) resolve(`http://127.0.0.1:${port}`);
      });
      child.once("exit", (code) => reject(new Error(`the server ended (${code})`)));
    });
    // The serve-api server builds request URLs on DEPLOYMENT_URL; its origin checks use the same.
  }
  serverProcess = child;
  child.stderr!.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error("the server did not answer /api/health within 2 minutes");
}

/** The resident memory of the server and its children, in bytes. */
function rssOf(pid: number): number {
  try {
    const out = execFileSync("ps", ["-o", "rss=", "-p", String(pid), "--ppid", String(pid)], { encoding: "utf8" });
    return out
      .split("\n")
      .map((line) => Number(line.trim()) || 0)
      .reduce((total, kb) => total + kb * 1024, 0);
  } catch {
    return 0;
  }
}

type Json = Record<string, unknown>;

async function main(): Promise<void> {
  const env = await prepare();
  const { base, child } = await startServer(env);
  const origin = env.DEPLOYMENT_URL ?? base;
  const stats = new LoadStats();
  let peakRss = rssOf(child.pid!);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(child.pid!))), 250);

  /** One call; timed and counted under `route` when a run is being measured. */
  async function call(route: string | null, pathname: string, init: { method?: string; body?: unknown; cookie?: string; apiKey?: boolean; ip?: string } = {}) {
    const headers: Record<string, string> = { origin };
    // Each person comes from an address of their own, as behind the deployment's proxy (TRUSTED_PROXIES).
    if (init.ip) headers["x-forwarded-for"] = init.ip;
    if (init.cookie) headers.cookie = init.cookie;
    if (init.apiKey) headers["x-api-key"] = API_KEY;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const started = performance.now();
    let status = 0;
    let body: ArrayBuffer | undefined;
    let response: Response | undefined;
    try {
      response = await fetch(`${base}${pathname}`, {
        method: init.method ?? (init.body !== undefined ? "POST" : "GET"),
        headers,
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
        redirect: "manual",
      });
      status = response.status;
      body = await response.arrayBuffer();
    } catch (error) {
      if (route) stats.error(route, `network: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    if (route) stats.record(route, performance.now() - started, status, status >= 400 ? new TextDecoder().decode(body).slice(0, 200) : undefined);
    return { status, response, json: () => JSON.parse(new TextDecoder().decode(body)) as Json };
  }

  // The month that began since generation, as the daily job would open it.
  await fetch(`${base}/api/cron/advance-periods`, { method: "POST", headers: { authorization: `Bearer ${CRON_SECRET}`, origin } });

  // Who does what: contractors with a month in progress, their due months, submitted months to approve.
  const find = async (filters: unknown[], limit: number) => {
    const rows: { id: string; contractor: { id: string; email: string } }[] = [];
    let after: string | undefined;
    while (rows.length < limit) {
      const answer = await call(null, "/api/timesheets/find", { apiKey: true, body: { filters, pageSize: 100, ...(after ? { after } : {}) } });
      if (answer.status !== 200) throw new Error(`search for the load's sessions: HTTP ${answer.status} ${JSON.stringify(answer.json())}`);
      const page = answer.json() as { data: { rows: typeof rows; nextCursor: string | null } };
      rows.push(...page.data.rows);
      if (!page.data.nextCursor) break;
      after = page.data.nextCursor;
    }
    return rows.slice(0, limit);
  };
  const current = BillingPeriod.current(new Date().toISOString().slice(0, 10)).toString();
  const inProgress = await find([{ id: "feeStatus", value: ["ELIGIBLE", "IN_PROGRESS"] }, { id: "billingPeriod_name", value: current }], options.contractors * 3);
  const due = await find([{ id: "status", value: "DUE" }], 5000);
  const submitted = await find([{ id: "status", value: "SUBMITTED" }], options.admins * 50);
  const dueOf = new Map(due.map((row) => [row.contractor.id, row.id]));

  let addresses = 0;
  const nextAddress = () => {
    addresses += 1;
    return `10.${Math.floor(addresses / 62500) % 250}.${Math.floor(addresses / 250) % 250}.${(addresses % 250) + 1}`;
  };
  const signIn = async (email: string, ip: string) => {
    const answer = await call(null, "/api/auth/sign-in/email", { body: { email, password: PASSWORD }, ip });
    if (answer.status !== 200) throw new Error(`sign-in of ${email}: HTTP ${answer.status} ${JSON.stringify(answer.json())} ${answer.response?.headers.get("retry-after") ?? ""}`);
    return answer.response!.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  };

  // Each contractor's write: a copy of one of their records on a day without one (found by trying, before the clock runs).
  interface Contractor {
    cookie: string;
    ip: string;
    timesheetId: string;
    template: Json;
    dueId?: string;
  }
  const contractors: Contractor[] = [];
  for (const row of inProgress) {
    if (contractors.length >= options.contractors) break;
    const ip = nextAddress();
    const cookie = await signIn(row.contractor.email, ip);
    const detail = (await call(null, `/api/timesheets/${row.id}`, { cookie, ip })).json() as { data: { timesheetRecords: { date: string; rate: { id: string }; timeUnit: string }[] } };
    const model = detail.data.timesheetRecords[0];
    if (!model) continue;
    const used = new Set(detail.data.timesheetRecords.map((record) => record.date));
    const today = new Date().toISOString().slice(0, 10);
    const days = Array.from({ length: 28 }, (_, i) => `${current}-${String(i + 1).padStart(2, "0")}`).filter((day) => day <= today && !used.has(day));
    for (const date of days.slice(0, 6)) {
      const template = { date, rateId: model.rate.id, workSummary: "Load test", timeAmount: model.timeUnit === "DAYS" ? "0.50" : "2.00", timeUnit: model.timeUnit };
      const created = await call(null, "/api/timesheet-records", { cookie, ip, body: { timesheetId: row.id, records: [template] } });
      if (created.status !== 200) continue;
      const ids = (created.json() as { data: { records: { id: string }[] } }).data.records.map((record) => record.id);
      await call(null, "/api/timesheet-records", { method: "DELETE", cookie, ip, body: { timesheetId: row.id, ids } });
      contractors.push({ cookie, ip, timesheetId: row.id, template, dueId: dueOf.get(row.contractor.id) });
      break;
    }
  }
  const signInAdmin = async (n: number) => {
    const ip = nextAddress();
    return { cookie: await signIn(`admin${n}@load.local`, ip), ip };
  };
  // One after the other: sign-ins in flight count against the address's failure budget until they succeed.
  const admins: { cookie: string; ip: string }[] = [];
  for (let n = 1; n <= options.admins; n++) admins.push(await signInAdmin(n));
  const baselineSessions = [await signInAdmin(options.admins + 1), await signInAdmin(options.admins + 2)];
  const approvals = submitted.map((row) => row.id);
  const exportIds = due.slice(0, 50).map((row) => row.id);
  console.log(`${contractors.length} contractors, ${admins.length} administrators and 2 baseline sessions signed in; server on ${base} (${options.server}).`);

  const end = performance.now() + options.duration;
  const running = () => performance.now() < end;

  async function contractorLoop(self: Contractor) {
    const who = { cookie: self.cookie, ip: self.ip };
    const submitAt = performance.now() + Math.random() * options.duration;
    await sleep(Math.random() * options.think);
    while (running()) {
      await call("contractor: GET /api/timesheets (own list)", "/api/timesheets?limit=10", who);
      await think();
      if (!running()) break;
      await call("contractor: GET /api/timesheets/{id}", `/api/timesheets/${self.timesheetId}`, who);
      await think();
      if (!running()) break;
      const created = await call("contractor: POST /api/timesheet-records", "/api/timesheet-records", {
        ...who,
        body: { timesheetId: self.timesheetId, records: [self.template] },
      });
      await think();
      if (created.status === 200) {
        const ids = (created.json() as { data: { records: { id: string }[] } }).data.records.map((record) => record.id);
        await call("contractor: DELETE /api/timesheet-records", "/api/timesheet-records", { method: "DELETE", ...who, body: { timesheetId: self.timesheetId, ids } });
        await think();
      }
      if (self.dueId && performance.now() >= submitAt && running()) {
        await call("contractor: POST /api/timesheets/{id}/submit", `/api/timesheets/${self.dueId}/submit`, { ...who, body: {} });
        self.dueId = undefined;
        await think();
      }
    }
  }

  async function adminLoop(who: { cookie: string; ip: string }, index: number) {
    const mine = approvals.filter((_, i) => i % admins.length === index);
    await sleep(Math.random() * options.think);
    for (let round = 0; running(); round++) {
      if (options.server === "next") await call("admin: GET /admin (dashboard page)", "/admin", who);
      await think();
      if (!running()) break;
      const page = (await call("admin: POST /api/timesheets/find", "/api/timesheets/find", { ...who, body: { pageSize: 25 } })).json() as { data: { rows: { id: string }[] } };
      await think();
      if (!running()) break;
      const pick = page.data.rows[round % Math.max(page.data.rows.length, 1)];
      if (pick) await call("admin: GET /api/timesheets/{id}", `/api/timesheets/${pick.id}`, who);
      await think();
      const approve = mine.pop();
      if (approve && running()) {
        await call("admin: PUT approve-component", `/api/timesheets/${approve}/approve-component`, { method: "PUT", ...who, body: { component: "TIMESHEET" } });
        await think();
      }
      if (round % 3 === index % 3 && running()) {
        await call("admin: POST /api/timesheets/batch/export (50)", "/api/timesheets/batch/export", { ...who, body: { ids: exportIds } });
        await think();
      }
      if (pick && running()) await call("admin: GET /api/timesheets/{id}/export", `/api/timesheets/${pick.id}/export`, who);
      await think();
    }
  }

  async function baselineLoop(who: { cookie: string; ip: string }) {
    while (running()) {
      await call("baseline: GET /api/lookups/clients?limit=1", "/api/lookups/clients?limit=1", who);
      await sleep(200 + Math.random() * 200);
    }
  }

  const started = performance.now();
  await Promise.all([...contractors.map(contractorLoop), ...admins.map(adminLoop), ...baselineSessions.map(baselineLoop)]);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, rssOf(child.pid!));
  child.kill("SIGTERM");
  console.log(stats.report({ seconds, peakRss, users: { contractors: contractors.length, admins: admins.length }, baseline: "baseline: GET /api/lookups/clients?limit=1" }));
  await new Promise((resolve) => {
    child.once("exit", resolve);
    setTimeout(resolve, 10_000);
  });
  process.exitCode = stats.errors() > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  serverProcess?.kill("SIGTERM");
  process.exit(1);
});
