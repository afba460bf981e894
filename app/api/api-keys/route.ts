import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { apiKeysApi } from "@/server/openapi/routes/api-keys";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";

export const GET = endpoint(apiKeysApi.listApiKeys, ({ db }) => listApiKeys(db));

export const POST = endpoint(apiKeysApi.createApiKey, ({ db, actor, body }) =>
  createApiKey(db, actor, body, businessToday()),
);
