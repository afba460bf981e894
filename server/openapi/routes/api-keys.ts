import { z } from "zod";
import { type ApiRoute } from "@/lib/schemas/common";
import { apiKeyParams, apiKeyView, createApiKeyBody, createdApiKey } from "@/lib/schemas/api-keys";

export const apiKeysApi: ApiRoute[] = [
  {
    method: "get",
    path: "/api/api-keys",
    summary: "The API keys made in Settings, newest first: name, service principal, prefix, status (ACTIVE, EXPIRED, REVOKED), who made it and when, expiry, last use (noted at most once a minute). ADMIN_API_KEY is not listed.",
    tag: "API keys",
    response: z.object({ data: z.array(apiKeyView) }),
    access: "admin or admin API key",
  },
  {
    method: "post",
    path: "/api/api-keys",
    summary:
      "Makes a key for a service principal (an active one of that name, else a new one without a password) and answers it once, in `key` (stl_…): only its SHA-256 is stored. Send it as the x-api-key header; it acts as that service principal with an administrator's rights, through the end of `expiresOn` in the business time zone. An expiry that is not after today is 400.",
    tag: "API keys",
    body: createApiKeyBody,
    created: true,
    response: z.object({ data: createdApiKey }),
    access: "admin or admin API key",
  },
  {
    method: "delete",
    path: "/api/api-keys/{id}",
    summary: "Revokes a key at once (its next request is 401); the row stays in the list as REVOKED. A key revoked already is 409.",
    tag: "API keys",
    params: apiKeyParams,
    response: z.object({ data: apiKeyView }),
    access: "admin or admin API key",
  },
];
