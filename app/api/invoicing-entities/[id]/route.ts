import { updateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { endpoint } from "@/server/http/endpoint";
import { updateInvoicingEntity } from "@/server/services/invoicing-entities/update-invoicing-entity";

export const PUT = endpoint({ access: "admin:write", id: "Invoicing entity", body: updateInvoicingEntityBody }, ({ db, id, body }) =>
  updateInvoicingEntity(db, id, body),
);
