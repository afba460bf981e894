import {
  ACTION_RULES,
  BillingPeriod,
  partyOf,
  COMPONENTS,
  Decimal,
  allowsOneRecordPerDay,
  can,
  componentStatusOf,
  derivedTimesheetStatus,
  exceedsDayHours,
  feeTotals,
  findRate,
  hoursLoggedOn,
  isDayDisabled,
  recordTimeBoundProblem,
  statusesAsOf,
  totalsByCurrency,
  TIME_UNIT_OF,
  type TransitionActor,
  type Component,
  type ComponentStatus,
  type Currency,
  type EngagementWithRates,
  type FileType,
  type IsoDate,
  type Money,
  type RateFrequency,
  type SettlementAction,
  type TimeUnit,
  type TimesheetState,
  type TimesheetStatuses,
  type Weekday,
} from "@/lib/domain";
import { compareIsoDates } from "@/lib/domain/dates";
import { englishText, type Refusal } from "@/lib/errors";

/**
 * The month simulator's model: what the company should look like, kept in plain data and
 * advanced with lib/domain's own rules (the transition table, the fee and money rules, the record
 * rules), never with the server's code. A command asks the model what the server should answer,
 * compares, and then takes the server's answer as the new state.
 */

export interface ModelRate {
  id: string;
  frequency: RateFrequency;
  amount: string;
  currency: Currency;
}

/** A contractor's one dated engagement period on the project, with its rates. */
export interface ModelEngagement {
  id: string;
  version: number;
  startDate: IsoDate;
  endDate: IsoDate | null;
  rates: ModelRate[];
}

export interface ModelContractor {
  key: string;
  id: string;
  workingDays: Weekday[];
  /** The contractor row's version, for PUT /api/contractors/{id}. */
  version: number;
  active: boolean;
  projectEngagementId: string;
  expensesEligible: boolean;
  bonusEligible: boolean;
  engagement: ModelEngagement;
  /** Invoice numbers taken, per year: they are gapless per contractor and year. */
  invoiceNumbers: Record<number, number>;
}

export interface ModelRecord {
  id: string;
  /** The write that created it: records of one write share a creation time and are then ordered by id. */
  tx: number;
  date: IsoDate;
  rateId: string;
  frequency: RateFrequency;
  timeAmount: string;
  timeUnit: TimeUnit;
  workSummary: string;
  version: number;
  flagged: boolean;
}

export interface ModelExpense {
  id: string;
  date: IsoDate;
  amountInExpenseCurrency: string;
  expenseCurrency: string;
  exchangeRate: string;
  amount: string;
  originalCurrency: string;
  version: number;
}

export interface ModelFile {
  id: string;
  fileType: FileType;
  outdated: boolean;
  expenseRecordId: string | null;
  /** A generated invoice: the total it states. */
  states?: Money;
}

export interface ModelLink {
  id: string;
  token: string;
  revoked: boolean;
}

export interface ModelTimesheet extends TimesheetStatuses {
  id: string;
  contractor: string;
  /** yyyy-MM */
  period: string;
  version: number;
  flagged: boolean;
  bonusAmount: string | null;
  submitted: boolean;
  records: ModelRecord[];
  expenses: ModelExpense[];
  files: ModelFile[];
  /** The subjects that have a message thread: "TIMESHEET", or a record's or an expense's id. */
  threads: string[];
  reviews: number;
  invoices: Partial<Record<Component, string>>;
  links: ModelLink[];
  /** Records or expenses contested one by one and not yet cleared (approved or contested again). */
  contested: { component: "TIMESHEET" | "EXPENSES"; lineId: string }[];
  /** Activity-log rows this timesheet should have. */
  audit: number;
}

export interface Model {
  today: IsoDate;
  contractors: ModelContractor[];
  timesheets: ModelTimesheet[];
  /** Timesheets an engagement change removed: their activity-log rows stay. */
  removed: ModelTimesheet[];
  /** Counts the writes, to order records the way the server does. */
  tx: number;
  /** The timesheet the last action was about: an action with `same` acts on it again. */
  focus?: string;
}

export type ActorKind = "contractor" | "admin" | "other";

// ------------------------------------------------------------------ lookups

export function currentPeriod(model: Model): BillingPeriod {
  return BillingPeriod.current(model.today);
}

export function periodAt(model: Model, offset: number): string {
  return currentPeriod(model).plusMonths(offset).toString();
}

export function contractorAt(model: Model, who: number): ModelContractor {
  const contractor = model.contractors[who % model.contractors.length];
  if (!contractor) throw new Error("the company has no contractors");
  return contractor;
}

export function contractorOf(model: Model, sheet: ModelTimesheet): ModelContractor {
  const contractor = model.contractors.find((candidate) => candidate.key === sheet.contractor);
  if (!contractor) throw new Error(`no contractor ${sheet.contractor}`);
  return contractor;
}

