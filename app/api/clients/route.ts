import { createClientBody } from "@/lib/schemas/clients";
import { pageQuery } from "@/lib/schemas/paging";
import { endpoint } from "@/server/http/endpoint";
import { createClient } from "@/server/services/clients/create-client";
import { listClientsPage } from "@/server/services/clients/list-clients";

/** One page of clients by name; continue with ?cursor=nextCursor. */
export const GET = endpoint({ access: "admin:read", query: pageQuery, answer: "as-is" }, ({ db, query }) => listClientsPage(db, query));

export const POST = endpoint({ access: "admin:write", body: createClientBody, answer: "created" }, ({ db, body }) => createClient(db, body));
