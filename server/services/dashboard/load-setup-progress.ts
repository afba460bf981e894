import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/server/db";
import { rowsOf } from "@/server/db/connection";

/** Which of a new company's first steps are taken: the empty dashboard names the next one. */
interface SetupProgress {
  clients: boolean;
  projects: boolean;
  contractors: boolean;
  /** A contractor on a project with at least one rate: their monthly timesheets open from there. */
  rates: boolean;
}

export async function loadSetupProgress(db: DbOrTx): Promise<SetupProgress> {
  const result = await db.execute(sql`
    select exists(select 1 from clients) as clients,
           exists(select 1 from projects) as projects,
           exists(select 1 from contractors) as contractors,
           exists(select 1 from rates) as rates`);
  const [row] = rowsOf<SetupProgress>(result);
  return { clients: row?.clients === true, projects: row?.projects === true, contractors: row?.contractors === true, rates: row?.rates === true };
}
