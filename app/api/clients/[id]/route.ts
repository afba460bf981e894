import { updateClientBody } from "@/lib/schemas/clients";
import { endpoint } from "@/server/http/endpoint";
import { deleteClient } from "@/server/services/clients/delete-client";
import { getClient } from "@/server/services/clients/get-client";
import { updateClient } from "@/server/services/clients/update-client";

export const GET = endpoint({ access: "admin:read", id: "Client" }, ({ db, id }) => getClient(db, id));

export const PUT = endpoint({ access: "admin:write", id: "Client", body: updateClientBody }, ({ db, id, body }) => updateClient(db, id, body));

export const DELETE = endpoint({ access: "admin:write", id: "Client" }, ({ db, id }) => deleteClient(db, id));
