import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ROLES } from "@/lib/domain/reference";
import { LANGUAGES } from "@/lib/i18n/languages";
import { oneOf, oneOfOrNull, reference } from "./columns";

/**
 * The tables better-auth reads and writes. Property names are better-auth's field names;
 * column names follow the rest of the schema. `role` and `active` are our additional fields.
 */
export const user = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("SUBCONTRACTOR"),
    active: boolean("active").notNull().default(true),
    /** better-auth's two-factor plugin: set once a TOTP enrolment's first code checked. */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** The interface language the person chose; null follows the browser's Accept-Language. */
    locale: text("locale"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf("users_role_check", t.role, ROLES),
    oneOfOrNull("users_locale_check", t.locale, LANGUAGES),
    check("users_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

export const session = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: reference("user_id", () => user.id, "cascade"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const account = pgTable(
  "accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: reference("user_id", () => user.id, "cascade"),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verification = pgTable(
  "verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, kept in the database so every server instance shares them. */
export const rateLimit = pgTable("rate_limits", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * better-auth's two-factor plugin: a person's TOTP secret and backup codes, both encrypted by
 * better-auth with SERVICE_KEY; `verified` stays false until the enrolment's first code checks.
 */
export const twoFactor = pgTable(
  "two_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: reference("user_id", () => user.id, "cascade").unique(),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The RFC 6238 time step of the last code accepted (server/auth/totp-replay.ts): that step and earlier ones are refused. */
    lastUsedStep: bigint("last_used_step", { mode: "number" }),
  },
);

/**
 * Passkeys (WebAuthn credentials), the table of better-auth's passkey plugin (@better-auth/passkey):
 * the public key and the signature counter, never a secret. `last_used_at` is ours, set when the
 * passkey signs someone in (server/auth/passkeys.ts), so the account page can say when it was last used.
 */
export const passkey = pgTable(
  "passkeys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: reference("user_id", () => user.id, "cascade"),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("passkeys_user_idx").on(t.userId)],
);
