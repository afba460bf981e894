import { sql } from "drizzle-orm";
import fc from "fast-check";
import {
  BillingPeriod,
  CURRENCY_CODES,
  COMPONENTS,
  EXPENSE_CATEGORIES,
  RATE_FREQUENCIES,
  WEEKDAYS,
  addDays,
  componentStatusOf,
  copyFromPreviousMonth,
  Decimal,
  exchangeRateProblem,
  expenseAmount,
  isLeapYear,
  parseIsoDate,
  TIME_UNIT_OF,
  weekdayOf,
  ADMIN_RESETTABLE,
  CONTRACTOR_RESETTABLE,
  EDITABLE_COMPONENT_STATUSES,
  type Component,
  type ExpenseCategory,
  type IsoDate,
  type RateFrequency,
  type SettlementAction,
  type TimeUnit,
  type TimesheetStatuses,
  type Weekday,
} from "@/lib/domain";
import { BONUS_AMOUNT_REASONS, bonusAmountDecision, bonusInvoiceRefusal, bonusPrepareRefusal } from "@/lib/domain/bonus-amount";
import { currencyMinorUnits } from "@/lib/domain/currencies";
import type { ExpenseRecordView } from "@/lib/schemas/expense-records";
import type { InvoiceView } from "@/lib/schemas/invoices";
import type { CreatedReviewLink, ReviewDecisionResult } from "@/lib/schemas/reviews";
import type { CopyPreviousMonthResult } from "@/server/services/timesheet-records/copy-previous-month";
import type { SavedTimesheetRecord, TimesheetStatusesAfterRecords } from "@/lib/schemas/timesheet-records";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import type { DecidedTimesheet } from "@/lib/schemas/decisions";
import type { EngagementChange } from "@/lib/schemas/engagements";
import type { FileView } from "@/lib/schemas/files";
import { logger } from "@/lib/logger";
import { setClock } from "@/server/clock";
import { rowsOf } from "@/server/db";
import { catchUpDailyJobs, forgetCatchUp } from "@/server/services/cron/catch-up-daily-jobs";
import { carriedOut, checkInvariants, contextOf, expectUnchanged, fingerprint, settle, SimulationError, stats, Step } from "./invariants";
import {
  accessRefusal,
  contractorAt,
  contractorOf,
  currentPeriod,
  dailyJobs,
  dayIn,
  decisionOf,
  domainActor,
  engagementsOf,
  inServerOrder,
  isCovered,
  movedByCalendar,
  newTimesheetStatuses,
  NOT_FOUND,
  OK,
  otherContractor,
  periodOf,
  periodsUpToHorizon,
  rateFor,
  recordBodyProblem,
  recordIssues,
  refusal,
  settlementCurrency,
  sheetAt,
  stateOf,
  statusesOf,
  totalsOf,
  UNAUTHENTICATED,
  untouched,
  type ActorKind,
  type Expected,
  type Model,
  type ModelContractor,
  type ModelTimesheet,
  type RecordChange,
} from "./model";
import { send, sendUpload, signInAgain, type Answer, type Real } from "./world";

/**
 * The month simulator's actions. Each is a fast-check command whose parameters are abstract
 * (a contractor by index, a month by its offset from the current one, a record by its position),
 * so a shrunk sequence still means something. `run` asks the model what the server should
 * answer, sends the request through the route handlers, compares, takes the answer as the new
 * state, and then checks every invariant. `toString` prints the call that rebuilds the command,
 * so a failing sequence pastes into a regression test (see ./replay.ts).
 */

/**
 * A timesheet by contractor and month offset; or with `target` "same" the one the previous action
 * was about (to follow one month through its life), or "auto" the first (from contractor `who` on)
 * where the action has something to act on (a submitted component to decide, an approved month to
 * close), so that runs reach the later states of a month as well as the refusals.
 */
type Base = { who: number; month: number; target?: "same" | "auto" };
type As = { as: ActorKind };

export abstract class SimCommand<P extends object> implements fc.AsyncCommand<Model, Real> {
  abstract readonly name: string;

  constructor(readonly params: P) {}

  /** Whether the action means anything in this state (its timesheet, record or link exists); fast-check skips it otherwise. */
  applies(_model: Readonly<Model>): boolean {
    return true;
  }

  /** Where `target: "auto"` looks for a timesheet: one the action can do something with. */
  protected promising(_sheet: ModelTimesheet, _today: IsoDate): boolean {
    return true;
  }

  protected sheetIn(model: Readonly<Model>): ModelTimesheet | undefined {
    return sheetFor(model, this.params as unknown as Base, (sheet) => this.promising(sheet, model.today));
  }

  protected mustSheetIn(model: Model): ModelTimesheet {
    const sheet = this.sheetIn(model);
    if (!sheet) throw new Error(`no timesheet at ${JSON.stringify(this.params)}`);
    return sheet;
  }

  check(model: Readonly<Model>): boolean {
    const applies = this.applies(model);
    if (!applies) stats.skipped += 1;
    return applies;
  }

  protected abstract act(model: Model, real: Real, step: Step): Promise<void>;

  async run(model: Model, real: Real): Promise<void> {
    const step = new Step(this.name);
    stats.steps += 1;
    stats.actions[this.name] = (stats.actions[this.name] ?? 0) + 1;
    const began = performance.now();
    try {
      await this.act(model, real, step);
      const [touched] = step.touched;
      if (touched) model.focus = touched;
      const acted = performance.now();
      await expectUnchanged(real, model, step);
      await checkInvariants(model, real, step, contextOf(real));
      if (process.env.SIM_DEBUG) {
        const submitted = model.timesheets.filter((sheet) => COMPONENTS.some((component) => componentStatusOf(sheet, component) === "SUBMITTED")).map((sheet) => `${sheet.contractor}/${sheet.period}`);
        console.warn(`[sim] ${this.toString()}: act ${Math.round(acted - began)} ms, checks ${Math.round(performance.now() - acted)} ms; submitted: ${submitted.join(" ") || "-"}`);
      }
    } catch (error) {
      // The failing step first, so the report names the action before what broke.
      if (error instanceof Error) error.message = `${this.toString()}\n${error.message}`;
      throw error;
    }
  }

  toString(): string {
    return `${this.name}(${JSON.stringify(this.params)})`;
  }
}

// ------------------------------------------------------------------ helpers

function sheetFor(model: Readonly<Model>, params: Base, promising: (sheet: ModelTimesheet) => boolean): ModelTimesheet | undefined {
  if (params.target === "same" && model.focus) {
    const focused = model.timesheets.find((sheet) => sheet.id === model.focus);
    if (focused) return focused;
  }
  if (params.target === "auto") {
    const start = params.who % model.contractors.length;
    const order = [...model.contractors.slice(start), ...model.contractors.slice(0, start)].map((contractor) => contractor.key);
    const candidates = [...model.timesheets].sort((a, b) => order.indexOf(a.contractor) - order.indexOf(b.contractor) || b.period.localeCompare(a.period));
    const found = candidates.find(promising);
    if (found) return found;
  }
  return sheetAt(model as Model, params.who, params.month);
}

function cookieOf(model: Model, real: Real, sheet: ModelTimesheet, as: ActorKind): string {
  if (as === "admin") return real.admin;
  const acting = as === "contractor" ? contractorOf(model, sheet) : otherContractor(model, sheet);
  const found = real.contractors.find((contractor) => contractor.key === acting?.key);
  return found?.cookie ?? "";
}

/** Before a request the model expects to be refused: the company's rows, to compare after it. */
async function expecting(step: Step, real: Real, model: Model, expected: Expected): Promise<void> {
  if (!expected.ok) step.before = await fingerprint(real, model);
}

/** Whether the transition table lets an administrator (or the actor named) do this today; "auto" targets look for such timesheets. */
function allows(action: SettlementAction, sheet: ModelTimesheet, today: IsoDate, component?: Component, actor: "ADMIN" | "SUBCONTRACTOR" = "ADMIN"): boolean {
  return decisionOf(action, actor, sheet, today, component).expected.ok;
}

/** A creation answers 201: any other success is reported as a wrong answer. */
function created<T>(answer: Answer<T>): Answer<T> {
  if (answer.status < 400 && answer.status !== 201) throw new SimulationError(`a creation answered ${answer.status} instead of 201`);
  return answer;
}

function first<T>(...candidates: (T | undefined)[]): T | undefined {
  return candidates.find((candidate) => candidate !== undefined);
}

function changed(before: TimesheetStatuses, after: TimesheetStatuses): boolean {
  return (["status", "feeStatus", "expensesStatus", "bonusStatus"] as const).some((field) => before[field] !== after[field]);
}

/** Stores the statuses a status write gave: a new version and one activity-log row. */
function wrote(sheet: ModelTimesheet, next: TimesheetStatuses): void {
  Object.assign(sheet, statusesOf(next));
  sheet.version += 1;
  sheet.audit += 1;
}

