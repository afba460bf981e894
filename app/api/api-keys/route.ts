import { requireAdministratorPerson } from "@/server/auth/actor";
import { createApiKeyBody } from "@/lib/schemas/api-keys";
import { businessToday } from "@/server/clock";
import { endpoint } from "@/server/http/endpoint";
import { createApiKey } from "@/server/services/api-keys/create-api-key";
import { listApiKeys } from "@/server/services/api-keys/list-api-keys";

export const GET = endpoint({ access: "admin:read" }, ({ db }) => listApiKeys(db));

export const POST = endpoint({ access: requireAdministratorPerson, body: createApiKeyBody, answer: "created" }, ({ db, actor, body }) =>
  createApiKey(db, actor, body, businessToday()),
);
