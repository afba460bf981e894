import "server-only";
import { sql } from "drizzle-orm";
import type { ProjectListItem } from "@/lib/schemas/projects";
import { clients, invoicingEntities, projects } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";

/**
 * The columns of a project row in lists and details. Subqueries name their tables by hand, so
 * they never depend on how drizzle qualifies columns. "Open" timesheets are those not yet
 * APPROVED or CLOSED, as on the admin screens.
 */
export const projectColumns = {
  id: projects.id,
  name: projects.name,
  clientId: clients.id,
  clientName: clients.name,
  invoicingEntityId: invoicingEntities.id,
  invoicingEntityName: invoicingEntities.name,
  startDate: projects.startDate,
  endDate: projects.endDate,
  archivedAt: isoTimestampSql<string | null>(projects.archivedAt),
  contractorsCount: sql<number>`(select count(*) from project_engagements pe where pe.project_id = "projects"."id")`.mapWith(Number),
  reviewersCount: sql<number>`(select count(*) from timesheet_reviewers r where r.project_id = "projects"."id")`.mapWith(Number),
  reviewerNames: sql<string[]>`(
    select coalesce(json_agg(r.name order by r.name), '[]'::json) from timesheet_reviewers r where r.project_id = "projects"."id"
  )`,
  openTimesheetsCount: sql<number>`(
    select count(*) from timesheets t where t.project_id = "projects"."id" and t.status not in ('APPROVED', 'CLOSED')
  )`.mapWith(Number),
  version: projects.version,
};

type ProjectRow = {
  id: string;
  name: string;
  clientId: string;
  clientName: string;
  invoicingEntityId: string | null;
  invoicingEntityName: string | null;
  startDate: string | null;
  endDate: string | null;
  archivedAt: string | null;
  contractorsCount: number;
  reviewersCount: number;
  reviewerNames: string[];
  openTimesheetsCount: number;
  version: number;
};

export function presentProject(row: ProjectRow): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    client: { id: row.clientId, name: row.clientName },
    invoicingEntity: row.invoicingEntityId ? { id: row.invoicingEntityId, name: row.invoicingEntityName ?? "" } : null,
    startDate: row.startDate,
    endDate: row.endDate,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt,
    contractorsCount: row.contractorsCount,
    reviewersCount: row.reviewersCount,
    reviewerNames: row.reviewerNames,
    openTimesheetsCount: row.openTimesheetsCount,
    version: row.version,
  };
}
