import "server-only";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/server/db";
import { clients, invoicingEntities, projects, timesheetReviewers } from "@/server/db/schema";

/** The client's entity invoices a project that names none of its own (as the invoices do). */
const clientEntities = alias(invoicingEntities, "client_invoicing_entities");

/** One project with its client, invoicing entities (its own and its client's) and reviewers; null when there is no such project. */
export async function getProjectDetail(db: DbOrTx, { projectId }: { projectId: string }) {
  const [project] = await db
    .select({
      id: projects.id,
      name: projects.name,
      description: projects.description,
      startDate: projects.startDate,
      endDate: projects.endDate,
      archivedAt: projects.archivedAt,
      clientName: clients.name,
      clientCountryCode: clients.countryCode,
      invoicingEntityName: invoicingEntities.name,
      clientInvoicingEntityName: clientEntities.name,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(invoicingEntities, eq(invoicingEntities.id, projects.invoicingEntityId))
    .leftJoin(clientEntities, eq(clientEntities.id, clients.invoicingEntityId))
    .where(eq(projects.id, projectId));
  if (!project) return null;
  const reviewers = await db
    .select({ id: timesheetReviewers.id, name: timesheetReviewers.name, email: timesheetReviewers.email })
    .from(timesheetReviewers)
    .where(eq(timesheetReviewers.projectId, projectId))
    .orderBy(asc(timesheetReviewers.name));
  return { ...project, reviewers };
}

