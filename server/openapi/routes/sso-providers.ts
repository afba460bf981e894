import { z } from "zod";
import { createSsoProviderBody, ssoProviderParams, ssoProviderView, updateSsoProviderBody } from "@/lib/schemas/sso-providers";
import { crudRoutes, deletedAnswer } from "../crud-routes";
import { inArea, type RouteTable } from "../operation";

const providers = crudRoutes({ path: "/api/sso-providers", tag: "Single sign-on", params: ssoProviderParams, noun: "SSO provider", view: ssoProviderView });

export const ssoProvidersApi = inArea("settings", {
  listSsoProviders: providers.list(
    "The OpenID Connect providers registered for single sign-on, by name: issuer, client id, the e-mail domains each serves, and whether it is required for them. Never the client secret.",
  ),
  createSsoProvider: providers.create(
    "Registers an OpenID Connect provider by its issuer URL (discovery at {issuer}/.well-known/openid-configuration must answer with that issuer), client id and secret (stored sealed with SERVICE_KEY) and the e-mail domains it serves; a domain another provider serves is 409. `required` refuses password sign-in for those domains.",
    createSsoProviderBody,
    z.object({ data: ssoProviderView }),
  ),
  updateSsoProvider: providers.update("Changes a provider; the stored client secret stays unless `clientSecret` is sent.", updateSsoProviderBody, z.object({ data: ssoProviderView })),
  deleteSsoProvider: providers.remove("Removes a provider: its domains sign in with passwords again.", deletedAnswer),
} satisfies RouteTable);
