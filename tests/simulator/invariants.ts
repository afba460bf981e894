import { sql } from "drizzle-orm";
import type ExcelJS from "exceljs";
import { BillingPeriod, can, COMPONENTS, type Component, type Money } from "@/lib/domain";
import type { TimesheetReview } from "@/lib/schemas/reviews";
import type { TimesheetDetail, TimesheetSummary } from "@/lib/schemas/timesheets";
import type { TimesheetSearchRow } from "@/lib/schemas/timesheet-search";
import { rowsOf } from "@/server/db";
import { loadDashboard } from "@/server/services/timesheets/load-dashboard";
import { readBack } from "../support/read-back";
import {
  componentStatus,
  contractorOf,
  periodOf,
  same,
  settlementCurrency,
  stateOf,
  totalsOf,
  type Expected,
  type Model,
  type ModelTimesheet,
  type Totals,
} from "./model";
import { send, type Answer, type Real, type Refusal } from "./world";

/**
 * What must hold after every step of the month simulator, checked against the database and
 * every read path the app has. A broken rule throws with what was expected and what was found.
 */

export class SimulationError extends Error {
  override name = "SimulationError";
}

function fail(message: string): never {
  throw new SimulationError(message);
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) fail(`${what}:\n  expected ${e}\n  found    ${a}`);
}

// ------------------------------------------------------------------ counting

export interface Stats {
  runs: number;
  steps: number;
  /** Generated actions that did not apply (no such timesheet, record or link) and were skipped. */
  skipped: number;
  actions: Record<string, number>;
  /** Actions the server carried out (the rest were refused, as the model said they would be). */
  accepted: Record<string, number>;
  refusals: Record<string, number>;
}

export const stats: Stats = { runs: 0, steps: 0, skipped: 0, actions: {}, accepted: {}, refusals: {} };

export function summary(): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .sort(([, a], [, b]) => b - a)
      .map(([name, n]) => `${name} ${n}`)
      .join(", ");
  const actions = Object.entries(stats.actions)
    .sort(([, a], [, b]) => b - a)
    .map(([name, n]) => `${name} ${n} (${stats.accepted[name] ?? 0} ok)`)
    .join(", ");
  return `month simulator: ${stats.runs} runs, ${stats.steps} steps (${stats.skipped} generated actions did not apply); actions: ${actions || "none"}; refusals: ${list(stats.refusals) || "none"}`;
}

// ------------------------------------------------------------------ one step

/** What a command did, for the checks that follow it. */
export class Step {
  /** Timesheets the step wrote to (or tried to): read back through every path. */
  readonly touched = new Set<string>();
  /** Records, expenses, amounts, rates or work days changed: the exports are opened and the dashboard's sums checked. */
  contentChanged = false;
  /** The calendar or an engagement moved many timesheets: every list is compared with the model. */
  everything = false;
  /** The fingerprint of the company's rows taken before a request the model expects to be refused. */
  before?: string;
  /** The server carried the action out. */
  accepted = false;

  constructor(readonly kind: string) {}

  touch(sheet: ModelTimesheet | undefined): void {
    if (sheet) this.touched.add(sheet.id);
  }
}

/**
 * Compares an answer with the model's expectation: the same outcome, and for a refusal the same
 * status, code and (when the domain words it) message, in the `{ error: { code, message } }` shape.
 */
export function expectAnswer(answer: Answer, expected: Expected, what: string): boolean {
  const refused = answer.status >= 400;
  // SIM_DEBUG=1 prints every answer, to see where generated actions end up.
  if (process.env.SIM_DEBUG) console.warn(`[sim] ${what}: ${answer.status}${refused ? ` ${JSON.stringify((answer.body as Refusal).error)}` : ""}`);
  if (!expected.ok) {
    if (!refused) fail(`${what}: the model expected ${expected.status} ${expected.code}${expected.message ? ` "${expected.message}"` : ""}, the server answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 600)}`);
    const error = (answer.body as Refusal).error;
    if (answer.status !== expected.status || error.code !== expected.code || (expected.message !== undefined && error.message !== expected.message)) {
      fail(`${what}: expected ${expected.status} ${expected.code}${expected.message ? ` "${expected.message}"` : ""}, got ${answer.status} ${error.code} "${error.message}" ${JSON.stringify(error.issues ?? [])}`);
    }
    stats.refusals[`${answer.status} ${error.code}`] = (stats.refusals[`${answer.status} ${error.code}`] ?? 0) + 1;
    return false;
  }
  if (refused) fail(`${what}: the model expected success, the server answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 600)}`);
  return true;
}

