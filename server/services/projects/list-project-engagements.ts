import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { contractors, projectEngagements, user } from "@/server/db/schema";
import { listEngagements } from "@/server/services/engagements/list-engagements";

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
  const ofProject = db.select({ id: projectEngagements.id }).from(projectEngagements).where(eq(projectEngagements.projectId, projectId));
  const periods = await listEngagements(db, ofProject);
  return people.map((person) => ({ ...person, engagements: periods.get(person.id) ?? [] }));
}

