import "server-only";
import { sql } from "drizzle-orm";
import { contestedLineOutcome, lineDiff, lineLabel, snapshotTotals } from "@/lib/domain/line-diff";
import { AppError, notFound } from "@/lib/errors";
import { snapshotLinesSchema, type LineDiffQuery, type LineDiffView } from "@/lib/schemas/line-review";
import { rowsOf, type DbOrTx } from "@/server/db";

const UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

interface DiffRow {
  number: number;
  submittedAt: string;
  lines: unknown;
  previousNumber: number | null;
  previousSubmittedAt: string | null;
  previousLines: unknown;
  contested: unknown;
}

/**
 * What changed in one component of a timesheet from the submission before to the one asked for
 * (the latest by default), with what became of each line contested on the earlier one. One
 * statement reads both snapshots and those lines, however many lines they hold; the comparison
 * is the pure lineDiff. The caller has checked who may read the timesheet.
 */
export async function readLineDiff(db: DbOrTx, timesheetId: string, { component, submission }: LineDiffQuery): Promise<LineDiffView> {
  const which = submission === undefined ? sql`order by s.number desc limit 1` : sql`and s.number = ${submission}`;
  const result = await db.execute(sql`
    with chosen as (
      select s.id, s.number, s.lines, s.submitted_at from component_submissions s
      where s.timesheet_id = ${timesheetId} and s.component = ${component} ${which}
    )
    select c.number, to_char(c.submitted_at at time zone 'UTC', ${UTC}) as "submittedAt", c.lines,
           p.number as "previousNumber", to_char(p.submitted_at at time zone 'UTC', ${UTC}) as "previousSubmittedAt", p.lines as "previousLines",
           coalesce((select json_agg(json_build_object('lineId', coalesce(cl.timesheet_record_id, cl.expense_record_id), 'reason', cl.reason) order by cl.created_at, cl.id)
                     from contested_lines cl where cl.submission_id = p.id), '[]'::json) as contested
    from chosen c
    left join component_submissions p on p.timesheet_id = ${timesheetId} and p.component = ${component} and p.number = c.number - 1`);
  const [row] = rowsOf<DiffRow>(result);
  if (!row) throw submission === undefined ? notFound("submissionOfThisComponent") : new AppError("NOT_FOUND", { key: "submissionNumberComponentNot", values: { number: submission } });
  const lines = snapshotLinesSchema.parse(row.lines);
  const current = { number: Number(row.number), submittedAt: row.submittedAt };
  if (row.previousNumber === null || row.previousSubmittedAt === null) {
    const totals = snapshotTotals(lines);
    return { component, submission: current, previous: null, added: [], removed: [], changed: [], totals: { before: totals, after: totals }, contested: [] };
  }
  const previousLines = snapshotLinesSchema.parse(row.previousLines);
  const diff = lineDiff(previousLines, lines);
  const contested = (typeof row.contested === "string" ? JSON.parse(row.contested) : row.contested) as { lineId: string; reason: string }[];
  const named = (lineId: string) => {
    const line = previousLines.find((candidate) => candidate.id === lineId);
    if (!line) return { label: lineId, date: null, description: "", category: null };
    return { label: lineLabel(line), date: line.date, description: line.description.trim(), category: line.category };
  };
  // Listed in the order of the lines they name (by date), not the order they were stored in.
  const position = (lineId: string) => previousLines.findIndex((line) => line.id === lineId);
  contested.sort((a, b) => position(a.lineId) - position(b.lineId));
  return {
    component,
    submission: current,
    previous: { number: Number(row.previousNumber), submittedAt: row.previousSubmittedAt },
    ...diff,
    contested: contested.map(({ lineId, reason }) => ({ lineId, ...named(lineId), reason, outcome: contestedLineOutcome(diff, lineId) })),
  };
}
