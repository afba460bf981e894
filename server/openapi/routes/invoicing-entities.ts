import { idParams } from "@/lib/schemas/common";
import { createInvoicingEntityBody, entityResponse, invoicingEntitySchema, updateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { crudRoutes } from "../crud-routes";
import { inArea, type RouteTable } from "../operation";

const entities = crudRoutes({ path: "/api/invoicing-entities", tag: "Invoicing entities", params: idParams, noun: "Invoicing entity", view: invoicingEntitySchema });

export const invoicingEntitiesApi = inArea("invoices", {
  listInvoicingEntities: entities.list("Every invoicing entity (whom contractors invoice), by name.", "admin-or-contractor"),
  createInvoicingEntity: entities.create("Creates an invoicing entity.", createInvoicingEntityBody, entityResponse),
  updateInvoicingEntity: entities.update("Changes the fields sent; 409 when the version is stale.", updateInvoicingEntityBody, entityResponse),
} satisfies RouteTable);
