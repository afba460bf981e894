import { endpoint } from "@/server/http/endpoint";
import { invoicingEntitiesApi } from "@/server/openapi/routes/invoicing-entities";
import { createInvoicingEntity } from "@/server/services/invoicing-entities/create-invoicing-entity";
import { listInvoicingEntities } from "@/server/services/invoicing-entities/list-invoicing-entities";

/**
 * Contractors read them too: they address their invoices to these entities. Not paged: they are
 * the company's own legal entities, a handful, and pickers need them all.
 */
export const GET = endpoint(invoicingEntitiesApi.listInvoicingEntities, ({ db }) => listInvoicingEntities(db));

export const POST = endpoint(invoicingEntitiesApi.createInvoicingEntity, ({ db, body }) =>
  createInvoicingEntity(db, body),
);
