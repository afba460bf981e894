import { requireAdministratorPerson } from "@/server/auth/actor";
import { endpoint } from "@/server/http/endpoint";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";

export const DELETE = endpoint({ access: requireAdministratorPerson, id: "API key" }, ({ db, id }) => revokeApiKey(db, id));
