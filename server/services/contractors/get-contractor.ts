import "server-only";
import { eq } from "drizzle-orm";
import type { Contractor } from "@/lib/schemas/contractors";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { contractors, user } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { contractorColumns, presentContractor } from "./contractor-columns";

/** One contractor, or 404. */
export async function getContractor(db: DbOrTx, id: string): Promise<Contractor> {
  const [row] = await db
    .select({
      ...contractorColumns,
      productTours: contractors.productTours,
      createdAt: isoTimestampSql(contractors.createdAt),
      updatedAt: isoTimestampSql(contractors.updatedAt),
    })
    .from(contractors)
    .innerJoin(user, eq(user.id, contractors.userId))
    .where(eq(contractors.id, id));
  if (!row) throw notFound("contractor");
  return { ...presentContractor(row), productTours: row.productTours, createdAt: row.createdAt, updatedAt: row.updatedAt };
}
