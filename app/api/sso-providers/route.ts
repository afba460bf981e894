import { createSsoProviderBody } from "@/lib/schemas/sso-providers";
import { endpoint } from "@/server/http/endpoint";
import { createSsoProvider } from "@/server/services/sso-providers/create-sso-provider";
import { listSsoProviders } from "@/server/services/sso-providers/list-sso-providers";

export const GET = endpoint({ access: "admin:read" }, ({ db }) => listSsoProviders(db));

export const POST = endpoint({ access: "admin:write", body: createSsoProviderBody, answer: "created" }, ({ db, body }) => createSsoProvider(db, body));
