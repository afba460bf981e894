import { sql } from "drizzle-orm";
import { boolean, check, date, index, numeric, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import {
  COMPONENT_STATUSES,
  CURRENCIES,
  EXPENSE_CATEGORIES,
  TIME_UNITS,
  TIMESHEET_STATUSES,
  type ComponentStatus,
  type TimesheetStatus,
} from "@/lib/domain/reference";
import { CURRENCY_CODES } from "@/lib/domain/currency-codes";
import { anyCurrencyAmount, createdAt, id, money, oneOf, reference, updatedAt, version } from "./columns";
import { projectEngagements, rates } from "./engagements";
import { projects } from "./organisation";
import { contractors } from "./people";

/**
 * One contractor's month on one project. The billing period is stored as the 15th of its
 * month (spec point 3); contractor and project are copied from the engagement so that every
 * list and search filters on an indexed column of this table.
 */
export const timesheets = pgTable(
  "timesheets",
  {
    id: id(),
    projectEngagementId: reference("project_engagement_id", () => projectEngagements.id, "restrict"),
    contractorId: reference("contractor_id", () => contractors.id, "restrict"),
    projectId: reference("project_id", () => projects.id, "restrict"),
    billingPeriod: date("billing_period", { mode: "string" }).notNull(),
    status: text("status").$type<TimesheetStatus>().notNull().default("INITIALIZED"),
    feeStatus: text("fee_status").$type<ComponentStatus>().notNull().default("ELIGIBLE"),
    expensesStatus: text("expenses_status").$type<ComponentStatus>().notNull().default("ELIGIBLE"),
    bonusStatus: text("bonus_status").$type<ComponentStatus>().notNull().default("NOT_ELIGIBLE"),
    bonusAmount: money("bonus_amount"),
    /** Why the administrator granted the bonus; shown to the contractor beside the amount. */
    bonusNote: text("bonus_note"),
    flagged: boolean("flagged").notNull().default(false),
    closedAt: timestamp("closed_at", { withTimezone: true, mode: "string" }),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "string" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    unique("timesheets_engagement_period_key").on(t.projectEngagementId, t.billingPeriod),
    // Paged lists run newest period first with the id as tie-breaker (keyset on both): the
    // contractor's own list, a project's, and an administrator's unfiltered list each have an
    // index that ends in (billing_period, id), so a page is one bounded index scan.
    index("timesheets_contractor_period_id_idx").on(t.contractorId, t.billingPeriod, t.id),
    index("timesheets_project_period_id_idx").on(t.projectId, t.billingPeriod, t.id),
    index("timesheets_period_id_idx").on(t.billingPeriod, t.id),
    index("timesheets_period_status_idx").on(t.billingPeriod, t.status),
    index("timesheets_status_idx").on(t.status),
    // The dashboard's "Needs attention": each status's first rows, oldest period and oldest change
    // first, read from the front of this index instead of ranking every candidate.
    index("timesheets_status_period_updated_idx").on(t.status, t.billingPeriod, t.updatedAt, t.id),
    // The daily job reads only timesheets that are not closed; most of a long history is.
    index("timesheets_open_period_idx").on(t.billingPeriod).where(sql`${t.status} <> 'CLOSED'`),
    check("timesheets_billing_period_check", sql`extract(day from ${t.billingPeriod}) = 15`),
    oneOf("timesheets_status_check", t.status, TIMESHEET_STATUSES),
    oneOf("timesheets_fee_status_check", t.feeStatus, COMPONENT_STATUSES),
    oneOf("timesheets_expenses_status_check", t.expensesStatus, COMPONENT_STATUSES),
    oneOf("timesheets_bonus_status_check", t.bonusStatus, COMPONENT_STATUSES),
    check("timesheets_bonus_amount_check", sql`${t.bonusAmount} is null or ${t.bonusAmount} >= 0`),
  ],
);

export const timesheetRecords = pgTable(
  "timesheet_records",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    date: date("date", { mode: "string" }).notNull(),
    rateId: reference("rate_id", () => rates.id, "restrict"),
    workSummary: text("work_summary").notNull().default(""),
    counterPart: text("counter_part").notNull().default(""),
    timeAmount: numeric("time_amount", { precision: 6, scale: 2, mode: "string" }).notNull(),
    timeUnit: text("time_unit").notNull(),
    flagged: boolean("flagged").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("timesheet_records_timesheet_date_idx").on(t.timesheetId, t.date),
    oneOf("timesheet_records_time_unit_check", t.timeUnit, TIME_UNITS),
    check("timesheet_records_time_amount_check", sql`${t.timeAmount} > 0 and ${t.timeAmount} <= 24`),
  ],
);

export const expenseRecords = pgTable(
  "expense_records",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    date: date("date", { mode: "string" }).notNull(),
    category: text("category").notNull(),
    details: text("details").notNull().default(""),
    /** In the engagement's currency: amountInExpenseCurrency x exchangeRate, rounded once. */
    amount: money("amount").notNull(),
    /** Three decimals: a receipt may be in a currency with 3 minor digits (BHD, KWD, OMR...). */
    amountInExpenseCurrency: anyCurrencyAmount("amount_in_expense_currency").notNull(),
    expenseCurrency: text("expense_currency").notNull(),
    exchangeRate: numeric("exchange_rate", { precision: 18, scale: 8, mode: "string" }).notNull(),
    originalCurrency: text("original_currency").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [
    index("expense_records_timesheet_idx").on(t.timesheetId),
    oneOf("expense_records_category_check", t.category, EXPENSE_CATEGORIES),
    // Any currency of the currency table; the settled amount is in one of the settlement currencies.
    oneOf("expense_records_expense_currency_check", t.expenseCurrency, CURRENCY_CODES.map((entry) => entry.code)),
    oneOf("expense_records_original_currency_check", t.originalCurrency, CURRENCIES),
    check("expense_records_amounts_check", sql`${t.amount} > 0 and ${t.amountInExpenseCurrency} > 0`),
    check("expense_records_exchange_rate_check", sql`${t.exchangeRate} > 0`),
  ],
);
