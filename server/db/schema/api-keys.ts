import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { reference } from "./columns";

/**
 * API keys, the table of better-auth's api-key plugin (@better-auth/api-key, server/auth/api-key-plugin.ts):
 * property names are the plugin's field names. `referenceId` is the user the key acts as: a
 * service principal (administrator's rights) or a person (that person's role and data).
 * `permissions` holds the scopes as the plugin stores them, JSON `{ area: ["read"] | ["read", "write"] }`.
 * Only the key's SHA-256 (base64url, the plugin's hasher) is stored. `createdBy` and `revokedAt` are ours.
 */
export const apikey = pgTable(
  "apikeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    configId: text("config_id").notNull().default("default"),
    name: text("name"),
    /** The key's first characters, so a person can tell keys apart without the key. */
    start: text("start"),
    referenceId: reference("reference_id", () => user.id, "cascade"),
    prefix: text("prefix"),
    key: text("key_hash").notNull().unique(),
    refillInterval: integer("refill_interval"),
    refillAmount: integer("refill_amount"),
    lastRefillAt: timestamp("last_refill_at", { withTimezone: true }),
    enabled: boolean("enabled").notNull().default(true),
    rateLimitEnabled: boolean("rate_limit_enabled").notNull().default(true),
    rateLimitTimeWindow: integer("rate_limit_time_window"),
    rateLimitMax: integer("rate_limit_max"),
    requestCount: integer("request_count").notNull().default(0),
    remaining: integer("remaining"),
    /** The key's last request (the plugin's rate-limit window), shown as "last used". */
    lastRequest: timestamp("last_request", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    permissions: text("permissions"),
    metadata: text("metadata"),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("apikeys_reference_idx").on(t.referenceId), index("apikeys_config_idx").on(t.configId)],
);
