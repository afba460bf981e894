import { endpoint } from "@/server/http/endpoint";
import { clientsApi } from "@/server/openapi/routes/clients";
import { createClient } from "@/server/services/clients/create-client";
import { listClientsPage } from "@/server/services/clients/list-clients";

/** One page of clients by name; continue with ?cursor=nextCursor. */
export const GET = endpoint(clientsApi.listClients, ({ db, query }) => listClientsPage(db, query));

export const POST = endpoint(clientsApi.createClient, ({ db, body }) => createClient(db, body));
