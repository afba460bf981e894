import { endpoint } from "@/server/http/endpoint";
import { ssoProvidersApi } from "@/server/openapi/routes/sso-providers";
import { createSsoProvider } from "@/server/services/sso-providers/create-sso-provider";
import { listSsoProviders } from "@/server/services/sso-providers/list-sso-providers";

export const GET = endpoint(ssoProvidersApi.listSsoProviders, ({ db }) => listSsoProviders(db));

export const POST = endpoint(ssoProvidersApi.createSsoProvider, ({ db, body }) => createSsoProvider(db, body));