/** The statuses an answer shows must be the ones the transition table gave. */
function expectStatuses(answer: TimesheetStatuses & { version?: number }, next: TimesheetStatuses, version: number | undefined, what: string): void {
  const line = (s: TimesheetStatuses) => `${s.status}/${s.feeStatus}/${s.expensesStatus}/${s.bonusStatus}`;
  if (line(answer) !== line(next)) throw new SimulationError(`${what}: the answer has ${line(answer)}, lib/domain's transition table gives ${line(next)}`);
  if (version !== undefined && answer.version !== version) throw new SimulationError(`${what}: the answer has version ${answer.version}, the model ${version}`);
}

function outdate(sheet: ModelTimesheet, fileType: string, except: readonly string[] = []): void {
  for (const file of sheet.files) if (file.fileType === fileType && !except.includes(file.id)) file.outdated = true;
}

const COMPONENT_FILE: Record<Component, "FEE_INVOICE" | "EXPENSE_INVOICE" | "BONUS_INVOICE"> = {
  TIMESHEET: "FEE_INVOICE",
  EXPENSES: "EXPENSE_INVOICE",
  BONUS: "BONUS_INVOICE",
};

// ------------------------------------------------------------------ records

/** `onWorkday` moves the day to the contractor's next work day (wrapping within the month), as the date picker would. */
/**
 * One record to log: a rate of the contractor's engagement by position (or, rarely, a frequency it
 * may not have), the days or hours to log depending on that rate's unit.
 */
export type RecordItem = { day: number; rate: number; frequency?: RateFrequency; days: string; hours: string; wrongUnit?: boolean; onWorkday?: boolean };

function recordDate(contractor: ModelContractor, period: BillingPeriod, item: Pick<RecordItem, "day" | "onWorkday">): IsoDate {
  const chosen = dayIn(period, item.day);
  if (!item.onWorkday) return chosen;
  const days = Array.from({ length: Number(period.lastDay().slice(8)) }, (_, index) => dayIn(period, index + 1));
  const ordered = [...days.filter((date) => date >= chosen), ...days.filter((date) => date < chosen)];
  return ordered.find((date) => contractor.workingDays.includes(weekdayOf(date))) ?? chosen;
}

class LogRecords extends SimCommand<Base & As & { items: RecordItem[] }> {
  readonly name = "logRecords";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows("createRecord", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    const contractor = contractorOf(model, sheet);
    step.touch(sheet);
    const period = periodOf(sheet);
    const rates = RATE_FREQUENCIES.filter((candidate) => contractor.engagement.rates.some((rate) => rate.frequency === candidate));
    const changes: (RecordChange & { workSummary: string })[] = this.params.items.map((item, index) => {
      const frequency = item.frequency ?? rates[item.rate % rates.length] ?? "DAILY";
      const unit = TIME_UNIT_OF[frequency];
      const timeUnit: TimeUnit = item.wrongUnit ? (unit === "DAYS" ? "HOURS" : "DAYS") : unit;
      return { date: recordDate(contractor, period, item), frequency, timeAmount: unit === "DAYS" ? item.days : item.hours, timeUnit, workSummary: `Work ${index + 1}` };
    });
    const decision = decisionOf("createRecord", domainActor(this.params.as), sheet, model.today);
    const issues = recordIssues(contractor, sheet, changes);
    const expected =
      accessRefusal(model, sheet, this.params.as, recordBodyProblem(changes)) ??
      (decision.expected.ok ? (issues.length > 0 ? refusal(400, "BAD_REQUEST") : OK) : decision.expected);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { records: SavedTimesheetRecord[]; timesheet: TimesheetStatusesAfterRecords } }>(real, "POST", "/api/timesheet-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { timesheetId: sheet.id, records: changes.map(({ date, frequency, timeAmount, timeUnit, workSummary }) => ({ date, frequency, timeAmount, timeUnit, workSummary })) },
    });
    if (!settle(step, answer, expected, `POST /api/timesheet-records (${issues.join(", ") || "valid"})`)) return;
    step.contentChanged = true;
    model.tx += 1;
    const next = decision.next as TimesheetStatuses;
    const statusChange = changed(sheet, next);
    answer.body.data.records.forEach((record, index) => {
      const change = changes[index] as RecordChange;
      const rate = rateFor(contractor, change);
      if (record.rate.id !== rate.id || record.date !== change.date) {
        throw new SimulationError(`POST /api/timesheet-records: record ${index} was stored on ${record.date} at rate ${record.rate.id}, the model expected ${change.date} at ${rate.id}`);
      }
      sheet.records.push({ id: record.id, tx: model.tx, date: record.date, rateId: rate.id, frequency: rate.frequency, timeAmount: record.timeAmount, timeUnit: record.timeUnit, workSummary: record.workSummary, version: record.version, flagged: false });
    });
    sheet.audit += changes.length;
    if (statusChange) wrote(sheet, next);
    expectStatuses(answer.body.data.timesheet, next, sheet.version, "POST /api/timesheet-records");
    outdate(sheet, "FEE_INVOICE");
  }
}

class EditRecord extends SimCommand<Base & As & { pick: number; day: number | null; amount: string | null }> {
  readonly name = "editRecord";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return sheet.records.length > 0 && allows("updateRecord", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return (this.sheetIn(model)?.records.length ?? 0) > 0;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    const contractor = contractorOf(model, sheet);
    step.touch(sheet);
    const stored = inServerOrder(sheet.records)[this.params.pick % sheet.records.length];
    if (!stored) throw new Error("no record to edit");
    const change: RecordChange = {
      id: stored.id,
      date: this.params.day === null ? stored.date : dayIn(periodOf(sheet), this.params.day),
      timeAmount: this.params.amount ?? stored.timeAmount,
      timeUnit: stored.timeUnit,
    };
    const decision = decisionOf("updateRecord", domainActor(this.params.as), sheet, model.today);
    const issues = recordIssues(contractor, sheet, [change]);
    const expected =
      accessRefusal(model, sheet, this.params.as, recordBodyProblem([change])) ??
      (decision.expected.ok ? (issues.length > 0 ? refusal(400, "BAD_REQUEST") : OK) : decision.expected);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { records: SavedTimesheetRecord[]; timesheet: TimesheetStatusesAfterRecords } }>(real, "POST", "/api/timesheet-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { timesheetId: sheet.id, records: [{ id: stored.id, version: stored.version, date: change.date, timeAmount: change.timeAmount, timeUnit: change.timeUnit, workSummary: stored.workSummary }] },
    });
    if (!settle(step, answer, expected, `POST /api/timesheet-records, an update (${issues.join(", ") || "valid"})`)) return;
    step.contentChanged = true;
    const [record] = answer.body.data.records;
    const rate = rateFor(contractor, change, stored);
    if (!record || record.rate.id !== rate.id) throw new SimulationError(`the updated record has rate ${record?.rate.id}, the model ${rate.id}`);
    if (record.version !== stored.version + 1) throw new SimulationError(`the updated record has version ${record.version}, the model expected ${stored.version + 1}`);
    Object.assign(stored, { date: record.date, timeAmount: record.timeAmount, version: record.version, rateId: rate.id });
    sheet.audit += 1;
    expectStatuses(answer.body.data.timesheet, statusesOf(sheet), sheet.version, "POST /api/timesheet-records, an update");
    outdate(sheet, "FEE_INVOICE");
  }
}

class DeleteRecords extends SimCommand<Base & As & { picks: number[] }> {
  readonly name = "deleteRecords";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return sheet.records.length > 0 && allows("deleteRecord", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return (this.sheetIn(model)?.records.length ?? 0) > 0;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const ordered = inServerOrder(sheet.records);
    const ids = [...new Set(this.params.picks.map((pick) => (ordered[pick % ordered.length] as (typeof ordered)[number]).id))];
    const decision = decisionOf("deleteRecord", domainActor(this.params.as), sheet, model.today);
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { deleted: string[]; timesheet: TimesheetStatusesAfterRecords } }>(real, "DELETE", "/api/timesheet-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { timesheetId: sheet.id, ids },
    });
    if (!settle(step, answer, expected, "DELETE /api/timesheet-records")) return;
    step.contentChanged = true;
    sheet.records = sheet.records.filter((record) => !ids.includes(record.id));
    sheet.threads = sheet.threads.filter((subject) => !ids.includes(subject));
    sheet.audit += ids.length;
    expectStatuses(answer.body.data.timesheet, statusesOf(sheet), sheet.version, "DELETE /api/timesheet-records");
    outdate(sheet, "FEE_INVOICE");
  }
}

