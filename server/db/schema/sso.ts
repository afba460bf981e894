import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

/**
 * OpenID Connect providers an administrator registered in Settings (issue #34.3). The client secret
 * is sealed with SERVICE_KEY (the mail outbox's AES-GCM seal); `domains` are the lower-case e-mail
 * domains whose people sign in through it, each served by one provider. `required` refuses the
 * password for those domains.
 */
export const ssoProviders = pgTable(
  "sso_providers",
  {
    id: id(),
    name: text("name").notNull(),
    issuer: text("issuer").notNull(),
    clientId: text("client_id").notNull(),
    clientSecretSealed: text("client_secret_sealed").notNull(),
    domains: text("domains").array().notNull(),
    required: boolean("required").notNull().default(false),
    /** An administrator trusts the provider's MFA claim (amr/acr): then its sign-ins skip Settle's code step. */
    trustMfa: boolean("trust_mfa").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("sso_providers_domains_check", sql`cardinality(${t.domains}) > 0`)],
);
