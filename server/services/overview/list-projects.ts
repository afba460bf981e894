import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { clients, projects } from "@/server/db/schema";

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
      // Subqueries name their tables by hand, so they never depend on how drizzle qualifies columns.
      contractorCount: sql<number>`(
        select count(*) from project_engagements pe where pe.project_id = "projects"."id"
      )`.mapWith(Number),
      reviewers: sql<string[]>`(
        select coalesce(json_agg(r.name order by r.name), '[]'::json)
        from timesheet_reviewers r where r.project_id = "projects"."id"
      )`,
      openTimesheetCount: sql<number>`(
        select count(*) from timesheets t
        where t.project_id = "projects"."id" and t.status not in ('APPROVED', 'CLOSED')
      )`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .orderBy(asc(projects.name), asc(clients.name));
}

export type ProjectListRow = Awaited<ReturnType<typeof listProjects>>[number];
