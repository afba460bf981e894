import "server-only";
import { eq } from "drizzle-orm";
import { AppError, notFound, fieldIssue } from "@/lib/errors";
import type { BillingDetailsQuery, BillingDetailsView } from "@/lib/schemas/billing-details";
import type { Actor } from "@/server/auth/actor";
import type { DbOrTx } from "@/server/db";
import { billingDetails, contractors } from "@/server/db/schema";
import { toBillingDetailsView } from "./billing-details-view";

/** Whose details: a contractor's own (another id is 404), or the one an administrator names. */
async function contractorOf(db: DbOrTx, actor: Actor, query: BillingDetailsQuery): Promise<string | null> {
  if (actor.role === "SUBCONTRACTOR") {
    if (query.contractorId !== undefined && query.contractorId !== actor.contractorId) throw notFound("contractor");
    return actor.contractorId;
  }
  if (!query.contractorId) {
    throw new AppError("BAD_REQUEST", { key: "requestNotValid" }, [fieldIssue("contractorId", { key: "nameContractorContractorid" })]);
  }
  const [contractor] = await db.select({ id: contractors.id }).from(contractors).where(eq(contractors.id, query.contractorId));
  if (!contractor) throw notFound("contractor");
  return contractor.id;
}

/** Billing details, or null while none have been saved. */
export async function getBillingDetails(db: DbOrTx, actor: Actor, query: BillingDetailsQuery): Promise<BillingDetailsView | null> {
  const contractorId = await contractorOf(db, actor, query);
  if (!contractorId) return null;
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.contractorId, contractorId));
  return row ? toBillingDetailsView(row) : null;
}
