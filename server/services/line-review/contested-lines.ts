import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { lineLabel } from "@/lib/domain/line-diff";
import type { Component, LineComponent } from "@/lib/domain/reference";
import { AppError, type ErrorIssue, fieldIssue, type Refusal } from "@/lib/errors";
import { contestedLineId, type ContestedLineInput } from "@/lib/schemas/decisions";
import type { Tx } from "@/server/db";
import { componentSubmissions, contestedLines, expenseRecords, timesheetRecords } from "@/server/db/schema";

/** A line a contest marks, checked against the timesheet, with the name the activity log gives it. */
export interface LineToContest {
  component: LineComponent;
  lineId: string;
  reason: string;
  label: string;
}

const WRONG_KIND: Record<LineComponent, Refusal> = {
  TIMESHEET: { key: "feeLinesAreRecords" },
  EXPENSES: { key: "expensesLinesAreExpenses" },
};
const NOT_A_LINE: Record<LineComponent, Refusal> = {
  TIMESHEET: { key: "recordNotFeeLine" },
  EXPENSES: { key: "expenseNotExpensesLine" },
};

/**
 * Checks the lines a contest marks, in one query: each must be a record (for the fee) or an
 * expense (for the expenses) of this timesheet as it is now. Anything else is a 400 naming each
 * line at fault, before anything is written.
 */
export async function linesToContest(tx: Tx, timesheetId: string, component: Component, lines: readonly ContestedLineInput[]): Promise<LineToContest[]> {
  if (lines.length === 0) return [];
  if (component === "BONUS") throw new AppError("BAD_REQUEST", { key: "bonusLinesContest" }, [fieldIssue("lines", { key: "bonusLinesContest" })]);
  const wrongKind: ErrorIssue[] = lines.flatMap((line, index) =>
    ("recordId" in line) === (component === "TIMESHEET") ? [] : [fieldIssue(`lines.${index}`, WRONG_KIND[component])],
  );
  if (wrongKind.length > 0) throw new AppError("BAD_REQUEST", { key: "someContestedLinesNot" }, wrongKind);
  const ids = lines.map(contestedLineId);
  const found =
    component === "TIMESHEET"
      ? await tx
          .select({ id: timesheetRecords.id, date: timesheetRecords.date, description: timesheetRecords.workSummary, category: sql<string | null>`null` })
          .from(timesheetRecords)
          .where(and(eq(timesheetRecords.timesheetId, timesheetId), inArray(timesheetRecords.id, ids)))
      : await tx
          .select({ id: expenseRecords.id, date: expenseRecords.date, description: expenseRecords.details, category: expenseRecords.category })
          .from(expenseRecords)
          .where(and(eq(expenseRecords.timesheetId, timesheetId), inArray(expenseRecords.id, ids)));
  const byId = new Map(found.map((line) => [line.id, line]));
  const missing: ErrorIssue[] = ids.flatMap((id, index) => (byId.has(id) ? [] : [fieldIssue(`lines.${index}`, NOT_A_LINE[component])]));
  if (missing.length > 0) throw new AppError("BAD_REQUEST", { key: "someContestedLinesNot" }, missing);
  return lines.map((line) => {
    const lineId = contestedLineId(line);
    return { component, lineId, reason: line.reason, label: lineLabel(byId.get(lineId)!) };
  });
}

/** The component's contested lines are done with: approved, or replaced by a new contest. */
export async function clearContestedLines(tx: Tx, timesheetId: string, component: LineComponent): Promise<void> {
  await tx
    .update(contestedLines)
    .set({ clearedAt: sql`now()` })
    .where(and(eq(contestedLines.timesheetId, timesheetId), eq(contestedLines.component, component), isNull(contestedLines.clearedAt)));
}

/** Stores the marked lines with the review, against the component's latest submission, in one insert. */
export async function storeContestedLines(tx: Tx, timesheetId: string, reviewId: string, lines: readonly LineToContest[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(contestedLines).values(
    lines.map((line) => ({
      timesheetId,
      reviewId,
      component: line.component,
      submissionId: sql`(select s.id from ${componentSubmissions} s where s.timesheet_id = ${timesheetId} and s.component = ${line.component} order by s.number desc limit 1)`,
      timesheetRecordId: line.component === "TIMESHEET" ? line.lineId : null,
      expenseRecordId: line.component === "EXPENSES" ? line.lineId : null,
      reason: line.reason,
    })),
  );
}
