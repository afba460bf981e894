import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { user } from "./auth";

/**
 * OpenID Connect providers an administrator registered in Settings (issue #34.3), in the table of
 * better-auth's single sign-on plugin (@better-auth/sso, model `ssoProvider`; server/auth/sso.ts).
 * Its columns: `provider_id` (the provider's id as text: its callback URL names it), `issuer`,
 * `domain` (the lower-case e-mail domains whose people sign in through it, comma-separated, each
 * served by one provider), `oidc_config` (JSON: client id, discovery, PKCE; the client secret in it
 * sealed with SERVICE_KEY, opened only for better-auth, server/auth/sso-provider-table.ts),
 * `saml_config`, `user_id` (who registered it through the plugin; null: through Settings) and
 * `organization_id` (unused: Settle has no organisations). Ours: `name`, `required` (the password
 * is refused for those domains) and `trust_mfa`.
 */
export const ssoProviders = pgTable(
  "sso_provider",
  {
    id: id(),
    providerId: text("provider_id").notNull().unique(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    domain: text("domain").notNull(),
    oidcConfig: text("oidc_config"),
    samlConfig: text("saml_config"),
    userId: uuid("user_id").references(() => user.id, { onDelete: "set null" }),
    organizationId: text("organization_id"),
    required: boolean("required").notNull().default(false),
    /** An administrator trusts the provider's MFA claim (amr/acr): then its sign-ins skip Settle's code step. */
    trustMfa: boolean("trust_mfa").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("sso_provider_domain_check", sql`${t.domain} <> ''`)],
);

