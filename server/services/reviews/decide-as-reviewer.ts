import "server-only";
import { eq } from "drizzle-orm";
import type { IsoDate } from "@/lib/domain/dates";
import { notFound } from "@/lib/errors";
import type { ReviewDecisionResult } from "@/lib/schemas/reviews";
import type { Database } from "@/server/db";
import { timesheets } from "@/server/db/schema";
import { findReviewLink } from "@/server/services/review-links/find-review-link";
import { decideComponent, type ComponentDecision } from "@/server/services/decisions/decide-component";
import { presentDecidedTimesheet } from "@/server/services/decisions/timesheet-statuses";
import { expectVersion } from "@/server/services/timesheets/find-timesheet";
import { notifyTimesheetCorrection } from "@/server/notifications/timesheet-notifications";
import { reviewerDecider } from "./reviewer-decider";

/**
 * A reviewer approves or contests one component of the timesheet their link opens. The link is
 * locked with the timesheet, so a revocation waits for the decision or refuses it, never half.
 */
export async function decideAsReviewer(
  db: Database,
  token: string,
  decision: ComponentDecision & { version?: number },
  today: IsoDate,
): Promise<ReviewDecisionResult> {
  return db.transaction(async (tx) => {
    const link = await findReviewLink(tx, token, { forUpdate: true });
    const [row] = await tx.select().from(timesheets).where(eq(timesheets.id, link.timesheetId)).for("update");
    if (!row) throw notFound("timesheet");
    expectVersion(row.version, decision.version);
    const decider = reviewerDecider(link);
    const updated = await decideComponent(tx, decider, row, decision, today);
    if (decision.decision === "CONTESTED" && decision.reason) {
      await notifyTimesheetCorrection(tx, { timesheetId: row.id, component: decision.component, contestedBy: decider.name, reason: decision.reason });
    }
    return { timesheet: presentDecidedTimesheet(updated), component: decision.component, decision: decision.decision };
  });
}
