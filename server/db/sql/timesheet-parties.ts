import "server-only";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { clients, contractors, projects, timesheets, user } from "@/server/db/schema";

/**
 * The joins a timesheet's header reads from: its contractor and their user (the name), its project
 * and the project's client. Every inner join: a timesheet always has all four.
 */
export function withTimesheetParties<T extends PgSelect>(query: T) {
  return query
    .innerJoin(contractors, eq(contractors.id, timesheets.contractorId))
    .innerJoin(user, eq(user.id, contractors.userId))
    .innerJoin(projects, eq(projects.id, timesheets.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId));
}
