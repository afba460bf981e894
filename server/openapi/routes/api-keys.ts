import { z } from "zod";
import { apiKeyParams, apiKeyView, createApiKeyBody, createdApiKey, createOwnApiKeyBody } from "@/lib/schemas/api-keys";
import { crudRoutes } from "../crud-routes";
import { inArea, type RouteTable } from "../operation";

/** A leaked key must not make itself a successor that outlives its revocation: keys are made and revoked by a person. */
const SESSION_ONLY = "admin-person";
const keys = crudRoutes({ path: "/api/api-keys", tag: "API keys", params: apiKeyParams, noun: "API key", view: apiKeyView });
const own = crudRoutes({ path: "/api/user/api-keys", tag: "API keys", params: apiKeyParams, noun: "API key", view: apiKeyView });

const MADE =
  "Answers the key once, in `key` (stl_…): only its SHA-256 is stored. Send it as the x-api-key header. It works through the end of `expiresOn` in the business time zone (after today, at most a year ahead: 400 otherwise), only within its `scopes` (per area read, or write which includes read; 403 apiKeyLacksScope outside them), and at most `requestsPerMinute` times a minute (default 600; past it 429 with Retry-After). A key can never make, change or revoke a key (403).";

export const apiKeysApi = inArea("settings", {
  listApiKeys: keys.list(
    "Every API key, of service principals and of persons, newest first: name, kind (principal, person), owner, scopes, rate limit, prefix, status (ACTIVE, EXPIRED, REVOKED), who made it and when, expiry, last use. ADMIN_API_KEY is not listed.",
  ),
  createApiKey: keys.create(
    `Makes a key for a service principal (an active one of that name, else a new one without a password); it acts with an administrator's rights, narrowed by its scopes. ${MADE}`,
    createApiKeyBody,
    z.object({ data: createdApiKey }),
    SESSION_ONLY,
  ),
  deleteApiKey: keys.remove("Revokes any key at once (its next request is 401); the row stays in the list as REVOKED. A key revoked already is 409.", z.object({ data: apiKeyView }), SESSION_ONLY),
  listOwnApiKeys: own.list("The signed-in person's own API keys, newest first (Profile → API keys).", "person"),
  createOwnApiKey: own.create(
    `Makes a key of the signed-in person: it acts as them, with their role and never more (a contractor's key sees that contractor's data only, by the same rules as their session), narrowed by its scopes. ${MADE}`,
    createOwnApiKeyBody,
    z.object({ data: createdApiKey }),
    "person",
  ),
  deleteOwnApiKey: own.remove("Revokes one of the signed-in person's own keys at once (another's is 404); 409 when revoked already.", z.object({ data: apiKeyView }), "person"),
} satisfies RouteTable);
