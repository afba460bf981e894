import { updateSsoProviderBody } from "@/lib/schemas/sso-providers";
import { endpoint } from "@/server/http/endpoint";
import { deleteSsoProvider } from "@/server/services/sso-providers/delete-sso-provider";
import { updateSsoProvider } from "@/server/services/sso-providers/update-sso-provider";

export const PUT = endpoint({ access: "admin:write", id: "SSO provider", body: updateSsoProviderBody }, ({ db, id, body }) =>
  updateSsoProvider(db, id, body),
);

export const DELETE = endpoint({ access: "admin:write", id: "SSO provider" }, ({ db, id }) => deleteSsoProvider(db, id));
