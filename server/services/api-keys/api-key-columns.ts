import "server-only";
import { alias } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { apiKeys, user } from "@/server/db/schema";
import { isoTimestampSql, nullableIsoTimestampSql } from "@/server/db/sql/iso-timestamp";

export const principal = alias(user, "principal");
export const creator = alias(user, "creator");

/** What a list row and a created key show; join `principal` (inner) and `creator` (left). */
export const apiKeyColumns = {
  id: apiKeys.id,
  name: apiKeys.name,
  servicePrincipal: { id: principal.id, name: principal.name },
  prefix: apiKeys.prefix,
  status: sql<"ACTIVE" | "EXPIRED" | "REVOKED">`case when ${apiKeys.revokedAt} is not null then 'REVOKED' when ${apiKeys.expiresAt} <= now() then 'EXPIRED' else 'ACTIVE' end`,
  createdAt: isoTimestampSql(apiKeys.createdAt),
  createdBy: creator.name,
  expiresAt: nullableIsoTimestampSql(apiKeys.expiresAt),
  lastUsedAt: nullableIsoTimestampSql(apiKeys.lastUsedAt),
  revokedAt: nullableIsoTimestampSql(apiKeys.revokedAt),
};
