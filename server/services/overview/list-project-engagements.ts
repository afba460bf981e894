import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { contractors, engagements, projectEngagements, rates, user } from "@/server/db/schema";

const FREQUENCY_ORDER = ["HOURLY", "DAILY", "MONTHLY"];

/**
 * The contractors engaged on a project: each engagement's dates and, per dated period, its
 * rates (frequency, amount, currency), earliest period first.
 */
export async function listProjectEngagements(db: DbOrTx, { projectId }: { projectId: string }) {
  const people = await db
    .select({
      id: projectEngagements.id,
      contractorId: contractors.id,
      contractorName: user.name,
      contractorEmail: user.email,
      startDate: projectEngagements.startDate,
      endDate: projectEngagements.endDate,
      expensesEligible: projectEngagements.expensesEligible,
      bonusEligible: projectEngagements.bonusEligible,
    })
    .from(projectEngagements)
    .innerJoin(contractors, eq(contractors.id, projectEngagements.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(eq(projectEngagements.projectId, projectId))
    .orderBy(asc(user.name));
  if (people.length === 0) return [];
  const periods = await db
    .select({
      id: engagements.id,
      projectEngagementId: engagements.projectEngagementId,
      startDate: engagements.startDate,
      endDate: engagements.endDate,
      rateId: rates.id,
      frequency: rates.frequency,
      amount: rates.amount,
      currency: rates.currency,
    })
    .from(engagements)
    .leftJoin(rates, eq(rates.engagementId, engagements.id))
    .where(inArray(engagements.projectEngagementId, people.map((p) => p.id)))
    .orderBy(asc(engagements.startDate), asc(engagements.id));
  return people.map((person) => {
    const own = periods.filter((p) => p.projectEngagementId === person.id);
    const ids = [...new Set(own.map((p) => p.id))];
    const dated = ids.map((id) => {
      const rows = own.filter((p) => p.id === id);
      const rateRows = rows.flatMap((r) =>
        r.rateId && r.frequency && r.amount && r.currency
          ? [{ id: r.rateId, frequency: r.frequency, amount: r.amount, currency: r.currency }]
          : [],
      );
      rateRows.sort((a, b) => FREQUENCY_ORDER.indexOf(a.frequency) - FREQUENCY_ORDER.indexOf(b.frequency));
      return { id, startDate: rows[0]?.startDate ?? "", endDate: rows[0]?.endDate ?? null, rates: rateRows };
    });
    return { ...person, engagements: dated };
  });
}

export type ProjectEngagementRow = Awaited<ReturnType<typeof listProjectEngagements>>[number];