/** The step changed something (counted in the summary). */
export function carriedOut(step: Step): void {
  if (step.accepted) return;
  step.accepted = true;
  stats.accepted[step.kind] = (stats.accepted[step.kind] ?? 0) + 1;
}

/** expectAnswer for a step: counts what the server carried out. */
export function settle(step: Step, answer: Answer, expected: Expected, what: string): boolean {
  const ok = expectAnswer(answer, expected, what);
  if (ok) carriedOut(step);
  return ok;
}

/** A fingerprint of every row of the run's company, in one statement: a refused request must not change it. */
export async function fingerprint(real: Real, model: Model): Promise<string> {
  const ids = [...model.timesheets, ...model.removed].map((sheet) => sheet.id);
  const contractorIds = model.contractors.map((contractor) => contractor.id);
  const idList = sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const contractorList = sql`array[${sql.join(
    contractorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const hash = (table: string, where: ReturnType<typeof sql>) =>
    sql`select ${table} as t, count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from ${sql.raw(table)} x where ${where}`;
  const statement = sql.join(
    [
      hash("timesheets", sql`x.project_id = ${real.projectId}::uuid`),
      hash("timesheet_records", sql`x.timesheet_id = any(${idList})`),
      hash("expense_records", sql`x.timesheet_id = any(${idList})`),
      hash("files", sql`x.timesheet_id = any(${idList})`),
      hash("message_threads", sql`x.timesheet_id = any(${idList})`),
      hash("messages", sql`x.thread_id in (select id from message_threads where timesheet_id = any(${idList}))`),
      hash("reviews", sql`x.timesheet_id = any(${idList})`),
      hash("review_links", sql`x.timesheet_id = any(${idList})`),
      hash("invoices", sql`x.timesheet_id = any(${idList})`),
      hash("timesheet_amounts", sql`x.timesheet_id = any(${idList})`),
      hash("activity_logs", sql`x.timesheet_id = any(${idList})`),
      hash("project_engagements", sql`x.project_id = ${real.projectId}::uuid`),
      hash("engagements", sql`x.project_engagement_id in (select id from project_engagements where project_id = ${real.projectId}::uuid)`),
      hash("rates", sql`x.engagement_id in (select e.id from engagements e join project_engagements p on p.id = e.project_engagement_id where p.project_id = ${real.projectId}::uuid)`),
      hash("contractors", sql`x.id = any(${contractorList})`),
      hash("invoice_counters", sql`x.contractor_id = any(${contractorList})`),
    ],
    sql` union all `,
  );
  const rows = rowsOf<{ t: string; h: string }>(await real.db.execute(statement));
  return rows.map((row) => `${row.t}=${row.h}`).join("\n");
}

export async function expectUnchanged(real: Real, model: Model, step: Step): Promise<void> {
  if (step.before === undefined) return;
  const after = await fingerprint(real, model);
  if (after !== step.before) {
    const was = new Map(step.before.split("\n").map((line) => line.split("=") as [string, string]));
    const changed = after
      .split("\n")
      .map((line) => line.split("=") as [string, string])
      .filter(([table, hash]) => was.get(table) !== hash)
      .map(([table]) => table);
    fail(`a refused ${step.kind} changed the database: ${changed.join(", ")}`);
  }
}

// ------------------------------------------------------------------ after every step

function moneyText(list: readonly Money[]): string {
  return list.map((money) => `${money.amount} ${money.currency}`).join(" + ") || "nothing";
}

function expectMoney(actual: readonly Money[], expected: readonly Money[], what: string, exact = true): void {
  const ok =
    actual.length === expected.length &&
    actual.every((money, index) => {
      const other = expected[index];
      return other !== undefined && money.currency === other.currency && (exact ? money.amount === other.amount : same(money.amount, other.amount));
    });
  if (!ok) fail(`${what}: expected ${moneyText(expected)}, found ${moneyText(actual)}`);
}

function expectTotals(actual: Totals, expected: Totals, what: string): void {
  expectMoney(actual.fee, expected.fee, `${what}: fee`);
  expectMoney(actual.expenses, expected.expenses, `${what}: expenses`);
  expectMoney(actual.bonus, expected.bonus, `${what}: bonus`);
}

function statusLine(row: { status: string; feeStatus: string; expensesStatus: string; bonusStatus: string }): string {
  return `${row.status}/${row.feeStatus}/${row.expensesStatus}/${row.bonusStatus}`;
}

function expectStatuses(row: { status: string; feeStatus: string; expensesStatus: string; bonusStatus: string }, sheet: ModelTimesheet, what: string): void {
  if (statusLine(row) !== statusLine(sheet)) fail(`${what}: statuses ${statusLine(row)}, the model has ${statusLine(sheet)} (timesheet ${sheet.period} of ${sheet.contractor})`);
}

/** Every timesheet of the company as stored, against the model: which exist, their statuses, versions, flags and bonus amounts. */
async function checkStoredTimesheets(real: Real, model: Model): Promise<void> {
  const rows = rowsOf<{
    id: string;
    contractor_id: string;
    period: string;
    status: string;
    fee_status: string;
    expenses_status: string;
    bonus_status: string;
    version: number;
    flagged: boolean;
    bonus_amount: string | null;
  }>(
    await real.db.execute(sql`
      select id, contractor_id, to_char(billing_period, 'YYYY-MM') as period, status, fee_status, expenses_status, bonus_status, version, flagged, bonus_amount::text as bonus_amount
      from timesheets where project_id = ${real.projectId}::uuid order by contractor_id, billing_period`),
  );
  const keyOf = new Map(model.contractors.map((contractor) => [contractor.id, contractor.key]));
  const stored = rows
    .map((row) => `${keyOf.get(row.contractor_id)} ${row.period} ${row.status}/${row.fee_status}/${row.expenses_status}/${row.bonus_status} v${row.version}${row.flagged ? " flagged" : ""}${row.bonus_amount === null ? "" : ` bonus ${row.bonus_amount}`} ${row.id}`)
    .sort();
  const expected = model.timesheets
    .map((sheet) => `${sheet.contractor} ${sheet.period} ${statusLine(sheet)} v${sheet.version}${sheet.flagged ? " flagged" : ""}${sheet.bonusAmount === null ? "" : ` bonus ${sheet.bonusAmount}`} ${sheet.id}`)
    .sort();
  if (stored.join("\n") !== expected.join("\n")) {
    const missing = expected.filter((line) => !stored.includes(line));
    const extra = stored.filter((line) => !expected.includes(line));
    fail(`the stored timesheets differ from the model:\n  model only:  ${missing.join("\n               ") || "-"}\n  stored only: ${extra.join("\n               ") || "-"}`);
  }
}

/**
 * The record rules hold in what is stored, whatever path wrote it (records, copies, engagement
 * changes): a day holds one record in days and at most 24 hours, every record lies in its month,
 * and its rate's engagement period covers its date.
 */
async function checkStoredRecords(real: Real): Promise<void> {
  const broken = rowsOf<{ timesheet_id: string; date: string; problem: string }>(
    await real.db.execute(sql`
      with mine as (
        select r.*, t.billing_period from timesheet_records r join timesheets t on t.id = r.timesheet_id where t.project_id = ${real.projectId}::uuid
      )
      select timesheet_id, to_char(date, 'YYYY-MM-DD') as date, 'two records in days' as problem from mine where time_unit = 'DAYS' group by timesheet_id, date having count(*) > 1
      union all
      select timesheet_id, to_char(date, 'YYYY-MM-DD'), 'more than 24 hours' from mine where time_unit = 'HOURS' group by timesheet_id, date having sum(time_amount) > 24
      union all
      select timesheet_id, to_char(date, 'YYYY-MM-DD'), 'outside its month' from mine where date_trunc('month', date) <> date_trunc('month', billing_period)
      union all
      select m.timesheet_id, to_char(m.date, 'YYYY-MM-DD'), 'outside its rate''s engagement period' from mine m join rates ra on ra.id = m.rate_id join engagements e on e.id = ra.engagement_id
        where m.date < e.start_date or (e.end_date is not null and m.date > e.end_date)`),
  );
  if (broken.length > 0) fail(`stored records break the record rules: ${broken.map((row) => `${row.date} ${row.problem}`).join("; ")}`);
}

/** Every generated invoice whose file is not marked outdated states its component's current total (lib/domain's). */
async function checkCurrentInvoices(real: Real, model: Model): Promise<void> {
  const rows = rowsOf<{ timesheet_id: string; kind: string; number: string; amount: string; currency: string }>(
    await real.db.execute(sql`
      select i.timesheet_id, i.kind, i.number, i.amount::text as amount, i.currency
      from invoices i join files f on f.id = i.file_id join timesheets t on t.id = i.timesheet_id
      where t.project_id = ${real.projectId}::uuid and not f.outdated`),
  );
  for (const row of rows) {
    const sheet = model.timesheets.find((candidate) => candidate.id === row.timesheet_id);
    if (!sheet) continue;
    const totals = totalsOf(model, sheet);
    const now = { TIMESHEET: totals.fee, EXPENSES: totals.expenses, BONUS: totals.bonus }[row.kind as Component] ?? [];
    if (now.length !== 1 || !same(now[0]?.amount ?? "0", row.amount) || now[0]?.currency !== row.currency) {
      fail(`invoice ${row.number} (${row.kind}) of ${sheet.contractor}'s ${sheet.period} is not marked outdated, but it states ${row.amount} ${row.currency} and the component is now worth ${moneyText(now)}`);
    }
  }
}

