import "server-only";
import { eq } from "drizzle-orm";
import { bonusAmountDecision, BONUS_AMOUNT_REASONS } from "@/lib/domain/bonus-amount";
import { storedStatuses } from "@/server/db/sql/stored-values";
import { AppError, conflict } from "@/lib/errors";
import type { SetBonusBody } from "@/lib/schemas/bonus";
import type { TimesheetDetail } from "@/lib/schemas/timesheets";
import type { Actor } from "@/server/auth/actor";
import type { Database } from "@/server/db";
import { projectEngagements, timesheets } from "@/server/db/schema";
import { timesheetCurrencySql } from "@/server/db/sql/timesheet-currency";
import { markFilesOutdated } from "@/server/services/files/mark-files-outdated";
import { domainActor, expectVersion, findTimesheetFor } from "@/server/services/timesheets/find-timesheet";
import { getTimesheet } from "@/server/services/timesheets/get-timesheet";
import { writeTimesheetStatuses } from "@/server/services/timesheets/write-timesheet-statuses";

/**
 * Sets, changes or clears a timesheet's bonus amount and note, in the engagement's currency:
 * lock the row, check the version, ask the bonus rule (lib/domain/bonus-amount), store the
 * amount with the bonus status it gives through the one status writer (version, activity log).
 */
export async function setBonusAmount(db: Database, actor: Actor, id: string, body: SetBonusBody): Promise<TimesheetDetail> {
  return db.transaction(async (tx) => {
    const row = await findTimesheetFor(tx, actor, id, { forUpdate: true });
    expectVersion(row.version, body.version);
    const [context] = await tx
      .select({ bonusEligible: projectEngagements.bonusEligible, currency: timesheetCurrencySql() })
      .from(timesheets)
      .innerJoin(projectEngagements, eq(projectEngagements.id, timesheets.projectEngagementId))
      .where(eq(timesheets.id, id));
    const statuses = storedStatuses(row);
    const decision = bonusAmountDecision({
      actor: domainActor(actor),
      status: statuses.status,
      bonusStatus: statuses.bonusStatus,
      amountSet: body.amount !== null,
      engagementBonusEligible: context?.bonusEligible ?? false,
    });
    if (!decision.ok) throw decision.forbidden ? new AppError("FORBIDDEN", decision.reason) : conflict(decision.reason);
    if (body.amount !== null && !context?.currency) throw conflict(BONUS_AMOUNT_REASONS.noCurrency);
    const note = body.amount === null ? null : body.note;
    await writeTimesheetStatuses(tx, actor, row, {
      event: "set-bonus-amount",
      next: { ...statuses, bonusStatus: decision.bonusStatus },
      set: { bonusAmount: body.amount, bonusNote: note },
      before: { bonusAmount: row.bonusAmount, bonusNote: row.bonusNote },
      after: { bonusAmount: body.amount, bonusNote: note, currency: context?.currency ?? null },
    });
    // The bonus invoice states the old amount now (markFilesOutdated, as record changes do).
    if (body.amount !== row.bonusAmount) await markFilesOutdated(tx, id, "BONUS_INVOICE");
    return getTimesheet(tx, actor, id);
  });
}
