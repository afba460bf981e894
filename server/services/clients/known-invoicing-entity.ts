import "server-only";
import { eq } from "drizzle-orm";
import { AppError, fieldIssue } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { invoicingEntities } from "@/server/db/schema";

/** The id when it names an invoicing entity, null when none is given; 400 on the field otherwise. */
export async function knownInvoicingEntity(tx: DbOrTx, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [entity] = await tx.select({ id: invoicingEntities.id }).from(invoicingEntities).where(eq(invoicingEntities.id, id));
  if (!entity) {
    throw new AppError("BAD_REQUEST", { key: "chooseInvoicingEntityList" }, [fieldIssue("invoicingEntityId", { key: "chooseInvoicingEntityList" })]);
  }
  return entity.id;
}