class CopyPreviousMonth extends SimCommand<Base & As> {
  readonly name = "copyPreviousMonth";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows("createRecord", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    const contractor = contractorOf(model, sheet);
    step.touch(sheet);
    const period = periodOf(sheet);
    const previous = model.timesheets.find((candidate) => candidate.contractor === sheet.contractor && candidate.period === period.previous().toString());
    const decision = decisionOf("createRecord", domainActor(this.params.as), sheet, model.today);
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    // What the copy should create: lib/domain's copy rule, then the record rules drop what they refuse.
    const source = previous ? inServerOrder(previous.records) : [];
    const copy = copyFromPreviousMonth({
      records: source.map((record) => ({ ...record, rate: { frequency: record.frequency } })),
      period,
      engagements: engagementsOf(contractor),
      existingRecords: sheet.records,
    });
    const candidates: RecordChange[] = copy.records.map((record) => ({ date: record.date, frequency: record.rate.frequency, timeAmount: record.timeAmount, timeUnit: record.timeUnit }));
    const issues = new Set(recordIssues(contractor, sheet, candidates).map((issue) => Number(issue.split(":")[0])));
    const kept = candidates.filter((_, index) => !issues.has(index));
    // A copy that creates nothing must leave every row alone, as a refusal must.
    if (!expected.ok || kept.length === 0) step.before = await fingerprint(real, model);
    const answer = await send<{ data: CopyPreviousMonthResult }>(real, "POST", `/api/timesheets/${sheet.id}/copy-previous-month`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: {},
    });
    if (!settle(step, answer, expected, "POST /api/timesheets/{id}/copy-previous-month")) return;
    const result = answer.body.data;
    const nothing = !previous ? "NO_PREVIOUS_MONTH" : source.length === 0 ? "NO_PREVIOUS_RECORDS" : null;
    if ((result.nothingToCopy?.reason ?? null) !== nothing) throw new SimulationError(`copy: nothingToCopy is ${JSON.stringify(result.nothingToCopy)}, the model expected ${nothing}`);
    const shape = (list: readonly { date: string; timeAmount: string }[]) => list.map((record) => `${record.date} ${Decimal.parse(record.timeAmount).normalized().toString()}`).sort();
    if (JSON.stringify(shape(result.created)) !== JSON.stringify(shape(kept))) {
      throw new SimulationError(`copy: created ${JSON.stringify(shape(result.created))}, lib/domain's copy rule gives ${JSON.stringify(shape(kept))}`);
    }
    if (result.created.length + result.dropped.length !== source.length) throw new SimulationError(`copy: ${result.created.length} created and ${result.dropped.length} dropped of ${source.length}`);
    if (kept.length === 0) {
      // Nothing written: the step must have left every row alone.
      return;
    }
    step.before = undefined;
    step.contentChanged = true;
    model.tx += 1;
    for (const record of result.created) {
      const change = kept.find((candidate) => candidate.date === record.date) as RecordChange;
      const rate = rateFor(contractor, change);
      sheet.records.push({ id: record.id, tx: model.tx, date: record.date, rateId: rate.id, frequency: rate.frequency, timeAmount: record.timeAmount, timeUnit: record.timeUnit, workSummary: record.workSummary, version: record.version, flagged: false });
    }
    sheet.audit += result.created.length;
    const next = decision.next as TimesheetStatuses;
    if (changed(sheet, next)) wrote(sheet, next);
    expectStatuses(result.timesheet, next, sheet.version, "copy-previous-month");
    outdate(sheet, "FEE_INVOICE");
  }
}

// ------------------------------------------------------------------ expenses

/** A currency of the table by index, or -1 for the settlement currency. */
export type ExpenseParams = Base & As & { day: number; currency: number; units: number; rate: string; sameRate: boolean; category: ExpenseCategory };

function expenseInput(model: Model, sheet: ModelTimesheet, params: Pick<ExpenseParams, "currency" | "units" | "rate" | "sameRate">) {
  const settlement = settlementCurrency(contractorOf(model, sheet)) ?? "EUR";
  const code = params.currency < 0 ? settlement : (CURRENCY_CODES[params.currency % CURRENCY_CODES.length]?.code ?? settlement);
  const decimals = Math.min(currencyMinorUnits(code), 3);
  const amountInExpenseCurrency = Decimal.fromUnits(BigInt(params.units), decimals).toString();
  const exchangeRate = code === settlement && params.sameRate ? "1" : params.rate;
  return { settlement, expenseCurrency: code, amountInExpenseCurrency, exchangeRate };
}

/** What the expense schema refuses before any rule: an exchange rate above 1,000,000. */
function expenseBodyProblem(input: ReturnType<typeof expenseInput>): boolean {
  return Decimal.parse(input.exchangeRate).compare("1000000") > 0;
}

/** The expense rules after the transition table: the exchange rate, then the amount in the settlement currency. */
function expenseProblem(input: ReturnType<typeof expenseInput>): Expected | undefined {
  if (exchangeRateProblem(input, input.settlement)) return refusal(400, "BAD_REQUEST");
  const amount = Decimal.parse(expenseAmount(input, input.settlement));
  if (amount.isZero()) return refusal(400, "BAD_REQUEST");
  if (amount.compare("999999999999.99") > 0) return refusal(400, "BAD_REQUEST");
  return undefined;
}

class AddExpense extends SimCommand<ExpenseParams> {
  readonly name = "addExpense";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows("createExpense", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const input = expenseInput(model, sheet, this.params);
    const decision = decisionOf("createExpense", domainActor(this.params.as), sheet, model.today);
    const expected =
      accessRefusal(model, sheet, this.params.as, expenseBodyProblem(input)) ?? (decision.expected.ok ? (expenseProblem(input) ?? OK) : decision.expected);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { expenseRecord: ExpenseRecordView; timesheet: TimesheetStatusesAfterRecords } }>(real, "POST", "/api/expense-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: {
        timesheetId: sheet.id,
        date: dayIn(periodOf(sheet), this.params.day),
        category: this.params.category,
        details: `Paid in ${input.expenseCurrency}`,
        amountInExpenseCurrency: input.amountInExpenseCurrency,
        expenseCurrency: input.expenseCurrency,
        exchangeRate: input.exchangeRate,
      },
    });
    if (!settle(step, answer, expected, `POST /api/expense-records (${input.amountInExpenseCurrency} ${input.expenseCurrency} at ${input.exchangeRate})`)) return;
    step.contentChanged = true;
    const record = answer.body.data.expenseRecord;
    const amount = expenseAmount(input, input.settlement);
    if (record.amount !== amount || record.originalCurrency !== input.settlement) {
      throw new SimulationError(`POST /api/expense-records: the amount is ${record.amount} ${record.originalCurrency}, lib/domain gives ${amount} ${input.settlement}`);
    }
    sheet.expenses.push({
      id: record.id,
      date: record.date,
      amountInExpenseCurrency: record.amountInExpenseCurrency,
      expenseCurrency: record.expenseCurrency,
      exchangeRate: record.exchangeRate,
      amount: record.amount,
      originalCurrency: record.originalCurrency,
      version: record.version,
    });
    const next = decision.next as TimesheetStatuses;
    if (changed(sheet, next)) wrote(sheet, next);
    expectStatuses(answer.body.data.timesheet, next, sheet.version, "POST /api/expense-records");
    outdate(sheet, "EXPENSE_INVOICE");
  }
}

class EditExpense extends SimCommand<Omit<ExpenseParams, "day" | "category"> & { pick: number }> {
  readonly name = "editExpense";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return sheet.expenses.length > 0 && allows("updateExpense", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return (this.sheetIn(model)?.expenses.length ?? 0) > 0;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const stored = sheet.expenses[this.params.pick % sheet.expenses.length];
    if (!stored) throw new Error("no expense to edit");
    const input = expenseInput(model, sheet, this.params);
    const decision = decisionOf("updateExpense", domainActor(this.params.as), sheet, model.today);
    const expected =
      accessRefusal(model, sheet, this.params.as, expenseBodyProblem(input)) ?? (decision.expected.ok ? (expenseProblem(input) ?? OK) : decision.expected);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { expenseRecord: ExpenseRecordView; timesheet: TimesheetStatusesAfterRecords } }>(real, "POST", "/api/expense-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: {
        id: stored.id,
        version: stored.version,
        timesheetId: sheet.id,
        date: stored.date,
        category: "OTHER",
        amountInExpenseCurrency: input.amountInExpenseCurrency,
        expenseCurrency: input.expenseCurrency,
        exchangeRate: input.exchangeRate,
      },
    });
    if (!settle(step, answer, expected, `POST /api/expense-records, an update (${input.amountInExpenseCurrency} ${input.expenseCurrency} at ${input.exchangeRate})`)) return;
    step.contentChanged = true;
    const record = answer.body.data.expenseRecord;
    const amount = expenseAmount(input, input.settlement);
    if (record.amount !== amount) throw new SimulationError(`the updated expense is ${record.amount}, lib/domain gives ${amount}`);
    Object.assign(stored, {
      amountInExpenseCurrency: record.amountInExpenseCurrency,
      expenseCurrency: record.expenseCurrency,
      exchangeRate: record.exchangeRate,
      amount: record.amount,
      version: record.version,
    });
    expectStatuses(answer.body.data.timesheet, statusesOf(sheet), sheet.version, "POST /api/expense-records, an update");
    outdate(sheet, "EXPENSE_INVOICE");
  }
}

