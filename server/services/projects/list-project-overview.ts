import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { clients, projects } from "@/server/db/schema";
import { projectColumns } from "@/server/services/projects/project-columns";

/** Every project with its client, how many contractors work on it, its reviewers and its open timesheets. */
export async function listProjectOverview(db: DbOrTx) {
  return db
    .select({
      id: projects.id,
      name: projects.name,
      clientId: clients.id,
      clientName: clients.name,
      startDate: projects.startDate,
      endDate: projects.endDate,
      archivedAt: projects.archivedAt,
      // The counts are the API's (projects/project-columns.ts), so both screens agree on "open".
      contractorCount: projectColumns.contractorsCount,
      // Named by hand, so it never depends on how drizzle qualifies columns.
      reviewers: sql<string[]>`(
        select coalesce(json_agg(r.name order by r.name), '[]'::json)
        from timesheet_reviewers r where r.project_id = "projects"."id"
      )`,
      openTimesheetCount: projectColumns.openTimesheetsCount,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .orderBy(asc(projects.name), asc(clients.name));
}

export type ProjectListRow = Awaited<ReturnType<typeof listProjectOverview>>[number];

/** Whether any project exists (the Users page's empty state says what to set up next). */
export async function hasAnyProject(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: projects.id }).from(projects).limit(1);
  return rows.length > 0;
}
