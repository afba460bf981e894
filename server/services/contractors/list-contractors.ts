import "server-only";
import { asc, eq } from "drizzle-orm";
import type { ContractorListItem } from "@/lib/schemas/contractors";
import type { DbOrTx } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { contractorColumns, presentContractor } from "./contractor-columns";

/** Every contractor, active or not, by name. */
export async function listContractors(db: DbOrTx): Promise<ContractorListItem[]> {
  const rows = await db
    .select(contractorColumns)
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .orderBy(asc(user.name), asc(user.email));
  return rows.map(presentContractor);
}
