import type { TimesheetReview } from "@/lib/schemas/reviews";

/**
 * What a review link shows of a submitted month: fee and expenses to decide, no bonus, nothing
 * listed yet; the test names the month, whose and which project, and replaces any other part.
 */
export function submittedReview(parts: Partial<TimesheetReview> & Pick<TimesheetReview, "timesheet" | "contractor" | "project">): TimesheetReview {
  return {
    reviewer: { name: "Jonas Brandt" },
    link: { expiresAt: "2026-12-06T03:00:00.000000Z" },
    components: [
      { component: "TIMESHEET", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
      { component: "EXPENSES", status: "SUBMITTED", canApprove: true, canContest: true, refusal: null },
      { component: "BONUS", status: "NOT_ELIGIBLE", canApprove: false, canContest: false, refusal: "x" },
    ],
    records: [],
    expenses: [],
    totals: { fee: [], expenses: [], bonus: [] },
    contestedLines: [],
    files: [],
    ...parts,
  };
}
