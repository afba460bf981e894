import "server-only";
import { and, ne, sql } from "drizzle-orm";
import { conflict } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { clients } from "@/server/db/schema";

export const clientNameTaken = (name: string) => conflict({ key: "clientNamedNameAlready", values: { name } });

/** Names are unique regardless of case, so "Acme" and "ACME" are not two clients. */
export async function assertClientNameFree(tx: DbOrTx, name: string, exceptId?: string): Promise<void> {
  const same = sql`lower(${clients.name}) = lower(${name})`;
  const [existing] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(exceptId ? and(same, ne(clients.id, exceptId)) : same)
    .limit(1);
  if (existing) throw clientNameTaken(name);
}
