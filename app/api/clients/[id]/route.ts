import { endpoint } from "@/server/http/endpoint";
import { clientsApi } from "@/server/openapi/routes/clients";
import { deleteClient } from "@/server/services/clients/delete-client";
import { getClient } from "@/server/services/clients/get-client";
import { updateClient } from "@/server/services/clients/update-client";

export const GET = endpoint(clientsApi.getClient, ({ db, id }) => getClient(db, id));

export const PUT = endpoint(clientsApi.updateClient, ({ db, id, body }) => updateClient(db, id, body));

export const DELETE = endpoint(clientsApi.deleteClient, ({ db, id }) => deleteClient(db, id));
