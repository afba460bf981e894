import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LINE_COMPONENTS } from "@/lib/domain/reference";
import { createdAt, id, json, oneOf, reference } from "./columns";
import { reviews } from "./documents";
import { timesheets } from "./timesheets";

/**
 * What a component held when it was submitted: one row per submitted fee or expenses component,
 * its lines as one JSON document (records or expenses with their amounts, decimals as text). It is
 * written by one INSERT ... SELECT in the submit transaction and never changed, so the diff of two
 * submissions reads two rows however many lines they hold (docs/line-review.md).
 */
export const componentSubmissions = pgTable(
  "component_submissions",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    component: text("component").notNull(),
    /** 1 for the component's first submission, then 2, 3... */
    number: integer("number").notNull(),
    lines: json("lines").notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
  },
  (t) => [
    unique("component_submissions_number_key").on(t.timesheetId, t.component, t.number),
    oneOf("component_submissions_component_check", t.component, LINE_COMPONENTS),
    check("component_submissions_number_check", sql`${t.number} > 0`),
  ],
);

/**
 * One record or expense a reviewer marked while contesting its component, with its own reason.
 * The line is named by id without a foreign key on purpose: a contested record the contractor
 * deletes stays named, so the diff of the resubmission can say the contested line was removed.
 * `submissionId` is the submission that was contested; `clearedAt` is set when the component is
 * approved or contested again, so the current contested lines are those not cleared.
 */
export const contestedLines = pgTable(
  "contested_lines",
  {
    id: id(),
    timesheetId: reference("timesheet_id", () => timesheets.id, "cascade"),
    reviewId: reference("review_id", () => reviews.id, "cascade"),
    submissionId: uuid("submission_id").references(() => componentSubmissions.id, { onDelete: "set null" }),
    component: text("component").notNull(),
    timesheetRecordId: uuid("timesheet_record_id"),
    expenseRecordId: uuid("expense_record_id"),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
    clearedAt: timestamp("cleared_at", { withTimezone: true, mode: "string" }),
  },
  (t) => [
    index("contested_lines_timesheet_idx").on(t.timesheetId, t.component),
    // A line is contested at most once at a time.
    uniqueIndex("contested_lines_open_record_key").on(t.timesheetRecordId).where(sql`${t.clearedAt} is null`),
    uniqueIndex("contested_lines_open_expense_key").on(t.expenseRecordId).where(sql`${t.clearedAt} is null`),
    oneOf("contested_lines_component_check", t.component, LINE_COMPONENTS),
    check(
      "contested_lines_line_check",
      sql`(${t.component} = 'TIMESHEET' and ${t.timesheetRecordId} is not null and ${t.expenseRecordId} is null) or (${t.component} = 'EXPENSES' and ${t.expenseRecordId} is not null and ${t.timesheetRecordId} is null)`,
    ),
    check("contested_lines_reason_check", sql`length(trim(${t.reason})) > 0`),
  ],
);