/** One activity-log row per committed change: per timesheet, what the model counted. */
async function checkAudit(real: Real, model: Model): Promise<void> {
  const sheets = [...model.timesheets, ...model.removed];
  const idList = sql.join(
    sheets.map((sheet) => sql`${sheet.id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ timesheet_id: string; n: number | string }>(
    await real.db.execute(sql`select timesheet_id, count(*) as n from activity_logs where timesheet_id in (${idList}) group by timesheet_id`),
  );
  const counted = new Map(rows.map((row) => [row.timesheet_id, Number(row.n)]));
  for (const sheet of sheets) {
    const found = counted.get(sheet.id) ?? 0;
    if (found !== sheet.audit) fail(`activity log of ${sheet.contractor}'s ${sheet.period}: ${found} rows, the model counted ${sheet.audit}`);
  }
}

/** The rollup the dashboard and the 12-month chart read (timesheet_amounts, priced in SQL) against lib/domain's sums. */
async function checkRollup(real: Real, model: Model, sheets: readonly ModelTimesheet[]): Promise<void> {
  if (sheets.length === 0) return;
  const idList = sql.join(
    sheets.map((sheet) => sql`${sheet.id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{ timesheet_id: string; component: string; currency: string; amount: string; approved: boolean }>(
    await real.db.execute(sql`select timesheet_id, component, currency, amount::text as amount, approved from timesheet_amounts where timesheet_id in (${idList}) order by currency`),
  );
  for (const sheet of sheets) {
    const totals = totalsOf(model, sheet);
    const mine = rows.filter((row) => row.timesheet_id === sheet.id);
    const parts: [keyof Totals, string, Component][] = [
      ["fee", "fee", "TIMESHEET"],
      ["expenses", "expenses", "EXPENSES"],
      ["bonus", "bonus", "BONUS"],
    ];
    for (const [key, component, name] of parts) {
      const stored = mine.filter((row) => row.component === component);
      // The rollup has no row for an empty component; the domain's sum of nothing is nothing.
      expectMoney(
        stored.map((row) => ({ amount: row.amount, currency: row.currency })),
        totals[key],
        `timesheet_amounts of ${sheet.contractor}'s ${sheet.period}: ${component}`,
        false,
      );
      const approved = componentStatus(sheet, name) === "APPROVED";
      for (const row of stored) if (row.approved !== approved) fail(`timesheet_amounts of ${sheet.contractor}'s ${sheet.period}: ${component} approved=${row.approved}, the component is ${componentStatus(sheet, name)}`);
    }
  }
}

