import { endpoint } from "@/server/http/endpoint";
import { invoicingEntitiesApi } from "@/server/openapi/routes/invoicing-entities";
import { updateInvoicingEntity } from "@/server/services/invoicing-entities/update-invoicing-entity";

export const PUT = endpoint(invoicingEntitiesApi.updateInvoicingEntity, ({ db, id, body }) =>
  updateInvoicingEntity(db, id, body),
);