class DeleteExpenses extends SimCommand<Base & As & { picks: number[] }> {
  readonly name = "deleteExpenses";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return sheet.expenses.length > 0 && allows("deleteExpense", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return (this.sheetIn(model)?.expenses.length ?? 0) > 0;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const ids = [...new Set(this.params.picks.map((pick) => (sheet.expenses[pick % sheet.expenses.length] as ModelTimesheet["expenses"][number]).id))];
    const decision = decisionOf("deleteExpense", domainActor(this.params.as), sheet, model.today);
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: { deleted: string[]; timesheet: TimesheetStatusesAfterRecords } }>(real, "DELETE", "/api/expense-records", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { timesheetId: sheet.id, ids },
    });
    if (!settle(step, answer, expected, "DELETE /api/expense-records")) return;
    step.contentChanged = true;
    sheet.expenses = sheet.expenses.filter((expense) => !ids.includes(expense.id));
    sheet.files = sheet.files.filter((file) => !(file.expenseRecordId && ids.includes(file.expenseRecordId)));
    sheet.threads = sheet.threads.filter((subject) => !ids.includes(subject));
    outdate(sheet, "EXPENSE_INVOICE");
    expectStatuses(answer.body.data.timesheet, statusesOf(sheet), sheet.version, "DELETE /api/expense-records");
  }
}

// ------------------------------------------------------------------ files and invoices

type UploadType = "FEE_INVOICE" | "BONUS_INVOICE" | "EXPENSE_INVOICE" | "EXPENSE_RECEIPT";

/** Whether a file of this type may change now (server/services/files/assert-file-editable): the table's edit rule, the bonus's own. */
function fileRefusal(model: Model, sheet: ModelTimesheet, as: ActorKind, fileType: UploadType): Expected {
  if (fileType === "FEE_INVOICE") return decisionOf("updateRecord", domainActor(as), sheet, model.today).expected;
  if (fileType === "EXPENSE_INVOICE" || fileType === "EXPENSE_RECEIPT") return decisionOf("updateExpense", domainActor(as), sheet, model.today).expected;
  const reason = bonusInvoiceRefusal(stateOf(sheet));
  return reason ? refusal(409, "CONFLICT", reason) : OK;
}

class Upload extends SimCommand<Base & As & { fileType: UploadType; expense: number | null }> {
  readonly name = "upload";

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const expense =
      this.params.expense !== null && this.params.fileType.startsWith("EXPENSE") && sheet.expenses.length > 0 ? sheet.expenses[this.params.expense % sheet.expenses.length] : undefined;
    const expected = accessRefusal(model, sheet, this.params.as) ?? fileRefusal(model, sheet, this.params.as, this.params.fileType);
    await expecting(step, real, model, expected);
    const fields: Record<string, string> = { timesheetId: sheet.id, fileType: this.params.fileType, ...(expense ? { expenseRecordId: expense.id } : {}) };
    const answer = await sendUpload<{ data: FileView }>(real, cookieOf(model, real, sheet, this.params.as), fields, `${this.params.fileType.toLowerCase()}.pdf`);
    if (!settle(step, created(answer), expected, `POST /api/files (${this.params.fileType})`)) return;
    sheet.files.push({ id: answer.body.data.id, fileType: this.params.fileType, outdated: false, expenseRecordId: expense?.id ?? null });
  }
}

class GenerateInvoice extends SimCommand<Base & As & { kind: Component }> {
  readonly name = "generateInvoice";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    const content = { TIMESHEET: sheet.records.length > 0, EXPENSES: sheet.expenses.length > 0, BONUS: sheet.bonusAmount !== null }[this.params.kind];
    return content && allows(this.params.kind === "EXPENSES" ? "updateExpense" : "updateRecord", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    const contractor = contractorOf(model, sheet);
    step.touch(sheet);
    const fileType = COMPONENT_FILE[this.params.kind];
    const totals = totalsOf(model, sheet);
    const total = { TIMESHEET: totals.fee, EXPENSES: totals.expenses, BONUS: totals.bonus }[this.params.kind];
    const expected =
      accessRefusal(model, sheet, this.params.as) ??
      first(
        ...[fileRefusal(model, sheet, this.params.as, fileType)].filter((candidate) => !candidate.ok),
        total.length === 0 ? refusal(409, "CONFLICT", "There is nothing to invoice in this component.") : undefined,
        total.length > 1 ? refusal(409, "CONFLICT") : undefined,
      ) ??
      OK;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: InvoiceView }>(real, "POST", "/api/invoices", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { timesheetId: sheet.id, kind: this.params.kind },
    });
    if (!settle(step, answer, expected, `POST /api/invoices (${this.params.kind})`)) return;
    const invoice = answer.body.data;
    const year = parseIsoDate(model.today).year;
    const earlier = sheet.invoices[this.params.kind];
    let number = earlier;
    if (!number) {
      const sequence = (contractor.invoiceNumbers[year] ?? 0) + 1;
      contractor.invoiceNumbers[year] = sequence;
      number = `INV-${year}-${contractor.id.slice(0, 8).toUpperCase()}-${String(sequence).padStart(4, "0")}`;
    }
    const [money] = total;
    if (invoice.number !== number || invoice.amount !== money?.amount || invoice.currency !== money?.currency || invoice.invoiceDate !== model.today) {
      throw new SimulationError(
        `POST /api/invoices: ${invoice.number} for ${invoice.amount} ${invoice.currency} dated ${invoice.invoiceDate}, the model expected ${number} for ${money?.amount} ${money?.currency} dated ${model.today}`,
      );
    }
    sheet.invoices[this.params.kind] = number;
    sheet.files = sheet.files.filter((file) => file.fileType !== fileType);
    sheet.files.push({ id: invoice.file.id, fileType, outdated: false, expenseRecordId: null, states: { amount: invoice.amount, currency: invoice.currency } });
  }
}

// ------------------------------------------------------------------ settling

/** A component, or `auto`: the one the action can apply to in the timesheet's state (what a user would click). */
export type ComponentChoice = Component | "auto";

function chooseComponent(sheet: ModelTimesheet, choice: ComponentChoice, fits: (status: string, component: Component) => boolean): Component {
  if (choice !== "auto") return choice;
  return COMPONENTS.find((component) => fits(componentStatusOf(sheet, component), component)) ?? "TIMESHEET";
}

class Prepare extends SimCommand<Base & As & { component: ComponentChoice }> {
  readonly name = "prepare";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return COMPONENTS.some((component) => allows("prepare", sheet, today, component));
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    // `auto` prepares what has something to settle: the fee with records, expenses, a bonus with an amount.
    const content = { TIMESHEET: sheet.records.length > 0, EXPENSES: sheet.expenses.length > 0, BONUS: sheet.bonusAmount !== null };
    const component = chooseComponent(sheet, this.params.component, (status, candidate) => EDITABLE_COMPONENT_STATUSES.includes(status as never) && content[candidate]);
    const decision = decisionOf("prepare", domainActor(this.params.as), sheet, model.today, component);
    const bonusReason = component === "BONUS" ? bonusPrepareRefusal(sheet.bonusAmount) : null;
    const expected =
      accessRefusal(model, sheet, this.params.as) ?? (decision.expected.ok && bonusReason ? refusal(409, "CONFLICT", bonusReason) : decision.expected);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: TimesheetDetail }>(real, "POST", `/api/timesheets/${sheet.id}/prepare-component`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { component },
    });
    if (!settle(step, answer, expected, `prepare ${component}`)) return;
    wrote(sheet, decision.next as TimesheetStatuses);
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, `prepare ${component}`);
  }
}

class Submit extends SimCommand<Base & As> {
  readonly name = "submit";

  /** A month with something prepared: what a contractor submits for review. */
  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows("submit", sheet, today) && COMPONENTS.some((component) => componentStatusOf(sheet, component) === "PREPARED");
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const decision = decisionOf("submit", domainActor(this.params.as), sheet, model.today);
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: TimesheetDetail }>(real, "POST", `/api/timesheets/${sheet.id}/submit`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: {},
    });
    if (!settle(step, answer, expected, "submit")) return;
    wrote(sheet, decision.next as TimesheetStatuses);
    sheet.submitted = true;
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, "submit");
  }
}

class Reset extends SimCommand<Base & As & { component: ComponentChoice }> {
  readonly name = "reset";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return COMPONENTS.some((component) => allows("reset", sheet, today, component, this.params.as === "admin" ? "ADMIN" : "SUBCONTRACTOR"));
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const resettable = this.params.as === "admin" ? ADMIN_RESETTABLE : CONTRACTOR_RESETTABLE;
    const component = chooseComponent(sheet, this.params.component, (status) => resettable.includes(status as never));
    const decision = decisionOf("reset", domainActor(this.params.as), sheet, model.today, component);
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: TimesheetDetail }>(real, "POST", `/api/timesheets/${sheet.id}/reset-component`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { comp: component, ...(decision.next ? { resetStatus: componentStatusOf(decision.next, component) } : {}) },
    });
    if (!settle(step, answer, expected, `reset ${component}`)) return;
    wrote(sheet, decision.next as TimesheetStatuses);
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, `reset ${component}`);
  }
}

