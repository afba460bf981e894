import "server-only";
import { sql } from "drizzle-orm";
import { env } from "@/env";
import { AppError, conflict, fieldIssue } from "@/lib/errors";
import type { DbOrTx } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { isoTimestampSql } from "@/server/db/sql/iso-timestamp";
import { resolvePublicAddress, UnsafeAddress } from "@/server/http/outbound/public-address";
import { openSecret, sealSecret } from "@/server/mail/sealed-secret";

/** The seal's marker: the mail outbox's AES-GCM seal (SERVICE_KEY) holds a provider's client secret under this name. */
const MARKER = "sso-client-secret";

export const sealClientSecret = (secret: string) => sealSecret({ marker: MARKER, secret });

/** Throws when the seal was tampered with or SERVICE_KEY changed: the provider then fails, never leaks. */
export function openClientSecret(sealed: string): string {
  const { marker, secret } = openSecret(sealed);
  if (marker !== MARKER) throw new Error("Unreadable sealed client secret");
  return secret;
}

/** The plugin's `domain` holds a provider's e-mail domains comma-separated (its parseProviderDomains reads them so). */
export const domainsOf = (domain: string): string[] => domain.split(",").filter(Boolean);
export const domainColumn = (domains: string[]): string => [...new Set(domains)].join(",");

/**
 * better-auth's OpenID Connect configuration of a provider (its `oidc_config` JSON): the code flow with
 * PKCE, the client secret sent by HTTP Basic, endpoints from the issuer's discovery document at each
 * sign-in. The client secret in it stays sealed; better-auth reads it opened (server/auth/sso-provider-table.ts).
 */
export function oidcConfigOf(issuer: string, clientId: string, clientSecretSealed: string): string {
  return JSON.stringify({
    issuer,
    pkce: true,
    clientId,
    clientSecret: clientSecretSealed,
    discoveryEndpoint: `${issuer}/.well-known/openid-configuration`,
    scopes: ["openid", "email", "profile"],
    tokenEndpointAuthentication: "client_secret_basic",
  });
}

/** The sealed client secret of a stored `oidc_config`. */
export function sealedSecretOf(oidcConfig: string | null): string {
  const secret = oidcConfig ? (JSON.parse(oidcConfig) as { clientSecret?: unknown }).clientSecret : undefined;
  if (typeof secret !== "string") throw new Error("The provider has no stored client secret.");
  return secret;
}

export const ssoProviderColumns = {
  id: ssoProviders.id,
  name: ssoProviders.name,
  issuer: ssoProviders.issuer,
  clientId: sql<string>`(${ssoProviders.oidcConfig}::json ->> 'clientId')`,
  domains: sql<string[]>`string_to_array(${ssoProviders.domain}, ',')`,
  required: ssoProviders.required,
  trustMfa: ssoProviders.trustMfa,
  // ISO 8601 UTC like every other resource; the column itself reads as Postgres writes it (2026-11-28 09:00:13.411+00).
  createdAt: isoTimestampSql(ssoProviders.createdAt),
  updatedAt: isoTimestampSql(ssoProviders.updatedAt),
};

/** A domain is served by one provider, so the sign-in page knows where to send an e-mail. */
export async function assertDomainsFree(db: DbOrTx, domains: string[], except?: string): Promise<void> {
  const providers = await db.select({ id: ssoProviders.id, name: ssoProviders.name, domain: ssoProviders.domain }).from(ssoProviders);
  for (const taken of providers) {
    if (taken.id === except) continue;
    const shared = domainsOf(taken.domain).filter((d) => domains.includes(d));
    if (shared.length === 0) continue;
    throw conflict({ key: "domainsServedByProvider", values: { count: shared.length, domains: shared.join(", "), provider: taken.name } });
  }
}


/**
 * Save time: the issuer's host may not resolve to a private address (the outbound policy, as for
 * webhooks). A host that does not resolve yet is accepted here; every sign-in checks it again,
 * with the discovery document's endpoints, and connects only to the address it checked.
 */
export async function assertIssuerAddress(issuer: string): Promise<void> {
  try {
    await resolvePublicAddress(new URL(issuer).hostname, env.SSO_ALLOW_PRIVATE_NETWORKS);
  } catch (error) {
    if (!(error instanceof UnsafeAddress) || /does not resolve/.test(error.message)) return;
    throw new AppError("BAD_REQUEST", { key: "issuerSHostResolves" }, [fieldIssue("issuer", { key: "issuerSHostResolves" })]);
  }
}
