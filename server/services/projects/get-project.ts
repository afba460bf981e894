import "server-only";
import { asc, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
import type { ProjectDetail } from "@/lib/schemas/projects";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import {
  clients,
  contractors,
  engagements,
  invoicingEntities,
  projectEngagements,
  projects,
  rates,
  timesheetReviewers,
  user,
} from "@/server/db/schema";
import { CURRENCIES, RATE_FREQUENCIES } from "@/lib/domain/reference";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { stored } from "@/server/db/sql/stored-values";
import { presentProject, projectColumns } from "./project-columns";

/**
 * The dated periods of some project engagements with their rates, by project engagement id. The
 * project engagements come as a subquery selecting their ids, so no id read by an earlier query
 * is sent back to the database.
 */
export async function engagementPeriodsOf(db: DbOrTx, projectEngagementIds: SQLWrapper) {
  const byProjectEngagement = new Map<string, ProjectDetail["engagements"][number]["engagements"]>();
  const periods = await db
    .select()
    .from(engagements)
    .where(inArray(engagements.projectEngagementId, projectEngagementIds))
    .orderBy(asc(engagements.startDate), asc(engagements.id));
  const ofPeriods = db.select({ id: engagements.id }).from(engagements).where(inArray(engagements.projectEngagementId, projectEngagementIds));
  const rateRows = periods.length === 0 ? [] : await db.select().from(rates).where(inArray(rates.engagementId, ofPeriods)).orderBy(asc(rates.frequency));
  for (const period of periods) {
    const list = byProjectEngagement.get(period.projectEngagementId) ?? [];
    list.push({
      id: period.id,
      startDate: period.startDate,
      endDate: period.endDate,
      version: period.version,
      rates: rateRows
        .filter((rate) => rate.engagementId === period.id)
        .map((rate) => ({
          id: rate.id,
          frequency: stored(RATE_FREQUENCIES, rate.frequency, "rate frequency"),
          amount: rate.amount,
          currency: stored(CURRENCIES, rate.currency, "rate currency"),
        })),
    });
    byProjectEngagement.set(period.projectEngagementId, list);
  }
  return byProjectEngagement;
}

/** One project with its contractors' engagements and its reviewers, or 404. */
export async function getProject(db: DbOrTx, id: string): Promise<ProjectDetail> {
  const [row] = await db
    .select({
      ...projectColumns,
      description: projects.description,
      buyerReference: projects.buyerReference,
      createdAt: isoTimestampSql(projects.createdAt),
      updatedAt: isoTimestampSql(projects.updatedAt),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoicingEntities, eq(invoicingEntities.id, projects.invoicingEntityId))
    .where(eq(projects.id, id));
  if (!row) throw notFound("project");
  const assigned = await db
    .select({
      id: projectEngagements.id,
      contractorId: contractors.id,
      name: user.name,
      email: user.email,
      active: user.active,
      startDate: projectEngagements.startDate,
      endDate: projectEngagements.endDate,
      expensesEligible: projectEngagements.expensesEligible,
      bonusEligible: projectEngagements.bonusEligible,
      timesheetsCount: sql<number>`(
        select count(*) from timesheets t where t.project_engagement_id = "project_engagements"."id"
      )`.mapWith(Number),
      version: projectEngagements.version,
    })
    .from(projectEngagements)
    .innerJoin(contractors, eq(contractors.id, projectEngagements.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(eq(projectEngagements.projectId, id))
    .orderBy(asc(user.name), asc(projectEngagements.id));
  const periods = await engagementPeriodsOf(db, db.select({ id: projectEngagements.id }).from(projectEngagements).where(eq(projectEngagements.projectId, id)));
  const reviewers = await db
    .select({ id: timesheetReviewers.id, name: timesheetReviewers.name, email: timesheetReviewers.email })
    .from(timesheetReviewers)
    .where(eq(timesheetReviewers.projectId, id))
    .orderBy(asc(timesheetReviewers.name));
  return {
    ...presentProject(row),
    description: row.description,
    buyerReference: row.buyerReference,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    engagements: assigned.map((a) => ({
      id: a.id,
      contractor: { id: a.contractorId, name: a.name, email: a.email, active: a.active },
      startDate: a.startDate,
      endDate: a.endDate,
      expensesEligible: a.expensesEligible,
      bonusEligible: a.bonusEligible,
      engagements: periods.get(a.id) ?? [],
      timesheetsCount: a.timesheetsCount,
      version: a.version,
    })),
    reviewers,
  };
}