export function sheetAt(model: Model, who: number, offset: number): ModelTimesheet | undefined {
  const { key } = contractorAt(model, who);
  const period = periodAt(model, offset);
  return model.timesheets.find((sheet) => sheet.contractor === key && sheet.period === period);
}

/** Another contractor of the company than the one whose timesheet it is. */
export function otherContractor(model: Model, sheet: ModelTimesheet): ModelContractor | undefined {
  return model.contractors.find((candidate) => candidate.key !== sheet.contractor);
}

export function periodOf(sheet: Pick<ModelTimesheet, "period">): BillingPeriod {
  return BillingPeriod.fromString(sheet.period);
}

/** A day of the sheet's month, clamped to its length: day 31 of February is its last day. */
export function dayIn(period: BillingPeriod, day: number): IsoDate {
  const last = Number(period.lastDay().slice(8));
  return `${period.toString()}-${String(Math.min(Math.max(day, 1), last)).padStart(2, "0")}`;
}

export function engagementsOf(contractor: ModelContractor): EngagementWithRates<ModelRate>[] {
  const { startDate, endDate, rates } = contractor.engagement;
  return [{ startDate, endDate, rates }];
}

export function rateById(contractor: ModelContractor, id: string): ModelRate {
  const rate = contractor.engagement.rates.find((candidate) => candidate.id === id);
  if (!rate) throw new Error(`the model lost rate ${id}`);
  return rate;
}

/** What the expenses and the bonus are settled in: the engagement's rate currency (one per contractor here). */
export function settlementCurrency(contractor: ModelContractor): Currency | null {
  return contractor.engagement.rates[0]?.currency ?? null;
}

export function stateOf(sheet: ModelTimesheet): TimesheetState {
  const { status, feeStatus, expensesStatus, bonusStatus, bonusAmount } = sheet;
  return { status, feeStatus, expensesStatus, bonusStatus, billingPeriod: periodOf(sheet), bonusAmount };
}

export function statusesOf(sheet: TimesheetStatuses): TimesheetStatuses {
  const { status, feeStatus, expensesStatus, bonusStatus } = sheet;
  return { status, feeStatus, expensesStatus, bonusStatus };
}

export function domainActor(kind: ActorKind): TransitionActor {
  return kind === "admin" ? "ADMIN" : "SUBCONTRACTOR";
}

// ------------------------------------------------------------------ money

export interface Totals {
  fee: Money[];
  expenses: Money[];
  bonus: Money[];
}

/** The timesheet's worth by lib/domain's rules: fee lines per rate, exact sums of the expenses, the bonus. */
export function totalsOf(model: Model, sheet: ModelTimesheet): Totals {
  const contractor = contractorOf(model, sheet);
  const records = sheet.records.map((record) => ({ date: record.date, timeAmount: record.timeAmount, timeUnit: record.timeUnit, rate: rateById(contractor, record.rateId) }));
  const currency = settlementCurrency(contractor);
  return {
    fee: feeTotals(records, { period: periodOf(sheet), workingDays: contractor.workingDays }),
    expenses: totalsByCurrency(sheet.expenses.map((expense) => ({ amount: expense.amount, currency: expense.originalCurrency }))),
    bonus: sheet.bonusAmount !== null && currency ? [{ amount: sheet.bonusAmount, currency }] : [],
  };
}

/** Decimal text as a number of the database would show it, for comparing "1.50" with "1.5". */
export function same(a: string, b: string): boolean {
  return Decimal.parse(a).equals(b);
}

// ------------------------------------------------------------------ predictions

/** What the server should answer: success, or a refusal with its code and (when the domain words it) its message. */
export type Expected = { ok: true } | { ok: false; status: number; code: string; message?: string };

export const OK: Expected = { ok: true };

export function refusal(status: number, code: string, reason?: string | Refusal): Expected {
  if (reason === undefined) return { ok: false, status, code };
  return { ok: false, status, code, message: typeof reason === "string" ? reason : englishText(reason) };
}

export const NOT_FOUND = (what: string) => refusal(404, "NOT_FOUND", `${what} not found.`);
export const UNAUTHENTICATED = refusal(401, "UNAUTHENTICATED");

/** The transition table's answer as the server words it: 403 for the wrong party, 409 otherwise. */
export function decisionOf(
  action: SettlementAction,
  actor: TransitionActor,
  sheet: ModelTimesheet,
  today: IsoDate,
  component?: Component,
): { expected: Expected; next?: TimesheetStatuses } {
  const context = { actor, timesheet: stateOf(sheet), today, ...(component ? { component } : {}) };
  const decision = component ? can(action as "prepare", context as typeof context & { component: Component }) : can(action as "submit", context);
  if (decision.ok) return { expected: OK, next: decision.next };
  const forbidden = !ACTION_RULES[action].parties.includes(partyOf(actor));
  return { expected: refusal(forbidden ? 403 : 409, forbidden ? "FORBIDDEN" : "CONFLICT", decision.reason) };
}

