import "server-only";
import { customType, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { openClientSecret } from "@/server/services/sso-providers/sso-provider-rows";

/**
 * `oidc_config` as better-auth reads it: the JSON with the client secret opened. The table keeps it
 * sealed (SERVICE_KEY), so a backup or a database reader never holds a live credential; better-auth
 * only reads this table (its endpoints that write it stay closed, app/api/auth/[...all]/route.ts).
 */
const openedOidcConfig = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  toDriver: () => {
    throw new Error("better-auth does not write single sign-on providers: Settings does (server/services/sso-providers).");
  },
  fromDriver: (stored) => {
    const config = JSON.parse(stored) as { clientSecret?: string };
    return JSON.stringify({ ...config, clientSecret: config.clientSecret ? openClientSecret(config.clientSecret) : undefined });
  },
});

/**
 * The plugin's model `ssoProvider`: its columns of the table of server/db/schema/sso.ts (which
 * drizzle-kit migrates; keep the two alike) as better-auth sees them, the client secret opened on
 * reading. Settle's own columns (name, required, trust_mfa, dates) are not better-auth's business.
 */
export const ssoProviderForAuth = pgTable("sso_provider", {
  id: uuid("id").primaryKey(),
  providerId: text("provider_id").notNull(),
  issuer: text("issuer").notNull(),
  domain: text("domain").notNull(),
  oidcConfig: openedOidcConfig("oidc_config"),
  samlConfig: text("saml_config"),
  userId: uuid("user_id"),
  organizationId: text("organization_id"),
});
