import { z } from "zod";
import { API_KEY_AREAS, API_KEY_LEVELS } from "@/lib/domain/api-key-scopes";
import { ROLES } from "@/lib/domain/reference";
import { isoDate, isoTimestamp, nameText, uuid } from "./common";
import { keyed } from "./error-map";

export const API_KEY_NAME_MAX = 100;
export const API_KEY_STATUSES = ["ACTIVE", "EXPIRED", "REVOKED"] as const;
export const API_KEY_KINDS = ["principal", "person"] as const;
export const MAX_KEY_REQUESTS_PER_MINUTE = 10_000;

const keyName = nameText.max(API_KEY_NAME_MAX, { error: keyed("nameMostMaxCharacters", { max: API_KEY_NAME_MAX }) });

/** Per area `read`, or `write` (which includes read); an area left out is refused to the key. */
export const apiKeyScopes = z
  .partialRecord(z.enum(API_KEY_AREAS), z.enum(API_KEY_LEVELS))
  .refine((scopes) => Object.keys(scopes).length > 0, { error: keyed("apiKeyScopesRequired") })
  .describe("Per area (timesheets, expenses, reviews, organisation, invoices, settings): read, or write (includes read).");

const keyFields = {
  /** What the key is for, e.g. "Payroll export". */
  name: keyName,
  /** The last day the key works (in the business time zone): after today and at most a year ahead. */
  expiresOn: isoDate,
  scopes: apiKeyScopes,
  /** The key's own rate limit; past it a request is 429 with Retry-After. */
  requestsPerMinute: z.number().int().min(1).max(MAX_KEY_REQUESTS_PER_MINUTE).optional(),
};

/** A key of the signed-in person, acting as them (Profile → API keys). */
export const createOwnApiKeyBody = z.object(keyFields);
export type CreateOwnApiKeyBody = z.infer<typeof createOwnApiKeyBody>;

/** A key of a service principal (Settings → API keys), acting with an administrator's rights within its scopes. */
export const createApiKeyBody = z.object({
  ...keyFields,
  /** The service principal the key acts as: an existing one of that name, or a new one. */
  servicePrincipal: keyName,
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const apiKeyView = z.object({
  id: uuid,
  name: z.string(),
  /** principal: acts as a service principal (administrator's rights); person: as its owner, with their role. */
  kind: z.enum(API_KEY_KINDS),
  owner: z.object({ id: uuid, name: z.string(), role: z.enum(ROLES) }),
  scopes: z.partialRecord(z.enum(API_KEY_AREAS), z.enum(API_KEY_LEVELS)),
  requestsPerMinute: z.number().int().nullable(),
  /** The key's first characters, to tell keys apart; the key itself is shown once. */
  prefix: z.string(),
  status: z.enum(API_KEY_STATUSES),
  createdAt: isoTimestamp,
  createdBy: z.string().nullable(),
  expiresAt: isoTimestamp.nullable(),
  lastUsedAt: isoTimestamp.nullable(),
  revokedAt: isoTimestamp.nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const createdApiKey = z.object({ apiKey: apiKeyView, key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyParams = z.object({ id: uuid });
