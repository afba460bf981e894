import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apikey, user } from "@/server/db/schema";
import { isoTimestampSql, nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";

export const owner = alias(user, "owner");
export const creator = alias(user, "creator");

/** What a list row and a created key show; join `owner` (inner) and `creator` (left). `permissions` is read into scopes after. */
export const apiKeyColumns = {
  id: apikey.id,
  name: sql<string>`coalesce(${apikey.name}, '')`,
  kind: sql<"principal" | "person">`case when ${owner.role} = 'SERVICE_PRINCIPAL' then 'principal' else 'person' end`,
  owner: { id: owner.id, name: owner.name, role: owner.role },
  permissions: apikey.permissions,
  requestsPerMinute: sql<number | null>`case when ${apikey.rateLimitEnabled} and ${apikey.rateLimitTimeWindow} > 0 then (${apikey.rateLimitMax} * 60000 / ${apikey.rateLimitTimeWindow})::int end`,
  prefix: sql<string>`coalesce(${apikey.start}, ${apikey.prefix}, '')`,
  status: sql<"ACTIVE" | "EXPIRED" | "REVOKED">`case when ${apikey.revokedAt} is not null or not ${apikey.enabled} then 'REVOKED' when ${apikey.expiresAt} <= now() then 'EXPIRED' else 'ACTIVE' end`,
  createdAt: isoTimestampSql(apikey.createdAt),
  createdBy: creator.name,
  expiresAt: nullableIsoTimestampSql(apikey.expiresAt),
  lastUsedAt: nullableIsoTimestampSql(apikey.lastRequest),
  revokedAt: nullableIsoTimestampSql(apikey.revokedAt),
};
