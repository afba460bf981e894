import "server-only";
import { and, arrayOverlaps, ne } from "drizzle-orm";
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

export const ssoProviderColumns = {
  id: ssoProviders.id,
  name: ssoProviders.name,
  issuer: ssoProviders.issuer,
  clientId: ssoProviders.clientId,
  domains: ssoProviders.domains,
  required: ssoProviders.required,
  trustMfa: ssoProviders.trustMfa,
  // ISO 8601 UTC like every other resource; the column itself reads as Postgres writes it (2026-11-28 09:00:13.411+00).
  createdAt: isoTimestampSql(ssoProviders.createdAt),
  updatedAt: isoTimestampSql(ssoProviders.updatedAt),
};

/** A domain is served by one provider, so the sign-in page knows where to send an e-mail. */
export async function assertDomainsFree(db: DbOrTx, domains: string[], except?: string): Promise<void> {
  const [taken] = await db
    .select({ name: ssoProviders.name, domains: ssoProviders.domains })
    .from(ssoProviders)
    .where(and(arrayOverlaps(ssoProviders.domains, domains), except ? ne(ssoProviders.id, except) : undefined));
  if (!taken) return;
  const shared = taken.domains.filter((d) => domains.includes(d));
  throw conflict({ key: "domainsServedByProvider", values: { count: shared.length, domains: shared.join(", "), provider: taken.name } });
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
