import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { contractors, projectEngagements, projects, user } from "@/server/db/schema";

/** The Users screen: every contractor with status, working days and the projects they are engaged on. */
export async function listContractors(db: DbOrTx) {
  return db
    .select({
      id: contractors.id,
      name: user.name,
      email: user.email,
      active: user.active,
      status: contractors.status,
      workingDays: contractors.workingDays,
      countryCode: contractors.countryCode,
      projects: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', ${projects.id}, 'name', ${projects.name}) order by ${projects.name}), '[]'::json)
        from ${projectEngagements} inner join ${projects} on ${projects.id} = ${projectEngagements.projectId}
        where ${projectEngagements.contractorId} = ${contractors.id}
      )`,
    })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .orderBy(asc(user.name), asc(user.email));
}

export type ContractorListRow = Awaited<ReturnType<typeof listContractors>>[number];