/** Approve or contest, by an administrator, through a review link (the latest usable, or a revoked one), or tried by the contractor. */
/** The first two lines of a component, which a contest with `lines` marks one by one (the bonus has none). */
function linesToMark(sheet: ModelTimesheet, component: Component): { component: "TIMESHEET" | "EXPENSES"; lineId: string }[] {
  if (component === "TIMESHEET") return sheet.records.slice(0, 2).map((record) => ({ component, lineId: record.id }));
  if (component === "EXPENSES") return sheet.expenses.slice(0, 2).map((expense) => ({ component, lineId: expense.id }));
  return [];
}

class Decide extends SimCommand<
  Base & { component: ComponentChoice; decision: "approve" | "contest"; via: "admin" | "link" | "revokedLink" | "contractor"; lines?: boolean }
> {
  readonly name = "decide";

  protected override promising(sheet: ModelTimesheet, _today: IsoDate): boolean {
    return COMPONENTS.some((component) => componentStatusOf(sheet, component) === "SUBMITTED");
  }

  override applies(model: Readonly<Model>): boolean {
    const sheet = this.sheetIn(model);
    if (!sheet) return false;
    if (this.params.via === "link") return sheet.links.some((link) => !link.revoked);
    if (this.params.via === "revokedLink") return sheet.links.some((link) => link.revoked);
    return true;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const { decision: action, via } = this.params;
    const component = chooseComponent(sheet, this.params.component, (status) => status === "SUBMITTED");
    const viaLink = via === "link" || via === "revokedLink";
    const link = [...sheet.links].reverse().find((candidate) => candidate.revoked === (via === "revokedLink"));
    const decision = decisionOf(action, viaLink ? "REVIEWER" : domainActor(via === "admin" ? "admin" : "contractor"), sheet, model.today, component);
    let expected = decision.expected;
    if (via === "revokedLink") expected = refusal(404, "NOT_FOUND", "This review link was revoked.");
    if (via === "contractor") expected = contractorOf(model, sheet).active ? refusal(403, "FORBIDDEN") : UNAUTHENTICATED;
    await expecting(step, real, model, expected);
    const marked = action === "contest" && this.params.lines ? linesToMark(sheet, component) : [];
    const lines = marked.map(({ lineId }) => (component === "TIMESHEET" ? { recordId: lineId, reason: "Check this day." } : { expenseId: lineId, reason: "Check this receipt." }));
    const body = {
      component,
      ...(action === "contest" ? { reason: `The ${component.toLowerCase()} needs another look.` } : {}),
      ...(lines.length > 0 ? { lines } : {}),
    };
    const answer = viaLink
      ? await send<{ data: ReviewDecisionResult }>(real, "PUT", `/api/timesheet-review/${link?.token}/${action}`, { body })
      : await send<{ data: DecidedTimesheet }>(real, "PUT", `/api/timesheets/${sheet.id}/${action}-component`, {
          cookie: cookieOf(model, real, sheet, via === "admin" ? "admin" : "contractor"),
          body,
        });
    if (!settle(step, answer, expected, `${action} ${component} (${via})`)) return;
    wrote(sheet, decision.next as TimesheetStatuses);
    sheet.reviews += 1;
    if (action === "contest" && !sheet.threads.includes("TIMESHEET")) sheet.threads.push("TIMESHEET");
    // A decision ends the component's earlier contested lines; a contest marks its own.
    sheet.contested = [...sheet.contested.filter((line) => line.component !== component), ...marked];
    const shown = viaLink ? (answer.body as { data: ReviewDecisionResult }).data.timesheet : (answer.body as { data: DecidedTimesheet }).data;
    expectStatuses(shown, statusesOf(sheet), sheet.version, `${action} ${component} (${via})`);
  }
}

class SetBonus extends SimCommand<Base & { amount: string | null; as: "admin" | "contractor" }> {
  readonly name = "setBonus";

  protected override promising(sheet: ModelTimesheet, _today: IsoDate): boolean {
    return sheet.status !== "CLOSED" && !["PREPARED", "SUBMITTED", "NOT_SUBMITTED", "APPROVED"].includes(sheet.bonusStatus);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    const contractor = contractorOf(model, sheet);
    step.touch(sheet);
    const decision = bonusAmountDecision({
      actor: domainActor(this.params.as),
      status: sheet.status,
      bonusStatus: sheet.bonusStatus,
      amountSet: this.params.amount !== null,
      engagementBonusEligible: contractor.bonusEligible,
    });
    let expected: Expected = decision.ok ? OK : refusal(decision.forbidden ? 403 : 409, decision.forbidden ? "FORBIDDEN" : "CONFLICT", decision.reason);
    if (this.params.as === "contractor") expected = contractor.active ? refusal(403, "FORBIDDEN") : UNAUTHENTICATED;
    if (expected.ok && this.params.amount !== null && !settlementCurrency(contractor)) expected = refusal(409, "CONFLICT", BONUS_AMOUNT_REASONS.noCurrency);
    await expecting(step, real, model, expected);
    const answer = await send<{ data: TimesheetDetail }>(real, "PUT", `/api/timesheets/${sheet.id}/bonus`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { amount: this.params.amount, note: this.params.amount ? "For the extra mile." : null, version: sheet.version },
    });
    if (!settle(step, answer, expected, `set the bonus to ${this.params.amount}`)) return;
    step.contentChanged = true;
    const amount = this.params.amount === null ? null : Decimal.parse(this.params.amount).toFixed(2);
    if (amount !== sheet.bonusAmount) outdate(sheet, "BONUS_INVOICE");
    sheet.bonusAmount = amount;
    if (decision.ok) wrote(sheet, { ...statusesOf(sheet), bonusStatus: decision.bonusStatus });
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, "PUT /api/timesheets/{id}/bonus");
  }
}

class Closing extends SimCommand<Base & { action: "close" | "reopen"; as: "admin" | "contractor" }> {
  readonly name = "closing";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows(this.params.action, sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    return this.sheetIn(model) !== undefined;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const decision = decisionOf(this.params.action, domainActor(this.params.as), sheet, model.today);
    const expected = this.params.as === "contractor" ? (contractorOf(model, sheet).active ? refusal(403, "FORBIDDEN") : UNAUTHENTICATED) : decision.expected;
    await expecting(step, real, model, expected);
    const answer = await send<{ data: DecidedTimesheet }>(real, "PUT", `/api/timesheets/${sheet.id}/${this.params.action}`, {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { version: sheet.version },
    });
    if (!settle(step, answer, expected, this.params.action)) return;
    wrote(sheet, decision.next as TimesheetStatuses);
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, this.params.action);
  }
}

/** The batch close or reopen (docs/settlement-states.md, "Batch actions"): per-item results, each as the transition table says. */
class BatchClosing extends SimCommand<{ who: number; action: "close" | "reopen"; months: number[] }> {
  readonly name = "batchClosing";

  override applies(model: Readonly<Model>): boolean {
    return this.params.months.some((month) => sheetAt(model as Model, this.params.who, month) !== undefined);
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheets = [...new Set(this.params.months.map((month) => sheetAt(model, this.params.who, month)).filter((sheet): sheet is ModelTimesheet => sheet !== undefined))];
    for (const sheet of sheets) step.touch(sheet);
    const decisions = sheets.map((sheet) => decisionOf(this.params.action, "ADMIN", sheet, model.today));
    if (decisions.every((decision) => !decision.expected.ok)) step.before = await fingerprint(real, model);
    const answer = await send<{ data: { results: { id: string; ok: boolean; status?: string; version?: number; reason?: string }[]; changed: number; refused: number } }>(
      real,
      "PUT",
      `/api/timesheets/batch/${this.params.action}`,
      { cookie: real.admin, body: { ids: sheets.map((sheet) => sheet.id) } },
    );
    if (!settle(step, answer, OK, `batch ${this.params.action}`)) return;
    const { results } = answer.body.data;
    sheets.forEach((sheet, index) => {
      const decision = decisions[index] as ReturnType<typeof decisionOf>;
      const result = results[index];
      const expected = decision.expected;
      if (result?.id !== sheet.id || result.ok !== expected.ok || (!expected.ok && result.reason !== expected.message)) {
        throw new SimulationError(`batch ${this.params.action} of ${sheet.period}: ${JSON.stringify(result)}, the transition table says ${JSON.stringify(expected)}`);
      }
      if (!expected.ok) return;
      wrote(sheet, decision.next as TimesheetStatuses);
      if (result.status !== sheet.status || result.version !== sheet.version) throw new SimulationError(`batch ${this.params.action} of ${sheet.period}: ${result.status} v${result.version}, the model ${sheet.status} v${sheet.version}`);
    });
    if (answer.body.data.changed !== decisions.filter((decision) => decision.expected.ok).length) throw new SimulationError(`batch ${this.params.action}: ${answer.body.data.changed} changed`);
  }
}