/** The period totals the dashboard shows while `period` is the current one. */
async function periodTotals(real: Real, period: BillingPeriod) {
  return (await loadDashboard(real.db, { today: period.toDatabase() })).totals;
}

/** The dashboard's period totals grew by exactly the company's domain sums since the run began. */
async function checkPeriodTotals(real: Real, model: Model, baseline: Map<string, Totals>, periods: readonly string[]): Promise<void> {
  for (const text of periods) {
    const base = baseline.get(text);
    if (!base) continue;
    const found = await periodTotals(real, BillingPeriod.fromString(text));
    const sheets = model.timesheets.filter((sheet) => sheet.period === text);
    for (const key of ["fee", "expenses", "bonus"] as const) {
      const expected = new Map<string, string[]>();
      const add = (money: Money) => expected.set(money.currency, [...(expected.get(money.currency) ?? []), money.amount]);
      base[key].forEach(add);
      for (const sheet of sheets) totalsOf(model, sheet)[key].forEach(add);
      const shown = new Map(found[key].map((money) => [money.currency, money.amount]));
      for (const currency of new Set([...expected.keys(), ...shown.keys()])) {
        const want = sumExact(expected.get(currency) ?? ["0"]);
        const have = shown.get(currency) ?? "0";
        if (!same(have, want)) fail(`the dashboard's ${key} total of ${text} in ${currency}: ${have}, the domain's sum is ${want}`);
      }
    }
  }
}

