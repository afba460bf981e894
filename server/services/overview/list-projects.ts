import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { clients, projectEngagements, projects, timesheetReviewers, timesheets } from "@/server/db/schema";

/** Every project with its client, how many contractors work on it, its reviewers and its open timesheets. */
export async function listProjects(db: DbOrTx) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      clientId: clients.id,
      clientName: clients.name,
      startDate: projects.startDate,
      endDate: projects.endDate,
      archivedAt: projects.archivedAt,
      contractorCount: sql<number>`(
        select count(*) from ${projectEngagements} where ${projectEngagements.projectId} = ${projects.id}
      )`.mapWith(Number),
      reviewers: sql<string[]>`(
        select coalesce(json_agg(${timesheetReviewers.name} order by ${timesheetReviewers.name}), '[]'::json)
        from ${timesheetReviewers} where ${timesheetReviewers.projectId} = ${projects.id}
      )`,
      openTimesheetCount: sql<number>`(
        select count(*) from ${timesheets}
        where ${timesheets.projectId} = ${projects.id} and ${timesheets.status} not in ('APPROVED', 'CLOSED')
      )`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .orderBy(asc(projects.name), asc(clients.name));
}

export type ProjectListRow = Awaited<ReturnType<typeof listProjects>>[number];
