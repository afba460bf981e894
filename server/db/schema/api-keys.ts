import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, reference } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "string" });

/**
 * API keys of service principals, made in Settings (docs: README, "API keys"). Only a SHA-256 of
 * the key is stored: the key itself is shown once, when it is made. ADMIN_API_KEY still works.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: id(),
    name: text("name").notNull(),
    servicePrincipalId: reference("service_principal_id", () => user.id, "cascade"),
    /** The key's first characters, so a person can tell keys apart without the key. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [index("api_keys_service_principal_idx").on(t.servicePrincipalId)],
);
