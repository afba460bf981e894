import { z } from "zod";
import { idParams, uuid } from "@/lib/schemas/common";
import { pageQuery, pageSchema } from "@/lib/schemas/paging";
import { CLIENT_HAS_PROJECTS_MESSAGE, clientDetailSchema, clientSchema, createClientBody, updateClientBody } from "@/lib/schemas/clients";
import { inArea, type RouteTable } from "../operation";

export const clientsApi = inArea("organisation", {
  listClients: {
    method: "get",
    path: "/api/clients",
    summary:
      "Clients by name with how many projects each has. Paged: at most limit (default 50, at most 200) per answer; continue with cursor=nextCursor until it is null.",
    tag: "Clients",
    query: pageQuery,
    response: pageSchema(clientSchema),
    access: "admin:read",
    answer: "as-is",
  },
  createClient: {
    method: "post",
    path: "/api/clients",
    created: true,
    summary: "Creates a client. Names are unique (409 otherwise).",
    tag: "Clients",
    body: createClientBody,
    response: z.object({ data: clientDetailSchema }),
    access: "admin:write",
  },
  getClient: {
    method: "get",
    path: "/api/clients/{id}",
    summary: "One client with its projects.",
    tag: "Clients",
    params: idParams,
    response: z.object({ data: clientDetailSchema }),
    access: "admin:read",
    id: "Client",
  },
  updateClient: {
    method: "put",
    path: "/api/clients/{id}",
    summary: "Changes the fields sent; 409 when the version is stale or the name is taken.",
    tag: "Clients",
    params: idParams,
    body: updateClientBody,
    response: z.object({ data: clientDetailSchema }),
    access: "admin:write",
    id: "Client",
  },
  deleteClient: {
    method: "delete",
    path: "/api/clients/{id}",
    summary: `Deletes a client without projects; otherwise 409 '${CLIENT_HAS_PROJECTS_MESSAGE}'`,
    tag: "Clients",
    params: idParams,
    response: z.object({ data: z.object({ id: uuid, deleted: z.literal(true) }) }),
    access: "admin:write",
    id: "Client",
  },
} satisfies RouteTable);