class Flag extends SimCommand<Base & As & { flagged: boolean; record: number | null }> {
  readonly name = "flag";

  protected override promising(sheet: ModelTimesheet, today: IsoDate): boolean {
    return allows("flag", sheet, today);
  }

  override applies(model: Readonly<Model>): boolean {
    const sheet = this.sheetIn(model);
    return sheet !== undefined && (this.params.record === null || sheet.records.length > 0);
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const decision = decisionOf("flag", domainActor(this.params.as), sheet, model.today);
    const record = this.params.record === null ? undefined : inServerOrder(sheet.records)[this.params.record % sheet.records.length];
    const expected = accessRefusal(model, sheet, this.params.as) ?? decision.expected;
    await expecting(step, real, model, expected);
    const cookie = cookieOf(model, real, sheet, this.params.as);
    if (record) {
      const answer = await send<{ data: SavedTimesheetRecord }>(real, "PUT", `/api/timesheet-records/${record.id}/flag`, { cookie, body: { flagged: this.params.flagged, version: record.version } });
      if (!settle(step, answer, expected, "flag a record")) return;
      record.flagged = this.params.flagged;
      record.version += 1;
      sheet.audit += 1;
      if (answer.body.data.version !== record.version || answer.body.data.flagged !== record.flagged) throw new SimulationError("the flagged record's answer differs from the model");
      return;
    }
    const answer = await send<{ data: TimesheetDetail }>(real, "PUT", `/api/timesheets/${sheet.id}/flag`, { cookie, body: { flagged: this.params.flagged, version: sheet.version } });
    if (!settle(step, answer, expected, "flag the timesheet")) return;
    sheet.flagged = this.params.flagged;
    wrote(sheet, statusesOf(sheet));
    expectStatuses(answer.body.data, statusesOf(sheet), sheet.version, "flag the timesheet");
  }
}

class Comment extends SimCommand<Base & As & { subject: "TIMESHEET" | "TIMESHEET_RECORD" | "EXPENSE_RECORD"; pick: number }> {
  readonly name = "comment";

  override applies(model: Readonly<Model>): boolean {
    const sheet = this.sheetIn(model);
    if (!sheet) return false;
    if (this.params.subject === "TIMESHEET_RECORD") return sheet.records.length > 0;
    if (this.params.subject === "EXPENSE_RECORD") return sheet.expenses.length > 0;
    return true;
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    const { subject, pick } = this.params;
    const target =
      subject === "TIMESHEET"
        ? { key: "TIMESHEET", body: { timesheetId: sheet.id } }
        : subject === "TIMESHEET_RECORD"
          ? { key: inServerOrder(sheet.records)[pick % sheet.records.length]?.id as string, body: { timesheetRecordId: inServerOrder(sheet.records)[pick % sheet.records.length]?.id } }
          : { key: sheet.expenses[pick % sheet.expenses.length]?.id as string, body: { expenseRecordId: sheet.expenses[pick % sheet.expenses.length]?.id } };
    const access = accessRefusal(model, sheet, this.params.as);
    const expected = access && access.ok === false && access.status === 404 ? NOT_FOUND(subject === "TIMESHEET" ? "Timesheet" : subject === "TIMESHEET_RECORD" ? "Timesheet record" : "Expense record") : (access ?? OK);
    await expecting(step, real, model, expected);
    const answer = await send(real, "POST", "/api/messages", {
      cookie: cookieOf(model, real, sheet, this.params.as),
      body: { subject, text: "Could you look at this?", ...target.body },
    });
    if (!settle(step, created(answer), expected, `comment on ${subject}`)) return;
    if (!sheet.threads.includes(target.key)) sheet.threads.push(target.key);
  }
}

// ------------------------------------------------------------------ review links

class ReviewLink extends SimCommand<Base & { action: "create" | "revoke"; pick: number }> {
  readonly name = "reviewLink";

  protected override promising(sheet: ModelTimesheet, _today: IsoDate): boolean {
    return this.params.action === "create" ? COMPONENTS.some((component) => componentStatusOf(sheet, component) === "SUBMITTED") : sheet.links.some((link) => !link.revoked);
  }

  override applies(model: Readonly<Model>): boolean {
    const sheet = this.sheetIn(model);
    return sheet !== undefined && (this.params.action === "create" || sheet.links.length > 0);
  }

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const sheet = this.mustSheetIn(model);
    step.touch(sheet);
    if (this.params.action === "create") {
      const answer = await send<{ data: CreatedReviewLink }>(real, "POST", `/api/timesheets/${sheet.id}/review-links`, { cookie: real.admin, body: {} });
      if (!settle(step, created(answer), OK, "create a review link")) return;
      sheet.links.push({ id: answer.body.data.id, token: answer.body.data.url.slice(answer.body.data.url.lastIndexOf("/") + 1), revoked: false });
      return;
    }
    const link = sheet.links[this.params.pick % sheet.links.length];
    if (!link) throw new Error("no link to revoke");
    const answer = await send(real, "DELETE", `/api/review-links/${link.id}`, { cookie: real.admin });
    if (!settle(step, answer, OK, "revoke a review link")) return;
    link.revoked = true;
  }
}

// ------------------------------------------------------------------ the company

function contractorCookie(real: Real, contractor: ModelContractor): string {
  return real.contractors.find((candidate) => candidate.key === contractor.key)?.cookie ?? "";
}

/** The timesheets an engagement change created, as the model expects them (checked against the database after the step). */
function adoptCreated(model: Model, contractor: ModelContractor, created: readonly { id: string; billingPeriod: { month: number; year: number } }[]): void {
  for (const row of created) model.timesheets.push(newSheet(row.id, contractor, BillingPeriod.from(row.billingPeriod), model.today));
}

export function newSheet(id: string, contractor: ModelContractor, period: BillingPeriod, today: IsoDate): ModelTimesheet {
  return {
    id,
    contractor: contractor.key,
    period: period.toString(),
    ...newTimesheetStatuses(contractor, period, today),
    version: 1,
    flagged: false,
    bonusAmount: null,
    submitted: false,
    records: [],
    expenses: [],
    files: [],
    threads: [],
    reviews: 0,
    invoices: {},
    links: [],
    contested: [],
    audit: 1,
  };
}