function sumExact(values: readonly string[]): string {
  const scale = Math.max(...values.map((value) => (value.split(".")[1] ?? "").length));
  const units = values.reduce((total, value) => {
    const [whole = "0", fraction = ""] = value.replace("-", "").split(".");
    const n = BigInt(whole + fraction.padEnd(scale, "0"));
    return total + (value.startsWith("-") ? -n : n);
  }, 0n);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** The period totals of the months a run may touch, taken when its company is new (it has no amounts yet). */
export async function periodBaseline(real: Real, first: BillingPeriod, count: number): Promise<Map<string, Totals>> {
  const baseline = new Map<string, Totals>();
  for (let index = 0; index < count; index++) {
    const period = first.plusMonths(index);
    const { fee, expenses, bonus } = await periodTotals(real, period);
    baseline.set(period.toString(), { fee, expenses, bonus });
  }
  return baseline;
}

/** Contested lines as "COMPONENT id", sorted: what a read shows against what the model marked. */
function contestedOf(lines: readonly ({ component: string; lineId: string } | { component: string; recordId: string | null; expenseId: string | null })[]): string[] {
  return lines.map((line) => `${line.component} ${"lineId" in line ? line.lineId : (line.recordId ?? line.expenseId)}`).sort();
}

function compareDetail(detail: TimesheetDetail, sheet: ModelTimesheet, model: Model, what: string): void {
  expectStatuses(detail, sheet, what);
  expectEqual({ version: detail.version, flagged: detail.flagged }, { version: sheet.version, flagged: sheet.flagged }, `${what}: version and flag`);
  if ((detail.bonusAmount === null) !== (sheet.bonusAmount === null) || (detail.bonusAmount !== null && sheet.bonusAmount !== null && !same(detail.bonusAmount, sheet.bonusAmount))) {
    fail(`${what}: bonus amount ${detail.bonusAmount}, the model has ${sheet.bonusAmount}`);
  }
  const records = detail.timesheetRecords.map((record) => `${record.id} ${record.date} ${asAmount(record.timeAmount)} ${record.timeUnit} ${record.rate.id} v${record.version}${record.flagged ? " flagged" : ""}`).sort();
  const modelRecords = sheet.records.map((record) => `${record.id} ${record.date} ${asAmount(record.timeAmount)} ${record.timeUnit} ${record.rateId} v${record.version}${record.flagged ? " flagged" : ""}`).sort();
  expectEqual(records, modelRecords, `${what}: records`);
  const expenses = detail.expenseRecords.map((expense) => `${expense.id} ${expense.date} ${asAmount(expense.amountInExpenseCurrency)} ${expense.expenseCurrency} × ${asAmount(expense.exchangeRate)} = ${expense.amount} ${expense.originalCurrency} v${expense.version}`).sort();
  const modelExpenses = sheet.expenses.map((expense) => `${expense.id} ${expense.date} ${asAmount(expense.amountInExpenseCurrency)} ${expense.expenseCurrency} × ${asAmount(expense.exchangeRate)} = ${expense.amount} ${expense.originalCurrency} v${expense.version}`).sort();
  expectEqual(expenses, modelExpenses, `${what}: expenses`);
  expectEqual(detail.settlementCurrency, settlementCurrency(contractorOf(model, sheet)), `${what}: settlement currency`);
  expectEqual(contestedOf(detail.contestedLines), contestedOf(sheet.contested), `${what}: contested lines`);
  const files = detail.files.map((file) => `${file.id} ${file.fileType}${file.outdated ? " outdated" : ""}${file.expenseRecordId ? ` of ${file.expenseRecordId}` : ""}`).sort();
  const modelFiles = sheet.files.map((file) => `${file.id} ${file.fileType}${file.outdated ? " outdated" : ""}${file.expenseRecordId ? ` of ${file.expenseRecordId}` : ""}`).sort();
  expectEqual(files, modelFiles, `${what}: files`);
  expectTotals(detail.totals, totalsOf(model, sheet), `${what}: totals`);
  // An invoice that is not marked outdated states what the component is worth now.
  const totalOf = { FEE_INVOICE: detail.totals.fee, EXPENSE_INVOICE: detail.totals.expenses, BONUS_INVOICE: detail.totals.bonus, EXPENSE_RECEIPT: [] };
  for (const file of sheet.files) {
    if (!file.states || file.outdated) continue;
    const now = totalOf[file.fileType];
    if (now.length !== 1 || now[0]?.amount !== file.states.amount || now[0]?.currency !== file.states.currency) {
      fail(`${what}: the ${file.fileType} ${file.id} is not marked outdated, but it states ${file.states.amount} ${file.states.currency} and the component is now worth ${moneyText(now)}`);
    }
  }
}

function asAmount(text: string): string {
  const [whole = "0", fraction = ""] = text.split(".");
  const trimmed = fraction.replace(/0+$/, "");
  return trimmed ? `${whole}.${trimmed}` : whole;
}

function compareRow(row: TimesheetSummary | TimesheetSearchRow, sheet: ModelTimesheet, model: Model, what: string): void {
  expectStatuses(row, sheet, what);
  expectEqual({ version: row.version, flagged: row.flagged }, { version: sheet.version, flagged: sheet.flagged }, `${what}: version and flag`);
  expectTotals(row.totals, totalsOf(model, sheet), `${what}: totals`);
}

function compareReview(review: TimesheetReview, sheet: ModelTimesheet, model: Model): void {
  expectStatuses(review.timesheet, sheet, "the review page");
  expectEqual(review.timesheet.version, sheet.version, "the review page: version");
  expectTotals(review.totals, totalsOf(model, sheet), "the review page: totals");
  for (const component of COMPONENTS) {
    const shown = review.components.find((candidate) => candidate.component === component);
    const approve = can("approve", { actor: "REVIEWER", timesheet: stateOf(sheet), today: model.today, component }).ok;
    const contest = can("contest", { actor: "REVIEWER", timesheet: stateOf(sheet), today: model.today, component }).ok;
    expectEqual({ status: shown?.status, canApprove: shown?.canApprove, canContest: shown?.canContest }, { status: componentStatus(sheet, component), canApprove: approve, canContest: contest }, `the review page: ${component}`);
  }
  expectEqual(review.records.map((record) => record.id).sort(), sheet.records.map((record) => record.id).sort(), "the review page: records");
  expectEqual(contestedOf(review.contestedLines), contestedOf(sheet.contested), "the review page: contested lines");
  expectEqual(review.expenses.map((expense) => `${expense.id} ${expense.amount}`).sort(), sheet.expenses.map((expense) => `${expense.id} ${expense.amount}`).sort(), "the review page: expenses");
}

/** A spreadsheet number in minor units: amounts there are numbers, so they are compared in cents. */
function cellCents(value: unknown): number {
  return Math.round(Number(value) * 100);
}

function textCents(amount: string): number {
  return Math.round(Number(amount) * 100);
}

/** The rows of a sheet whose first cell starts with `prefix`, by that first cell. */
function labelledRows(sheet: ExcelJS.Worksheet, prefix: string): Map<string, ExcelJS.Row> {
  const found = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row) => {
    const first = row.getCell(1).value;
    if (typeof first === "string" && first.startsWith(prefix)) found.set(first, row);
  });
  return found;
}

