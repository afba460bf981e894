import "server-only";
import { billingDetailsView, type BillingDetailsView } from "@/lib/schemas/billing-details";
import { billingDetails } from "@/server/db/schema";
import { isoUtcTimestamp } from "@/server/db/sql/iso-timestamp";

export type BillingDetailsRow = typeof billingDetails.$inferSelect;

const detailsShape = billingDetailsView.shape.details;

/** Only the known fields, and only those whose stored value still fits, reach the client. */
export function toBillingDetailsView(row: BillingDetailsRow): BillingDetailsView {
  const details: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(detailsShape.shape)) {
    if (schema.safeParse(row.data[key]).success) details[key] = row.data[key];
  }
  return {
    contractorId: row.contractorId,
    details: detailsShape.parse(details),
    version: row.version,
    updatedAt: isoUtcTimestamp(row.updatedAt),
  };
}