/**
 * What the route says before the service looks at the timesheet, in its order: a deactivated
 * contractor has no session (401), a body the schema refuses is a 400, and another contractor's
 * timesheet does not exist for them (404).
 */
export function accessRefusal(model: Model, sheet: ModelTimesheet, kind: ActorKind, badBody = false): Expected | undefined {
  const acting = kind === "admin" ? undefined : kind === "contractor" ? contractorOf(model, sheet) : otherContractor(model, sheet);
  if (kind !== "admin" && (!acting || !acting.active)) return UNAUTHENTICATED;
  if (badBody) return refusal(400, "BAD_REQUEST");
  if (kind === "other") return NOT_FOUND("Timesheet");
  return undefined;
}

/** What the records schema refuses before any rule is asked: more than a day in days, more than 24 hours in hours. */
export function recordBodyProblem(changes: readonly Pick<RecordChange, "timeAmount" | "timeUnit">[]): boolean {
  return changes.some((change) => recordTimeBoundProblem(change.timeAmount, change.timeUnit) !== undefined);
}

export interface RecordChange {
  id?: string;
  date: IsoDate;
  frequency?: RateFrequency;
  timeAmount: string;
  timeUnit: TimeUnit;
}

/**
 * The record rules (spec point 5 and docs/settlement-states.md) from lib/domain, item by item in
 * order, as a list of the rules broken: the month, a rate of the frequency in force on the date,
 * its time unit, the time bounds, the contractor's work days when a date is chosen, 24 hours a
 * day, one DAILY or MONTHLY record a day.
 */
export function recordIssues(contractor: ModelContractor, sheet: ModelTimesheet, changes: readonly RecordChange[]): string[] {
  const period = periodOf(sheet);
  const engagements = engagementsOf(contractor);
  const updated = new Set(changes.flatMap((change) => (change.id ? [change.id] : [])));
  const daysTaken = new Set(sheet.records.filter((record) => !updated.has(record.id) && allowsOneRecordPerDay(record.frequency)).map((record) => record.date));
  const hoursClaimed = sheet.records.filter((record) => !updated.has(record.id)).map(({ date, timeAmount, timeUnit }) => ({ date, timeAmount, timeUnit }));
  const issues: string[] = [];
  changes.forEach((change, index) => {
    const own: string[] = [];
    if (!period.contains(change.date)) return void issues.push(`${index}:OUTSIDE_PERIOD`);
    const stored = change.id ? sheet.records.find((record) => record.id === change.id) : undefined;
    const frequency = change.frequency ?? stored?.frequency;
    const rate = frequency ? findRate(engagements, frequency, change.date) : undefined;
    if (!frequency || !rate) return void issues.push(`${index}:RATE`);
    if (change.timeUnit !== TIME_UNIT_OF[rate.frequency]) own.push("TIME_UNIT");
    if (!/^\d+(\.\d{1,2})?$/.test(change.timeAmount) || Decimal.parse(change.timeAmount).compare("0") <= 0 || recordTimeBoundProblem(change.timeAmount, change.timeUnit)) {
      own.push("TIME_AMOUNT");
    }
    if (stored?.date !== change.date && isDayDisabled(change.date, { frequency: rate.frequency, engagements, workingDays: contractor.workingDays })) own.push("DISABLED_DAY");
    if (own.length === 0 && change.timeUnit === "HOURS") {
      if (exceedsDayHours(hoursLoggedOn(hoursClaimed, change.date), change.timeAmount)) own.push("DAY_HOURS");
      else hoursClaimed.push({ date: change.date, timeAmount: change.timeAmount, timeUnit: "HOURS" });
    }
    if (own.length === 0 && allowsOneRecordPerDay(rate.frequency)) {
      if (daysTaken.has(change.date)) own.push("DUPLICATE_DAY");
      else daysTaken.add(change.date);
    }
    issues.push(...own.map((rule) => `${index}:${rule}`));
  });
  return issues;
}

/** The rate a valid change is paid at. */
export function rateFor(contractor: ModelContractor, change: RecordChange, stored?: ModelRecord): ModelRate {
  const frequency = change.frequency ?? stored?.frequency;
  const rate = frequency ? findRate(engagementsOf(contractor), frequency, change.date) : undefined;
  if (!rate) throw new Error(`no rate for ${JSON.stringify(change)}`);
  return rate;
}

// ------------------------------------------------------------------ the calendar

