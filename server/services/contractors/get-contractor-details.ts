import "server-only";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { TIMESHEET_STATUSES, type TimesheetStatus } from "@/lib/domain/reference";
import type { ContractorDetails } from "@/lib/schemas/contractors";
import type { DbOrTx } from "@/server/db";
import { billingDetails, clients, invitations, projectEngagements, projects, timesheets } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { periodOf, stored, storedStatuses, timesheetStatusColumns } from "@/server/db/sql/stored-values";
import { engagementPeriodsOf } from "@/server/services/projects/get-project";
import { getContractor } from "./get-contractor";

const RECENT_TIMESHEETS = 24;

async function latestInvitation(db: DbOrTx, contractorId: string): Promise<ContractorDetails["invitation"]> {
  const [row] = await db
    .select({
      sentAt: isoTimestampSql(invitations.createdAt),
      expiresAt: isoTimestampSql(invitations.expiresAt),
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(eq(invitations.contractorId, contractorId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(1);
  if (!row) return null;
  const state = row.usedAt ? "USED" : row.revokedAt ? "REVOKED" : row.expired ? "EXPIRED" : "PENDING";
  return { state, sentAt: row.sentAt, expiresAt: row.expiresAt };
}

async function timesheetSummary(db: DbOrTx, contractorId: string): Promise<ContractorDetails["timesheets"]> {
  const counts = await db
    .select({ status: timesheets.status, total: count() })
    .from(timesheets)
    .where(eq(timesheets.contractorId, contractorId))
    .groupBy(timesheets.status);
  const byStatus = Object.fromEntries(TIMESHEET_STATUSES.map((status) => [status, 0])) as Record<TimesheetStatus, number>;
  for (const row of counts) byStatus[stored(TIMESHEET_STATUSES, row.status, "timesheet status")] = row.total;
  const recent = await db
    .select({
      id: timesheets.id,
      projectId: projects.id,
      projectName: projects.name,
      billingPeriod: timesheets.billingPeriod,
      ...timesheetStatusColumns,
      flagged: timesheets.flagged,
    })
    .from(timesheets)
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .where(eq(timesheets.contractorId, contractorId))
    .orderBy(desc(timesheets.billingPeriod), asc(projects.name))
    .limit(RECENT_TIMESHEETS);
  return {
    total: counts.reduce((sum, row) => sum + row.total, 0),
    byStatus,
    recent: recent.map((row) => ({
      id: row.id,
      project: { id: row.projectId, name: row.projectName },
      billingPeriod: periodOf(row.billingPeriod),
      ...storedStatuses(row),
      flagged: row.flagged,
    })),
  };
}

/** Everything an administrator looks at for one contractor, or 404. */
export async function getContractorDetails(db: DbOrTx, id: string): Promise<ContractorDetails> {
  const contractor = await getContractor(db, id);
  const [billing] = await db
    .select({ data: billingDetails.data, updatedAt: isoTimestampSql(billingDetails.updatedAt), version: billingDetails.version })
    .from(billingDetails)
    .where(eq(billingDetails.contractorId, id));
  const assigned = await db
    .select({
      id: projectEngagements.id,
      projectId: projects.id,
      projectName: projects.name,
      archivedAt: projects.archivedAt,
      clientId: clients.id,
      clientName: clients.name,
      startDate: projectEngagements.startDate,
      endDate: projectEngagements.endDate,
      expensesEligible: projectEngagements.expensesEligible,
      bonusEligible: projectEngagements.bonusEligible,
    })
    .from(projectEngagements)
    .innerJoin(projects, eq(projects.id, projectEngagements.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projectEngagements.contractorId, id))
    .orderBy(asc(projectEngagements.startDate), asc(projects.name));
  const periods = await engagementPeriodsOf(
    db,
    db.select({ id: projectEngagements.id }).from(projectEngagements).where(eq(projectEngagements.contractorId, id)),
  );
  return {
    contractor,
    billingDetails: billing ?? null,
    invitation: await latestInvitation(db, id),
    engagements: assigned.map((a) => ({
      id: a.id,
      project: { id: a.projectId, name: a.projectName, client: { id: a.clientId, name: a.clientName }, archived: a.archivedAt !== null },
      startDate: a.startDate,
      endDate: a.endDate,
      expensesEligible: a.expensesEligible,
      bonusEligible: a.bonusEligible,
      engagements: periods.get(a.id) ?? [],
    })),
    timesheets: await timesheetSummary(db, id),
  };
}
