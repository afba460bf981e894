import { type ApiRoute, idParams } from "@/lib/schemas/common";
import { createInvoicingEntityBody, entityResponse, invoicingEntitySchema, updateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";
import { crudRoutes } from "../crud-routes";

const entities = crudRoutes({ path: "/api/invoicing-entities", tag: "Invoicing entities", access: "admin", params: idParams, view: invoicingEntitySchema });

export const invoicingEntitiesApi: ApiRoute[] = [
  entities.list("Every invoicing entity (whom contractors invoice), by name.", "admin, contractor (read only)"),
  entities.create("Creates an invoicing entity.", createInvoicingEntityBody, entityResponse),
  entities.update("Changes the fields sent; 409 when the version is stale.", updateInvoicingEntityBody, entityResponse),
];
