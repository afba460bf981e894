import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { clients, contractors, projects, user } from "@/server/db/schema";

/** The choices of the admin timesheet filters: every project (with its client) and every contractor. */
export async function listTimesheetFilterOptions(db: DbOrTx) {
  const [projectRows, contractorRows] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.name, clientName: clients.name })
      .from(projects)
      .innerJoin(clients, eq(clients.id, projects.clientId))
      .orderBy(asc(projects.name)),
    db
      .select({ id: contractors.id, name: user.name })
      .from(contractors)
      .innerJoin(user, eq(user.id, contractors.userId))
      .orderBy(asc(user.name)),
  ]);
  return {
    projects: projectRows.map((p) => ({ value: p.id, label: `${p.name} (${p.clientName})` })),
    contractors: contractorRows.map((c) => ({ value: c.id, label: c.name })),
  };
}
