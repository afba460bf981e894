import "server-only";
import { and, eq } from "drizzle-orm";
import { feeTotals, totalsByCurrency } from "@/lib/domain/fees";
import { submitButtonText } from "@/lib/domain/selection";
import { notFound } from "@/lib/errors";
import type { Currency } from "@/lib/domain/reference";
import type { MessageThread } from "@/lib/schemas/messages";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { contractors, projectEngagements, projects, timesheets, user } from "@/server/db/schema";
import { nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, storedStatuses, storedWorkingDays } from "@/server/db/sql/stored-values";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { listMessageThreads } from "@/server/services/messages/list-message-threads";
import { contestedLinesFromJson, contestedLinesJson } from "@/server/services/line-review/contested-lines-json";
import { engagementsFromJson, timesheetEngagementsJson } from "./engagements-json";
import { timesheetScope } from "./find-timesheet";
import { listExpenseRecords } from "@/server/services/expense-records/list-expense-records";
import { listTimesheetActivity } from "./list-timesheet-activity";
import { listTimesheetFiles } from "@/server/services/files/list-timesheet-files";
import { listTimesheetRecords } from "@/server/services/timesheet-records/list-timesheet-records";

/**
 * One timesheet as its page needs it: records with rates, expenses with files, every message
 * thread with the actor's read state, the engagement periods and working days the date picker
 * needs, totals, the submit button text and the latest activity. 404 for other people's
 * timesheets. Every endpoint that changes a timesheet answers with this.
 */
export async function getTimesheet(db: DbOrTx, actor: Actor, id: string): Promise<TimesheetDetail> {
  const [header] = await db
    .select({
      timesheet: timesheets,
      projectName: projects.name,
      contractorName: user.name,
      workingDays: contractors.workingDays,
      engagementStart: projectEngagements.startDate,
      engagementEnd: projectEngagements.endDate,
      currency: timesheetCurrencySql(),
      submittedAt: nullableIsoTimestampSql(timesheets.submittedAt),
      closedAt: nullableIsoTimestampSql(timesheets.closedAt),
      engagements: timesheetEngagementsJson(),
      contestedLines: contestedLinesJson(),
    })
    .from(timesheets)
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projectEngagements, eq(projectEngagements.id, timesheets.projectEngagementId))
    .where(and(eq(timesheets.id, id), timesheetScope(actor)));
  if (!header) throw notFound("timesheet");
  const { timesheet } = header;
  // Six statements in all: this header (with the engagements as JSON) and one per list.
  const [records, expenses, files, threads, activity] = await Promise.all([
    listTimesheetRecords(db, id),
    listExpenseRecords(db, id),
    listTimesheetFiles(db, id),
    listMessageThreads(db, actor, { timesheetId: id }),
    listTimesheetActivity(db, id),
  ]);
  const period = periodOf(timesheet.billingPeriod);
  const workingDays = storedWorkingDays(header.workingDays);
  const statuses = storedStatuses(timesheet);
  const threadOf = (match: (thread: MessageThread) => boolean) => threads.find(match) ?? null;
  return {
    id: timesheet.id,
    ...statuses,
    billingPeriod: period,
    flagged: timesheet.flagged,
    version: timesheet.version,
    project: { id: timesheet.projectId, name: header.projectName },
    projectEngagementId: timesheet.projectEngagementId,
    contractorId: timesheet.contractorId,
    totals: {
      fee: feeTotals(records, { period, workingDays }),
      expenses: totalsByCurrency(expenses.map((expense) => ({ amount: expense.amount, currency: expense.originalCurrency }))),
      bonus: timesheet.bonusAmount !== null && header.currency ? [{ amount: timesheet.bonusAmount, currency: header.currency }] : [],
    },
    bonusAmount: timesheet.bonusAmount,
    bonusNote: timesheet.bonusNote,
    submittedAt: header.submittedAt,
    closedAt: header.closedAt,
    contractor: { id: timesheet.contractorId, name: header.contractorName },
    workingDays,
    submitButtonText: submitButtonText(statuses.status, period, records.length + expenses.length > 0),
    projectEngagement: { id: timesheet.projectEngagementId, startDate: header.engagementStart, endDate: header.engagementEnd },
    engagements: engagementsFromJson(header.engagements),
    settlementCurrency: header.currency as Currency | null,
    timesheetRecords: records.map((record) => ({ ...record, messageThread: threadOf((t) => t.timesheetRecordId === record.id) })),
    expenseRecords: expenses.map((expense) => ({
      ...expense,
      files: files.filter((file) => file.expenseRecordId === expense.id),
      messageThread: threadOf((t) => t.expenseRecordId === expense.id),
    })),
    files,
    messageThread: threadOf((t) => t.timesheetRecordId === null && t.expenseRecordId === null),
    messageThreads: threads,
    activity,
    contestedLines: contestedLinesFromJson(header.contestedLines),
  };
}