/** Records in the order the server reads them: by date, then by creation, then by id. */
export function inServerOrder(records: readonly ModelRecord[]): ModelRecord[] {
  return [...records].sort((a, b) => compareIsoDates(a.date, b.date) || a.tx - b.tx || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The periods an engagement period covers at least one day of. */
export function isCovered(engagement: Pick<ModelEngagement, "startDate" | "endDate">, period: BillingPeriod): boolean {
  return compareIsoDates(engagement.startDate, period.lastDay()) <= 0 && (engagement.endDate === null || compareIsoDates(engagement.endDate, period.firstDay()) >= 0);
}

/** A new month's statuses: INITIALIZED ahead, IN_PROGRESS for the running month, DUE for a past one. */
export function newTimesheetStatuses(contractor: ModelContractor, period: BillingPeriod, today: IsoDate): TimesheetStatuses {
  return statusesAsOf(
    {
      status: "INITIALIZED",
      feeStatus: "ELIGIBLE",
      expensesStatus: contractor.expensesEligible ? "ELIGIBLE" : "NOT_ELIGIBLE",
      bonusStatus: contractor.bonusEligible ? "ELIGIBLE" : "NOT_ELIGIBLE",
    },
    period,
    today,
  );
}

/** The periods from the engagement's first month up to one month ahead of today (what the admin routes create). */
export function periodsUpToHorizon(engagement: Pick<ModelEngagement, "startDate" | "endDate">, today: IsoDate): BillingPeriod[] {
  const horizon = BillingPeriod.current(today).next();
  const first = BillingPeriod.fromDate(engagement.startDate);
  const end = engagement.endDate === null ? horizon : BillingPeriod.fromDate(engagement.endDate);
  const last = end.compare(horizon) < 0 ? end : horizon;
  const periods: BillingPeriod[] = [];
  for (let period = first; period.compare(last) <= 0; period = period.next()) periods.push(period);
  return periods;
}

/**
 * The daily job on `today`, by the domain: the current and next month's timesheets of covered
 * engagements are created INITIALIZED, then every timesheet the calendar moves (statusesAsOf) has
 * its status derived again (derivedTimesheetStatus). Returns the periods to create per contractor;
 * moves the statuses of the existing ones in the model and counts their audit rows.
 */
export function dailyJobs(model: Model): { contractor: ModelContractor; period: BillingPeriod }[] {
  const current = currentPeriod(model);
  const toCreate: { contractor: ModelContractor; period: BillingPeriod }[] = [];
  for (const contractor of model.contractors) {
    for (const period of [current, current.next()]) {
      if (!isCovered(contractor.engagement, period)) continue;
      if (model.timesheets.some((sheet) => sheet.contractor === contractor.key && sheet.period === period.toString())) continue;
      toCreate.push({ contractor, period });
    }
  }
  return toCreate;
}

/** The calendar's move of one timesheet, or undefined when the job leaves it alone. */
export function movedByCalendar(sheet: ModelTimesheet, today: IsoDate): TimesheetStatuses | undefined {
  if (sheet.status === "CLOSED") return undefined;
  const period = periodOf(sheet);
  const current = BillingPeriod.current(today);
  const opens = sheet.status === "INITIALIZED" && period.compare(current) <= 0;
  const rolls = period.isPast(today) && [sheet.status, sheet.feeStatus, sheet.expensesStatus, sheet.bonusStatus].includes("IN_PROGRESS");
  if (!opens && !rolls) return undefined;
  const moved = statusesAsOf(statusesOf(sheet), period, today);
  const next = { ...moved, status: derivedTimesheetStatus(moved.status, moved) };
  const changed = (["status", "feeStatus", "expensesStatus", "bonusStatus"] as const).some((field) => next[field] !== sheet[field]);
  return changed ? next : undefined;
}

/**
 * Untouched (server/services/engagements/untouched-timesheet-sql): nobody has used it yet,
 * so an engagement that no longer covers its month may remove it. A bonus amount an
 * administrator decided counts as use: it is part of what the month settles.
 */
export function untouched(sheet: ModelTimesheet): boolean {
  return (
    ["INITIALIZED", "IN_PROGRESS", "DUE"].includes(sheet.status) &&
    !sheet.submitted &&
    sheet.feeStatus === "ELIGIBLE" &&
    ["ELIGIBLE", "NOT_ELIGIBLE"].includes(sheet.expensesStatus) &&
    ["ELIGIBLE", "NOT_ELIGIBLE"].includes(sheet.bonusStatus) &&
    sheet.records.length === 0 &&
    sheet.expenses.length === 0 &&
    sheet.files.length === 0 &&
    sheet.threads.length === 0 &&
    sheet.reviews === 0 &&
    Object.keys(sheet.invoices).length === 0 &&
    sheet.bonusAmount === null
  );
}

export function componentStatus(sheet: ModelTimesheet, component: Component): ComponentStatus {
  return componentStatusOf(sheet, component);
}

export { COMPONENTS };
