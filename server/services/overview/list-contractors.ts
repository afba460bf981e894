import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { contractors, user } from "@/server/db/schema";

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
      // Named by hand, so it never depends on how drizzle qualifies columns.
      projects: sql<{ id: string; name: string }[]>`(
        select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name) order by p.name), '[]'::json)
        from project_engagements pe inner join projects p on p.id = pe.project_id
        where pe.contractor_id = "contractors"."id"
      )`,
    })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .orderBy(asc(user.name), asc(user.email));
}

export type ContractorListRow = Awaited<ReturnType<typeof listContractors>>[number];
