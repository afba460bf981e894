import { boolean, date, index, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timesheets } from "./timesheets";
import { reference } from "./columns";

/**
 * What each timesheet is worth, per component and currency, with whether that component is
 * APPROVED (settled): a rollup the database keeps itself. Statement-level triggers (migration
 * timesheet_amounts) re-price a timesheet in the statement that writes its records, expenses or
 * bonus, approves or un-approves a component, or edits the rates or work days it is priced from,
 * with the one SQL pricing, the function priced_components. Every write path (services, the daily
 * job, imports, fixtures) keeps it true without knowing it, and the dashboard's period totals and
 * 12-month chart sum a few rows per timesheet instead of pricing every record on each view.
 */
export const timesheetAmounts = pgTable(
  "timesheet_amounts",
  {
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    component: text("component").notNull(),
    currency: text("currency").notNull(),
    billingPeriod: date("billing_period", { mode: "string" }).notNull(),
    amount: numeric("amount", { mode: "string" }).notNull(),
    approved: boolean("approved").notNull(),
  },
  (t) => [
    primaryKey({ name: "timesheet_amounts_pkey", columns: [t.timesheetId, t.component, t.currency] }),
    index("timesheet_amounts_period_idx").on(t.billingPeriod, t.currency, t.component),
  ],
);

/**
 * The same amounts summed per month, currency, component and whether the component is APPROVED:
 * a second rollup, kept by statement-level triggers on timesheet_amounts itself (migration
 * monthly_amounts), so every change of the first (re-pricing, a cascade from a deleted timesheet)
 * reaches it in the same statement. The dashboard's period totals and 12-month chart read at most
 * 12 × currencies × 3 × 2 of its rows, however many timesheets the company has.
 */
export const monthlyAmounts = pgTable(
  "monthly_amounts",
  {
    billingPeriod: date("billing_period", { mode: "string" }).notNull(),
    currency: text("currency").notNull(),
    component: text("component").notNull(),
    approved: boolean("approved").notNull(),
    amount: numeric("amount", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ name: "monthly_amounts_pkey", columns: [t.billingPeriod, t.currency, t.component, t.approved] })],
);
