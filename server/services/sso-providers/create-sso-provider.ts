import "server-only";
import { randomUUID } from "node:crypto";
import type { CreateSsoProviderBody, SsoProviderView } from "@/lib/schemas/sso-providers";
import type { Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { assertDomainsFree, assertIssuerAddress, domainColumn, oidcConfigOf, sealClientSecret, ssoProviderColumns } from "./sso-provider-rows";

/** Registers an OpenID Connect provider in better-auth's table; the client secret is stored sealed and never answered. */
export async function createSsoProvider(db: Database, body: CreateSsoProviderBody): Promise<SsoProviderView> {
  // Domains first (a clash is the likelier mistake), then the address, outside the transaction (a DNS lookup).
  await assertDomainsFree(db, body.domains);
  await assertIssuerAddress(body.issuer);
  return db.transaction(async (tx) => {
    await assertDomainsFree(tx, body.domains);
    // The plugin names a provider by `provider_id` (its callback URL ends with it): the row's own id.
    const id = randomUUID();
    const [created] = await tx
      .insert(ssoProviders)
      .values({
        id,
        providerId: id,
        name: body.name,
        issuer: body.issuer,
        domain: domainColumn(body.domains),
        oidcConfig: oidcConfigOf(body.issuer, body.clientId, sealClientSecret(body.clientSecret)),
        required: body.required,
        trustMfa: body.trustMfa,
      })
      .returning(ssoProviderColumns);
    if (!created) throw new Error("The provider was not stored.");
    return created;
  });
}
