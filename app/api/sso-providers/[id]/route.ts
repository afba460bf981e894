import { endpoint } from "@/server/http/endpoint";
import { ssoProvidersApi } from "@/server/openapi/routes/sso-providers";
import { deleteSsoProvider } from "@/server/services/sso-providers/delete-sso-provider";
import { updateSsoProvider } from "@/server/services/sso-providers/update-sso-provider";

export const PUT = endpoint(ssoProvidersApi.updateSsoProvider, ({ db, id, body }) =>
  updateSsoProvider(db, id, body),
);

export const DELETE = endpoint(ssoProvidersApi.deleteSsoProvider, ({ db, id }) => deleteSsoProvider(db, id));