/** The exports state what the domain sums: the fee per currency (its line totals adding up to it) and the expenses per currency. */
function compareExports(exports: { fee: ExcelJS.Workbook; expenses: ExcelJS.Workbook }, sheet: ModelTimesheet, model: Model): void {
  const totals = totalsOf(model, sheet);
  const fee = exports.fee.getWorksheet("Timesheet");
  const expenses = exports.expenses.getWorksheet("Expenses");
  if (!fee || !expenses) fail("an export is missing its sheet");
  const currency = settlementCurrency(contractorOf(model, sheet));
  const feeRows = labelledRows(fee, "Total fee (");
  const expectedFee = totals.fee.length > 0 ? totals.fee : currency ? [{ amount: "0", currency }] : [];
  expectEqual(
    [...feeRows.entries()].map(([label, row]) => `${label} ${cellCents(row.getCell(7).value)}`),
    expectedFee.map((money) => `Total fee (${money.currency}) ${textCents(money.amount)}`),
    "the fee export's totals",
  );
  let lines = 0;
  let lineCents = 0;
  let inTable = false;
  fee.eachRow((row) => {
    const first = row.getCell(1).value;
    if (first === "Date") inTable = true;
    else if (typeof first === "string" && first.startsWith("Total")) inTable = false;
    else if (inTable) {
      lines += 1;
      lineCents += cellCents(row.getCell(7).value);
    }
  });
  if (lines !== sheet.records.length) fail(`the fee export has ${lines} record rows, the model ${sheet.records.length} records`);
  if (totals.fee.length === 1 && lineCents !== textCents(totals.fee[0]?.amount ?? "0")) fail(`the fee export's line totals add up to ${lineCents / 100}, its total is ${totals.fee[0]?.amount}`);
  expectEqual(
    [...labelledRows(expenses, "Total (").entries()].map(([label, row]) => `${label} ${cellCents(row.getCell(7).value)}`),
    // Like the fee, a month without expenses states a zero total in its settlement currency.
    (totals.expenses.length > 0 ? totals.expenses : currency ? [{ amount: "0", currency }] : []).map((money) => `Total (${money.currency}) ${textCents(money.amount)}`),
    "the expense export's totals",
  );
}

