import "server-only";
import type { CreateSsoProviderBody, SsoProviderView } from "@/lib/schemas/sso-providers";
import type { Database } from "@/server/db";
import { ssoProviders } from "@/server/db/schema";
import { assertDomainsFree, assertIssuerAddress, sealClientSecret, ssoProviderColumns } from "./sso-provider-rows";

/** Registers an OpenID Connect provider; the client secret is stored sealed and never answered. */
export async function createSsoProvider(db: Database, body: CreateSsoProviderBody): Promise<SsoProviderView> {
  // Domains first (a clash is the likelier mistake), then the address, outside the transaction (a DNS lookup).
  await assertDomainsFree(db, body.domains);
  await assertIssuerAddress(body.issuer);
  return db.transaction(async (tx) => {
    await assertDomainsFree(tx, body.domains);
    const { clientSecret, ...fields } = body;
    const [created] = await tx
      .insert(ssoProviders)
      .values({ ...fields, domains: [...new Set(body.domains)], clientSecretSealed: sealClientSecret(clientSecret) })
      .returning(ssoProviderColumns);
    if (!created) throw new Error("The provider was not stored.");
    return created;
  });
}
