import { z } from "zod";
import { isoDate, isoTimestamp, nameText, uuid } from "./common";
import { keyed } from "./error-map";

export const API_KEY_NAME_MAX = 100;
export const API_KEY_STATUSES = ["ACTIVE", "EXPIRED", "REVOKED"] as const;

const keyName = nameText.max(API_KEY_NAME_MAX, { error: keyed("nameMostMaxCharacters", { max: API_KEY_NAME_MAX }) });

export const createApiKeyBody = z.object({
  /** What the key is for, e.g. "Payroll export". */
  name: keyName,
  /** The service principal the key acts as: an existing one of that name, or a new one. */
  servicePrincipal: keyName,
  /** The last day the key works (in the business time zone); null for a key that does not expire. */
  expiresOn: isoDate.nullable(),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBody>;

export const apiKeyView = z.object({
  id: uuid,
  name: z.string(),
  servicePrincipal: z.object({ id: uuid, name: z.string() }),
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
