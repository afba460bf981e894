import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { TimesheetStatus } from "@/lib/domain/reference";

/**
 * How many timesheets each status has in each billing period: the keys the dashboard filters on
 * (DUE, CONTESTED and SUBMITTED of any period, the rest from two periods back). A statement-level
 * trigger on timesheets (migration timesheet_status_counts) adds each statement's net change per
 * key with INSERT ... ON CONFLICT, so every write path (services, the daily job, imports, a
 * cascade) keeps it true, and the dashboard's counts read about statuses × months rows instead of
 * counting the open timesheets of every period, whose number grows with the company.
 */
export const timesheetStatusCounts = pgTable(
  "timesheet_status_counts",
  {
    status: text("status").$type<TimesheetStatus>().notNull(),
    billingPeriod: date("billing_period", { mode: "string" }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [primaryKey({ name: "timesheet_status_counts_pkey", columns: [t.status, t.billingPeriod] })],
);
