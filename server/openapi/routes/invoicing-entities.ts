import { z } from "zod";
import { type ApiRoute, idParams } from "@/lib/schemas/common";
import { createInvoicingEntityBody, entityResponse, invoicingEntitySchema, updateInvoicingEntityBody } from "@/lib/schemas/invoicing-entities";

export const invoicingEntitiesApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/invoicing-entities",
    summary: "Every invoicing entity (whom contractors invoice), by name.",
    tag: "Invoicing entities",
    response: z.object({ data: z.array(invoicingEntitySchema) }),
    access: "admin, contractor (read only)",
  },
  {
    method: "post",
    path: "/api/invoicing-entities",
    created: true,
    summary: "Creates an invoicing entity.",
    tag: "Invoicing entities",
    body: createInvoicingEntityBody,
    response: entityResponse,
    access: "admin",
  },
  {
    method: "put",
    path: "/api/invoicing-entities/{id}",
    summary: "Changes the fields sent; 409 when the version is stale.",
    tag: "Invoicing entities",
    params: idParams,
    body: updateInvoicingEntityBody,
    response: entityResponse,
    access: "admin",
  },
];
