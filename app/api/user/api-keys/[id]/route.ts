import { endpoint } from "@/server/http/endpoint";
import { apiKeysApi } from "@/server/openapi/routes/api-keys";
import { revokeApiKey } from "@/server/services/api-keys/revoke-api-key";

export const DELETE = endpoint(apiKeysApi.deleteOwnApiKey, ({ db, actor, id }) => revokeApiKey(db, id, actor.userId));