/** Reads one timesheet back through every path (tests/support/read-back) and compares each with the model. */
async function checkReadBack(real: Real, model: Model, sheet: ModelTimesheet, exports: boolean): Promise<void> {
  const contractor = contractorOf(model, sheet);
  const cookie = real.contractors.find((candidate) => candidate.key === contractor.key)?.cookie;
  if (!cookie || !contractor.active) {
    // A deactivated contractor reads nothing; the administrator's paths still must.
    return checkAdminOnly(real, model, sheet);
  }
  const link = [...sheet.links].reverse().find((candidate) => !candidate.revoked);
  const read = await readBack({ timesheetId: sheet.id, contractor: cookie, admin: real.admin, reviewToken: link?.token, exports, today: model.today });
  compareDetail(read.detail.contractor, sheet, model, "the contractor's detail");
  compareDetail(read.detail.admin, sheet, model, "the administrator's detail");
  compareRow(read.list.contractor, sheet, model, "the contractor's list");
  compareRow(read.list.admin, sheet, model, "the administrators' list");
  if (read.history) compareRow(read.history, sheet, model, "the contractor's history");
  else if (periodOf(sheet).isPast(model.today)) fail("a past month is missing from the history");
  compareRow(read.search, sheet, model, "the administrators' search");
  if (read.review) compareReview(read.review, sheet, model);
  if (read.exports) compareExports(read.exports, sheet, model);
  if (read.files.length !== sheet.files.length) fail(`GET /api/files lists ${read.files.length} files, the model has ${sheet.files.length}`);
}

