import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { apiKeysApi } from "@/server/openapi/routes/api-keys";
import { createOwnApiKey } from "@/server/services/api-keys/create-api-key";
import { listOwnApiKeys } from "@/server/services/api-keys/list-api-keys";

export const GET = endpoint(apiKeysApi.listOwnApiKeys, ({ db, actor }) => listOwnApiKeys(db, actor.userId));

export const POST = endpoint(apiKeysApi.createOwnApiKey, ({ db, actor, body }) => createOwnApiKey(db, actor, body, businessToday()));
