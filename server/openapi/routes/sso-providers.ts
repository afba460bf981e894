import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { createSsoProviderBody, ssoProviderParams, ssoProviderView, updateSsoProviderBody } from "@/lib/schemas/sso-providers";

export const ssoProvidersApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/sso-providers",
    summary: "The OpenID Connect providers registered for single sign-on, by name: issuer, client id, the e-mail domains each serves, and whether it is required for them. Never the client secret.",
    tag: "Single sign-on",
    response: z.object({ data: z.array(ssoProviderView) }),
    access: "admin",
  },
  {
    method: "post",
    path: "/api/sso-providers",
    summary:
      "Registers an OpenID Connect provider by its issuer URL (discovery at {issuer}/.well-known/openid-configuration must answer with that issuer), client id and secret (stored sealed with SERVICE_KEY) and the e-mail domains it serves; a domain another provider serves is 409. `required` refuses password sign-in for those domains.",
    tag: "Single sign-on",
    body: createSsoProviderBody,
    created: true,
    response: z.object({ data: ssoProviderView }),
    access: "admin",
  },
  {
    method: "put",
    path: "/api/sso-providers/{id}",
    summary: "Changes a provider; the stored client secret stays unless `clientSecret` is sent.",
    tag: "Single sign-on",
    params: ssoProviderParams,
    body: updateSsoProviderBody,
    response: z.object({ data: ssoProviderView }),
    access: "admin",
  },
  {
    method: "delete",
    path: "/api/sso-providers/{id}",
    summary: "Removes a provider: its domains sign in with passwords again.",
    tag: "Single sign-on",
    params: ssoProviderParams,
    response: z.object({ data: z.object({ id: z.uuid(), deleted: z.literal(true) }) }),
    access: "admin",
  },
];
