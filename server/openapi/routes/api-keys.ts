import { z } from "zod";
import { apiKeyParams, apiKeyView, createApiKeyBody, createdApiKey } from "@/lib/schemas/api-keys";
import { crudRoutes } from "../crud-routes";
import type { RouteTable } from "../operation";

/** A leaked key must not make itself a successor that outlives its revocation: keys are made and revoked by a person. */
const SESSION_ONLY = "admin-person";
const keys = crudRoutes({ path: "/api/api-keys", tag: "API keys", params: apiKeyParams, noun: "API key", view: apiKeyView });

export const apiKeysApi = {
  listApiKeys: keys.list(
    "The API keys made in Settings, newest first: name, service principal, prefix, status (ACTIVE, EXPIRED, REVOKED), who made it and when, expiry, last use (noted at most once a minute). ADMIN_API_KEY is not listed.",
  ),
  createApiKey: keys.create(
    "Makes a key for a service principal (an active one of that name, else a new one without a password) and answers it once, in `key` (stl_…): only its SHA-256 is stored. Send it as the x-api-key header; it acts as that service principal with an administrator's rights, through the end of `expiresOn` in the business time zone. An expiry that is not after today is 400.",
    createApiKeyBody,
    z.object({ data: createdApiKey }),
    SESSION_ONLY,
  ),
  deleteApiKey: keys.remove("Revokes a key at once (its next request is 401); the row stays in the list as REVOKED. A key revoked already is 409.", z.object({ data: apiKeyView }), SESSION_ONLY),
} satisfies RouteTable;
