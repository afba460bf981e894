import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { contestedLineSchema, type ContestedLine } from "@/lib/schemas/line-review";
import { contestedLines, reviews, timesheets } from "@/server/db/schema";

/**
 * The timesheet's contested lines (not yet cleared) as one JSON column beside the timesheet, so
 * every read of a timesheet names them without a statement of its own: oldest first.
 */
export function contestedLinesJson(): SQL<unknown> {
  return sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'id', cl.id,
      'component', cl.component,
      'recordId', cl.timesheet_record_id,
      'expenseId', cl.expense_record_id,
      'reason', cl.reason,
      'contestedBy', rv.reviewer_name,
      'contestedAt', to_char(cl.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
    ) order by cl.created_at, cl.id)
    from ${contestedLines} cl
    inner join ${reviews} rv on rv.id = cl.review_id
    where cl.timesheet_id = ${timesheets.id} and cl.cleared_at is null
  ), '[]'::json)`;
}

/** Reads the column back (a string on drivers that leave json unparsed). */
export function contestedLinesFromJson(value: unknown): ContestedLine[] {
  return contestedLineSchema.array().parse(typeof value === "string" ? JSON.parse(value) : value);
}