/** An administrator changes the engagement period: a rate's amount, a frequency added or removed, or its end date. */
class ChangeEngagement extends SimCommand<{ who: number; change: "rate" | "addRate" | "removeRate" | "end"; frequency: RateFrequency; amount: string; end: { months: number; day: number } | null }> {
  readonly name = "changeEngagement";

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const contractor = contractorAt(model, this.params.who);
    const { engagement } = contractor;
    const currency = settlementCurrency(contractor) ?? "EUR";
    let rates = engagement.rates.map(({ frequency, amount }) => ({ frequency, amount, currency }));
    let endDate = engagement.endDate;
    const { change, frequency, amount } = this.params;
    if (change === "rate") rates = rates.map((rate) => (rate.frequency === frequency ? { ...rate, amount } : rate));
    if (change === "addRate" && !rates.some((rate) => rate.frequency === frequency)) rates.push({ frequency, amount, currency });
    if (change === "removeRate") rates = rates.filter((rate) => rate.frequency !== frequency);
    if (change === "end") {
      const end = this.params.end;
      endDate = end === null ? null : dayIn(currentPeriod(model).plusMonths(end.months), end.day);
    }
    const sheets = model.timesheets.filter((sheet) => sheet.contractor === contractor.key);
    const records = sheets.flatMap((sheet) => sheet.records);
    const removedFrequencies = engagement.rates.filter((rate) => !rates.some((kept) => kept.frequency === rate.frequency));
    const outside = (date: IsoDate) => date < engagement.startDate || (endDate !== null && date > endDate);
    let expected: Expected = OK;
    if (rates.length === 0 || (endDate !== null && endDate < engagement.startDate)) expected = refusal(400, "BAD_REQUEST");
    else if (removedFrequencies.some((rate) => records.some((record) => record.rateId === rate.id))) expected = refusal(409, "CONFLICT");
    else if (records.some((record) => outside(record.date))) expected = refusal(409, "CONFLICT");
    await expecting(step, real, model, expected);
    const answer = await send<{ data: EngagementChange }>(real, "PUT", `/api/engagements/${engagement.id}`, {
      cookie: real.admin,
      body: { version: engagement.version, startDate: engagement.startDate, endDate, rates },
    });
    if (!settle(step, answer, expected, `change ${contractor.key}'s engagement (${change})`)) return;
    const result = answer.body.data;
    step.contentChanged = true;
    step.everything = true;
    // Read back the months the change prices differently first: those with records.
    for (const sheet of [...sheets].sort((a, b) => b.records.length - a.records.length)) step.touch(sheet);
    // A rate that changes its amount or currency reprices the months paid at it: their fee invoices are outdated.
    const repriced = engagement.rates.filter((rate) => {
      const sent = rates.find((candidate) => candidate.frequency === rate.frequency);
      return sent !== undefined && (!Decimal.parse(sent.amount).equals(rate.amount) || sent.currency !== rate.currency);
    });
    for (const sheet of sheets) if (sheet.records.some((record) => repriced.some((rate) => rate.id === record.rateId))) outdate(sheet, "FEE_INVOICE");
    engagement.version = result.version;
    engagement.endDate = result.endDate;
    engagement.rates = result.rates.map((rate) => ({ id: rate.id, frequency: rate.frequency, amount: rate.amount, currency: rate.currency }));
    for (const rate of engagement.rates) {
      const asked = rates.find((candidate) => candidate.frequency === rate.frequency);
      if (!asked || !Decimal.parse(asked.amount).equals(rate.amount)) throw new SimulationError(`the engagement's ${rate.frequency} rate is ${rate.amount}, ${asked?.amount} was sent`);
    }
    // The timesheets it should create (its months up to next month it lacks) and remove (untouched, no longer covered).
    const wanted = periodsUpToHorizon(engagement, model.today)
      .filter((period) => !sheets.some((sheet) => sheet.period === period.toString()))
      .map((period) => period.toString());
    const gone = sheets.filter((sheet) => untouched(sheet) && !isCovered(engagement, periodOf(sheet))).map((sheet) => sheet.period);
    const created = result.timesheets.created.map((row) => BillingPeriod.from(row.billingPeriod).toString());
    const removed = result.timesheets.removed.map((row) => BillingPeriod.from(row.billingPeriod).toString());
    if (JSON.stringify(created) !== JSON.stringify(wanted) || JSON.stringify(removed.sort()) !== JSON.stringify(gone.sort())) {
      throw new SimulationError(`changing the engagement created ${created.join(", ") || "nothing"} and removed ${removed.join(", ") || "nothing"}; the model expected ${wanted.join(", ") || "nothing"} and ${gone.join(", ") || "nothing"}`);
    }
    for (const row of result.timesheets.removed) {
      const sheet = model.timesheets.find((candidate) => candidate.id === row.id);
      if (!sheet) throw new SimulationError(`a timesheet the model does not know was removed: ${row.id}`);
      sheet.audit += 1;
      model.removed.push(sheet);
      model.timesheets = model.timesheets.filter((candidate) => candidate.id !== row.id);
    }
    adoptCreated(model, contractor, result.timesheets.created);
  }
}

class ChangeWorkingDays extends SimCommand<{ who: number; days: Weekday[] }> {
  readonly name = "changeWorkingDays";

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const contractor = contractorAt(model, this.params.who);
    const answer = await send<{ data: { version: number; workingDays: Weekday[] } }>(real, "PUT", `/api/contractors/${contractor.id}`, {
      cookie: real.admin,
      body: { workingDays: this.params.days, version: contractor.version },
    });
    if (!settle(step, answer, OK, "change the working days")) return;
    contractor.version = answer.body.data.version;
    // Other work days reprice the MONTHLY fees: those months' fee invoices are outdated.
    const workDays = (days: readonly string[]) => [...days].sort().join(",");
    if (workDays(this.params.days) !== workDays(contractor.workingDays)) {
      for (const sheet of model.timesheets) if (sheet.contractor === contractor.key && sheet.records.some((record) => record.frequency === "MONTHLY")) outdate(sheet, "FEE_INVOICE");
    }
    contractor.workingDays = [...this.params.days];
    step.contentChanged = true;
    step.everything = true;
    for (const sheet of [...model.timesheets].sort((a, b) => b.records.length - a.records.length)) if (sheet.contractor === contractor.key) step.touch(sheet);
  }
}

class SetActive extends SimCommand<{ who: number; active: boolean }> {
  readonly name = "setActive";

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const contractor = contractorAt(model, this.params.who);
    const answer = await send<{ data: { version: number; active: boolean } }>(real, "PUT", `/api/contractors/${contractor.id}`, {
      cookie: real.admin,
      body: { active: this.params.active, version: contractor.version },
    });
    if (!settle(step, answer, OK, this.params.active ? "reactivate" : "deactivate")) return;
    contractor.version = answer.body.data.version;
    const person = real.contractors.find((candidate) => candidate.key === contractor.key);
    if (!this.params.active) {
      contractor.active = false;
      // The old session must be over: the contractor's own list answers 401.
      const old = await send(real, "GET", "/api/timesheets", { cookie: contractorCookie(real, contractor) });
      settle(step, old, UNAUTHENTICATED, "a deactivated contractor's session");
    } else {
      contractor.active = true;
      if (person) await signInAgain(person);
    }
    const sheet = model.timesheets.find((candidate) => candidate.contractor === contractor.key && candidate.period === currentPeriod(model).toString());
    step.touch(sheet);
  }
}

// ------------------------------------------------------------------ the calendar

export type ClockMove = { kind: "days"; days: number } | { kind: "monthEnd" } | { kind: "firstOfNextMonth" } | { kind: "february29" };

/** The day a move lands on; never more than 31 days ahead, so the daily jobs of a served process would not skip a month. */
export function movedDay(today: IsoDate, move: ClockMove): IsoDate {
  const period = BillingPeriod.current(today);
  switch (move.kind) {
    case "days":
      return addDays(today, move.days);
    case "monthEnd":
      return today === period.lastDay() ? period.next().lastDay() : period.lastDay();
    case "firstOfNextMonth":
      return period.next().firstDay();
    case "february29": {
      const { year } = parseIsoDate(today);
      const candidates = [year, year + 1].filter(isLeapYear).map((leap) => `${leap}-02-29`);
      const target = candidates.find((day) => day > today && day <= addDays(today, 31));
      return target ?? addDays(today, 1);
    }
  }
}

class AdvanceClock extends SimCommand<ClockMove> {
  readonly name = "advanceClock";

  protected async act(model: Model, real: Real, step: Step): Promise<void> {
    const today = movedDay(model.today, this.params);
    model.today = today;
    setClock(new Date(`${today}T12:00:00Z`));
    // The served process runs the daily jobs before the first request of each day.
    forgetCatchUp();
    // catchUpDailyJobs logs a failure and carries on (the next request retries); here it must not fail.
    const failures: string[] = [];
    const logError = logger.error;
    logger.error = (message, details) => void failures.push(`${message} ${JSON.stringify(details ?? {})}`);
    try {
      await catchUpDailyJobs(real.db, today);
    } finally {
      logger.error = logError;
    }
    if (failures.length > 0) throw new SimulationError(`the daily jobs of ${today} failed: ${failures.join("; ")}`);
    step.everything = true;
    for (const sheet of model.timesheets) {
      const moved = movedByCalendar(sheet, today);
      if (moved) wrote(sheet, moved);
    }
    const toCreate = dailyJobs(model);
    if (toCreate.length > 0) {
      for (const { contractor, period } of toCreate) {
        const [row] = rowsOf<{ id: string }>(
          await real.db.execute(sql`select id from timesheets where project_engagement_id = ${contractor.projectEngagementId}::uuid and billing_period = ${period.toDatabase()}::date`),
        );
        if (!row) throw new SimulationError(`the daily job of ${today} did not create ${contractor.key}'s ${period.toString()}`);
        const sheet = newSheet(row.id, contractor, period, today);
        // Created INITIALIZED by the job, then opened by it when its month is running: two rows.
        if (sheet.status !== "INITIALIZED") sheet.audit += 1;
        sheet.version = sheet.status === "INITIALIZED" ? 1 : 2;
        model.timesheets.push(sheet);
      }
    }
    carriedOut(step);
    const current = currentPeriod(model);
    for (const sheet of model.timesheets) if (sheet.period === current.toString()) step.touch(sheet);
  }
}

// ------------------------------------------------------------------ factories (what toString prints)