async function checkAdminOnly(real: Real, model: Model, sheet: ModelTimesheet): Promise<void> {
  const answer = await send<{ data: TimesheetDetail }>(real, "GET", `/api/timesheets/${sheet.id}`, { cookie: real.admin });
  if (answer.status !== 200) fail(`GET /api/timesheets/${sheet.id} as an administrator answered ${answer.status}`);
  compareDetail(answer.body.data, sheet, model, "the administrator's detail");
}

/** Every timesheet of each contractor in the administrators' list, in one request per contractor. */
async function checkLists(real: Real, model: Model): Promise<void> {
  for (const contractor of model.contractors) {
    const answer = await send<{ data: TimesheetSummary[] }>(real, "GET", `/api/timesheets?contractorId=${contractor.id}&limit=200`, { cookie: real.admin });
    if (answer.status !== 200) fail(`the administrators' list of ${contractor.key} answered ${answer.status}`);
    const sheets = model.timesheets.filter((sheet) => sheet.contractor === contractor.key);
    expectEqual(answer.body.data.map((row) => row.id).sort(), sheets.map((sheet) => sheet.id).sort(), `the administrators' list of ${contractor.key}`);
    for (const sheet of sheets) {
      const row = answer.body.data.find((candidate) => candidate.id === sheet.id);
      if (row) compareRow(row, sheet, model, `the administrators' list of ${contractor.key}, ${sheet.period}`);
    }
  }
}

export interface RunContext {
  baseline: Map<string, Totals>;
}

const contexts = new WeakMap<Real, RunContext>();

export function setContext(real: Real, context: RunContext): void {
  contexts.set(real, context);
}

export function contextOf(real: Real): RunContext {
  const context = contexts.get(real);
  if (!context) throw new Error("the run has no context");
  return context;
}

export async function checkInvariants(model: Model, real: Real, step: Step, context: RunContext): Promise<void> {
  await checkStoredTimesheets(real, model);
  await checkStoredRecords(real);
  await checkCurrentInvoices(real, model);
  await checkAudit(real, model);
  const touched = model.timesheets.filter((sheet) => step.touched.has(sheet.id));
  await checkRollup(real, model, step.everything ? model.timesheets : touched);
  // The exports show the statuses and amounts: opened after every step that changed something.
  for (const sheet of touched.slice(0, 2)) await checkReadBack(real, model, sheet, step.contentChanged || step.accepted);
  if (step.everything) await checkLists(real, model);
  const periods = new Set((step.everything ? model.timesheets : touched).map((sheet) => sheet.period));
  if (step.contentChanged) await checkPeriodTotals(real, model, context.baseline, [...periods]);
}