export const logRecords = (params: LogRecords["params"]) => new LogRecords(params);
export const editRecord = (params: EditRecord["params"]) => new EditRecord(params);
export const deleteRecords = (params: DeleteRecords["params"]) => new DeleteRecords(params);
export const copyPreviousMonth = (params: CopyPreviousMonth["params"]) => new CopyPreviousMonth(params);
export const addExpense = (params: AddExpense["params"]) => new AddExpense(params);
export const editExpense = (params: EditExpense["params"]) => new EditExpense(params);
export const deleteExpenses = (params: DeleteExpenses["params"]) => new DeleteExpenses(params);
export const upload = (params: Upload["params"]) => new Upload(params);
export const generateInvoice = (params: GenerateInvoice["params"]) => new GenerateInvoice(params);
export const prepare = (params: Prepare["params"]) => new Prepare(params);
export const submit = (params: Submit["params"]) => new Submit(params);
export const reset = (params: Reset["params"]) => new Reset(params);
export const decide = (params: Decide["params"]) => new Decide(params);
export const setBonus = (params: SetBonus["params"]) => new SetBonus(params);
export const closing = (params: Closing["params"]) => new Closing(params);
export const batchClosing = (params: BatchClosing["params"]) => new BatchClosing(params);
export const flag = (params: Flag["params"]) => new Flag(params);
export const comment = (params: Comment["params"]) => new Comment(params);
export const reviewLink = (params: ReviewLink["params"]) => new ReviewLink(params);
export const changeEngagement = (params: ChangeEngagement["params"]) => new ChangeEngagement(params);
export const changeWorkingDays = (params: ChangeWorkingDays["params"]) => new ChangeWorkingDays(params);
export const setActive = (params: SetActive["params"]) => new SetActive(params);
export const advanceClock = (params: AdvanceClock["params"]) => new AdvanceClock(params);

// ------------------------------------------------------------------ arbitraries

const who = fc.nat({ max: 5 });
/** Mostly this month and the last, sometimes next month (not begun) and older ones. */
const month = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 3, arbitrary: fc.constant(-1) }, { weight: 1, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: -3, max: -2 }) });
const actor: fc.Arbitrary<ActorKind> = fc.oneof(
  { weight: 7, arbitrary: fc.constant("contractor" as const) },
  { weight: 3, arbitrary: fc.constant("admin" as const) },
  { weight: 1, arbitrary: fc.constant("other" as const) },
);
const component = fc.constantFrom(...COMPONENTS);
const componentChoice: fc.Arbitrary<ComponentChoice> = fc.oneof({ weight: 1, arbitrary: component }, { weight: 1, arbitrary: fc.constant("auto" as const) });
const target = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constant("same" as const) },
  { weight: 2, arbitrary: fc.constant("auto" as const) },
);
/** The settling steps look for where they apply more often, so runs reach review, approval and closing. */
const settlingTarget = fc.oneof(
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant("same" as const) },
  { weight: 3, arbitrary: fc.constant("auto" as const) },
);
const frequency = fc.constantFrom(...RATE_FREQUENCIES);
const day = fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(1, 28, 29, 30, 31));
const hours = fc.constantFrom("0.25", "1", "2.5", "4", "7.5", "8", "10", "12.75", "16", "24");
const recordItem: fc.Arbitrary<RecordItem> = fc.record(
  {
    day,
    rate: fc.nat({ max: 2 }),
    frequency: fc.option(frequency, { freq: 10, nil: undefined }),
    days: fc.constantFrom("1", "1", "0.5"),
    hours,
    wrongUnit: fc.oneof({ weight: 19, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    onWorkday: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  },
  { requiredKeys: ["day", "rate", "days", "hours"] },
);
const picks = fc.array(fc.nat({ max: 40 }), { minLength: 1, maxLength: 3 });
/** Exchange rates with up to 8 decimals, small and large, as a receipt in yen or in dinar needs. */
const exchangeRate = fc.oneof(
  fc.constantFrom("1", "0.0061", "2.4", "0.93871234", "1.1", "0.00000001", "1000000", "3.75"),
  fc.tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 8 })).map(([units, scale]) => Decimal.fromUnits(BigInt(units), scale).toString()),
);
const expenseUnits = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 99_999_999 }), fc.constantFrom(1, 5, 15000, 12345, 999_999_999));
const currencyIndex = fc.oneof({ weight: 2, arbitrary: fc.constant(-1) }, { weight: 3, arbitrary: fc.nat({ max: CURRENCY_CODES.length - 1 }) });
const workingDays: fc.Arbitrary<Weekday[]> = fc.subarray([...WEEKDAYS], { minLength: 1 });
const amount2 = fc.tuple(fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: 0, max: 2 })).map(([units, scale]) => Decimal.fromUnits(BigInt(units), scale).toString());

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T>[] => Array.from({ length: weight }, () => arbitrary);

/** How often each action comes up: logging and settling often, company changes now and then. */
export const commandArbitraries: fc.Arbitrary<SimCommand<object>>[] = [
  ...weighted(7, fc.record({ who, month, target, as: actor, items: fc.array(recordItem, { minLength: 1, maxLength: 3 }) }).map(logRecords)),
  ...weighted(2, fc.record({ who, month, target, as: actor, pick: fc.nat({ max: 40 }), day: fc.option(day), amount: fc.option(fc.oneof(hours, fc.constantFrom("1", "0.5"))) }).map(editRecord)),
  fc.record({ who, month, target, as: actor, picks }).map(deleteRecords),
  fc.record({ who, month, target, as: actor }).map(copyPreviousMonth),
  ...weighted(
    3,
    fc
      .record({
        who,
        month,
        target,
        as: actor,
        day,
        currency: currencyIndex,
        units: expenseUnits,
        rate: exchangeRate,
        sameRate: fc.oneof({ weight: 9, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
        category: fc.constantFrom(...EXPENSE_CATEGORIES),
      })
      .map(addExpense),
  ),
  fc.record({ who, month, target, as: actor, pick: fc.nat({ max: 40 }), currency: currencyIndex, units: expenseUnits, rate: exchangeRate, sameRate: fc.boolean() }).map(editExpense),
  fc.record({ who, month, target, as: actor, picks }).map(deleteExpenses),
  fc
    .record({
      who,
      month,
      target,
      as: actor,
      fileType: fc.constantFrom<UploadType>("FEE_INVOICE", "BONUS_INVOICE", "EXPENSE_INVOICE", "EXPENSE_RECEIPT"),
      expense: fc.option(fc.nat({ max: 40 })),
    })
    .map(upload),
  ...weighted(2, fc.record({ who, month, target, as: actor, kind: component }).map(generateInvoice)),
  ...weighted(5, fc.record({ who, month, target: settlingTarget, as: actor, component: componentChoice }).map(prepare)),
  ...weighted(5, fc.record({ who, month, target: settlingTarget, as: actor }).map(submit)),
  ...weighted(2, fc.record({ who, month, target: settlingTarget, as: actor, component: componentChoice }).map(reset)),
  ...weighted(
    8,
    fc
      .record({
        who,
        month,
        target: settlingTarget,
        component: componentChoice,
        decision: fc.constantFrom("approve" as const, "approve" as const, "contest" as const),
        via: fc.constantFrom("admin" as const, "admin" as const, "link" as const, "link" as const, "revokedLink" as const, "contractor" as const),
        lines: fc.boolean(),
      })
      .map(decide),
  ),
  ...weighted(
    3,
    fc
      .record({
        who,
        month,
        target,
        amount: fc.option(fc.oneof(amount2, fc.constantFrom("1500", "0.01", "99999999", "250.5")), { freq: 4 }),
        as: fc.constantFrom("admin" as const, "admin" as const, "admin" as const, "contractor" as const),
      })
      .map(setBonus),
  ),
  ...weighted(
    2,
    fc
      .record({ who, month, target: settlingTarget, action: fc.constantFrom("close" as const, "close" as const, "reopen" as const), as: fc.constantFrom("admin" as const, "admin" as const, "contractor" as const) })
      .map(closing),
  ),
  fc.record({ who, action: fc.constantFrom("close" as const, "close" as const, "reopen" as const), months: fc.uniqueArray(month, { minLength: 1, maxLength: 4 }) }).map(batchClosing),
  fc.record({ who, month, target, as: actor, flagged: fc.boolean(), record: fc.option(fc.nat({ max: 40 })) }).map(flag),
  fc.record({ who, month, target, as: actor, subject: fc.constantFrom("TIMESHEET" as const, "TIMESHEET_RECORD" as const, "EXPENSE_RECORD" as const), pick: fc.nat({ max: 40 }) }).map(comment),
  ...weighted(2, fc.record({ who, month, target, action: fc.constantFrom("create" as const, "create" as const, "revoke" as const), pick: fc.nat({ max: 10 }) }).map(reviewLink)),
  fc
    .record({
      who,
      change: fc.constantFrom("rate" as const, "rate" as const, "addRate" as const, "removeRate" as const, "end" as const),
      frequency,
      amount: amount2,
      end: fc.option(fc.record({ months: fc.integer({ min: -4, max: 3 }), day })),
    })
    .map(changeEngagement),
  fc.record({ who, days: workingDays }).map(changeWorkingDays),
  fc.record({ who, active: fc.oneof({ weight: 1, arbitrary: fc.constant(false) }, { weight: 2, arbitrary: fc.constant(true) }) }).map(setActive),
  ...weighted(
    3,
    fc
      .oneof(
        fc.record({ kind: fc.constant("days" as const), days: fc.integer({ min: 1, max: 31 }) }),
        fc.constant({ kind: "monthEnd" as const }),
        fc.constant({ kind: "firstOfNextMonth" as const }),
        fc.constant({ kind: "february29" as const }),
      )
      .map(advanceClock),
  ),
];
